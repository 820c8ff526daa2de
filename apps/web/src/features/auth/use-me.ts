// The signed-in user from the server (GET /api/auth/me, fresh for 60 s per spec §9). Re-asked when the signed-in
// area mounts after that: an ended session answers UNAUTHENTICATED, which signs the browser out (see the API
// error reporter); a changed name or picture reaches the header.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Me } from '@vidcraft/contracts';
import { CACHE_LIFETIMES_MS, queryKeys } from '../../app/query-keys.ts';
import { callApi } from '../../lib/api-client.ts';
import { getAuthStatus, setAuthStatus } from '../../lib/auth-status.ts';
import { loadRouteTable } from '../../lib/route-table.ts';

/** On /pricing (a public page) the route table loads with this call (lib/route-table.ts). */
export async function fetchMe(): Promise<Me> {
  const { authRoutes } = await loadRouteTable();
  return callApi(authRoutes.me, {});
}

export function useMe() {
  const me = useQuery({ queryKey: queryKeys.me, queryFn: fetchMe, staleTime: CACHE_LIFETIMES_MS.me });
  const data = me.data;
  useEffect(() => {
    const current = getAuthStatus()?.user;
    if (!data || !current) return;
    const { email, name, avatar, preferredLanguage } = data;
    if (
      current.email !== email ||
      current.name !== name ||
      current.avatar !== avatar ||
      current.preferredLanguage !== preferredLanguage
    ) {
      setAuthStatus({ isAuthenticated: true, user: { email, name, avatar, preferredLanguage } });
    }
  }, [data]);
  return me;
}
