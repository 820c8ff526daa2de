// The plans feature's queries: the signed-in user's id and quota status, the admin's plans. The public plans
// (public-plans-query.ts) are apart: they bring the plan catalogue, which the signed-in banner does not need.
import { useQuery } from '@tanstack/react-query';
import { CACHE_LIFETIMES_MS, queryKeys } from '../../app/query-keys.ts';
import { useSignedIn } from '../../lib/auth-status.ts';
import { fetchMe } from '../auth/use-me.ts';
import { fetchAdminPlans, fetchQuotaStatus } from './plans-api.ts';

export const planQueryKeys = {
  publicPlans: ['subscription-plans'] as const,
  quotaStatus: (userId: string) => ['quota-status', userId] as const,
  allQuotaStatus: ['quota-status'] as const,
  adminPlans: ['admin-plans'] as const,
};

/** The signed-in user (null when signed out or not yet known), without asking the server when signed out. */
export function useSignedInMe() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: fetchMe,
    staleTime: CACHE_LIFETIMES_MS.me,
    enabled: signedIn,
  });
}

export function useQuotaStatus(userId: string | null) {
  return useQuery({
    queryKey: planQueryKeys.quotaStatus(userId ?? ''),
    queryFn: () => fetchQuotaStatus(userId ?? ''),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

export function useAdminPlans(enabled: boolean) {
  return useQuery({ queryKey: planQueryKeys.adminPlans, queryFn: fetchAdminPlans, enabled });
}
