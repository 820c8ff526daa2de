// The live figures of the status page: fetched once the page runs (the prerendered HTML has none), then every
// REFRESH_MS while the tab is visible, and at once when it becomes visible again. An unreachable status
// service is itself a state the page shows, with the last figures kept for reference.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { StatusResponse } from '@vidcraft/contracts';
import { callApi } from '../../lib/api-client.ts';
import { loadRouteTable } from '../../lib/route-table.ts';

export const REFRESH_MS = 30_000;
const TIMEOUT_MS = 10_000;

export type LiveStatus =
  | { state: 'loading' }
  | { state: 'ready'; data: StatusResponse; fetchedAt: Date }
  | { state: 'unreachable'; last: StatusResponse | null; failedAt: Date };

export function useLiveStatus(): { status: LiveStatus; refresh: () => void } {
  const [status, setStatus] = useState<LiveStatus>({ state: 'loading' });
  const last = useRef<StatusResponse | null>(null);
  const inFlight = useRef(false);

  const refresh = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    loadRouteTable()
      .then(({ statusRoutes }) => callApi(statusRoutes.status, { timeoutMs: TIMEOUT_MS, cache: 'no-store' }))
      .then(
        // In a transition: the figures fill in the page in short slices, not in one long task.
        (data) => {
          last.current = data;
          startTransition(() => setStatus({ state: 'ready', data, fetchedAt: new Date() }));
        },
        () =>
          startTransition(() =>
            setStatus({ state: 'unreachable', last: last.current, failedAt: new Date() }),
          ),
      )
      .finally(() => {
        inFlight.current = false;
      });
  }, []);

  useEffect(() => {
    refresh();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);

  return { status, refresh };
}
