// The admin area's operations calls (packages/contracts admin-ops.ts) through the typed client, and their
// query keys. Admins only: the server answers everyone else 404.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type AdminJobsQuery } from '@vidcraft/contracts';
import { adminOpsRoutes } from '@vidcraft/contracts/client-routes';
import { callApi } from '../../lib/api-client.ts';

export const opsQueryKeys = {
  all: ['admin-ops'] as const,
  jobs: (query: AdminJobsQuery) => ['admin-ops', 'jobs', query] as const,
  allJobs: ['admin-ops', 'jobs'] as const,
  quota: (days: number) => ['admin-ops', 'quota', days] as const,
  aiSpend: (days: number) => ['admin-ops', 'ai-spend', days] as const,
  settings: ['admin-ops', 'settings'] as const,
};

export function useAdminJobs(query: AdminJobsQuery) {
  return useQuery({
    queryKey: opsQueryKeys.jobs(query),
    queryFn: () => callApi(adminOpsRoutes.jobs, { query }),
    // Another filter, page or period keeps the last answer on screen until the new one arrives.
    placeholderData: keepPreviousData,
    // Queues move on their own: keep the view fresh while it is open.
    refetchInterval: 15_000,
  });
}

/** One idempotency key per click: the same request sent twice retries the run once. */
export function retryJob(id: string, idempotencyKey: string) {
  return callApi(adminOpsRoutes.retryJob, { params: { id }, body: { idempotencyKey } });
}

export function cancelJob(id: string) {
  return callApi(adminOpsRoutes.cancelJob, { params: { id } });
}

export function useYoutubeQuota(days: number) {
  return useQuery({
    queryKey: opsQueryKeys.quota(days),
    queryFn: () => callApi(adminOpsRoutes.youtubeQuota, { query: { days } }),
    // Another filter, page or period keeps the last answer on screen until the new one arrives.
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

export function useAiSpend(days: number) {
  return useQuery({
    queryKey: opsQueryKeys.aiSpend(days),
    queryFn: () => callApi(adminOpsRoutes.aiSpend, { query: { days } }),
    // Another filter, page or period keeps the last answer on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminSettings() {
  return useQuery({
    queryKey: opsQueryKeys.settings,
    queryFn: async () => (await callApi(adminOpsRoutes.settings, {})).data,
  });
}

export function updateSetting(key: string, value: number | boolean | string) {
  return callApi(adminOpsRoutes.updateSetting, { params: { key }, body: { value } });
}
