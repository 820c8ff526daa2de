// The admin area's queries: users a page at a time (keyset cursors), one user, the plans to give, the audit log.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchAdminUser, fetchAdminUsers, fetchAuditLog, fetchGivablePlans } from './admin-users-api.ts';

export const adminQueryKeys = {
  users: ['admin', 'users'] as const,
  lists: ['admin', 'users', 'list'] as const,
  userList: (q: string) => ['admin', 'users', 'list', q] as const,
  user: (id: string) => ['admin', 'users', 'detail', id] as const,
  givablePlans: ['admin', 'givable-plans'] as const,
  audit: (action: string) => ['admin', 'audit-log', action] as const,
  allAudit: ['admin', 'audit-log'] as const,
};

export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.userList(q),
    queryFn: ({ pageParam }) => fetchAdminUsers(q, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // While a new search loads, the last results stay (no flash of a spinner per keystroke).
    placeholderData: (previous) => previous,
  });
}

export function useAdminUser(id: string) {
  return useQuery({ queryKey: adminQueryKeys.user(id), queryFn: () => fetchAdminUser(id) });
}

export function useGivablePlans() {
  return useQuery({ queryKey: adminQueryKeys.givablePlans, queryFn: fetchGivablePlans, staleTime: 60_000 });
}

/** The audit log, newest first; `action` is an area ("user") or empty for everything. */
export function useAuditLog(action: string) {
  return useInfiniteQuery({
    queryKey: adminQueryKeys.audit(action),
    queryFn: ({ pageParam }) => fetchAuditLog(action ? { action } : {}, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
