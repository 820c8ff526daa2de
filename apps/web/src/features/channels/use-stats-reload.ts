// Spec §4 "Connections" / §9: when the active channel changes, its statistics are cleared and reloaded at once
// from what Vidcraft stored (no quota), and 5 s later re-read from YouTube (a POST, 1 unit). The delay lets a
// user flick through channels without spending quota on each one.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { refreshChannelStats } from './connections-api.ts';

export const STATS_RELOAD_DELAY_MS = 5000;

export function useStatsReloadOnChannelChange(activeId: string | undefined): void {
  const client = useQueryClient();
  const previous = useRef(activeId);

  useEffect(() => {
    const before = previous.current;
    previous.current = activeId;
    if (!activeId || before === undefined || before === activeId) return;
    void client.resetQueries({ queryKey: queryKeys.allChannelStats });
    const timer = setTimeout(() => {
      client
        .fetchQuery({
          queryKey: queryKeys.channelStats(activeId),
          queryFn: () => refreshChannelStats(activeId),
          staleTime: 0,
          meta: { youtube: true },
        })
        .catch(() => undefined); // reported by the query cache's error handler
    }, STATS_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [activeId, client]);
}
