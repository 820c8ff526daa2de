// Spec §2: `youtube_connected=true` or `refresh_connections=true` in the URL is stripped at once (replace, so
// Back does not bring it back) and the channel connections reload about 1 s later.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';

export const CONNECTION_FLAGS = ['youtube_connected', 'refresh_connections'] as const;
export const FLAG_RELOAD_DELAY_MS = 1000;

/** The search string without the flags, and whether one of them was set to true. */
export function stripConnectionFlags(search: string): { search: string; flagged: boolean } {
  const params = new URLSearchParams(search);
  const flagged = CONNECTION_FLAGS.some((flag) => params.get(flag) === 'true');
  for (const flag of CONNECTION_FLAGS) params.delete(flag);
  const rest = params.toString();
  return { search: rest ? `?${rest}` : '', flagged };
}

export function useConnectionFlags(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { search, flagged } = stripConnectionFlags(location.search);

  useEffect(() => {
    if (!flagged) return;
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
    if (timer.current) clearTimeout(timer.current);
    // Not cleared when the flag disappears from the URL (that is this very navigation), only on unmount.
    timer.current = setTimeout(() => {
      for (const key of [queryKeys.connections, queryKeys.youtubeStatus, queryKeys.userChannel]) {
        void client.invalidateQueries({ queryKey: key });
      }
    }, FLAG_RELOAD_DELAY_MS);
  }, [client, flagged, location.hash, location.pathname, navigate, search]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
}
