// TanStack Query defaults from spec §9: fresh for 300 s, one retry with a delay of 1 s doubling to 30 s,
// no refetch on window focus; never retry a 429 (quota or rate limit: retrying only burns more).
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api.ts';

export const QUERY_STALE_TIME_MS = 300_000;
const MAX_RETRIES = 1;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status === 429) return false;
  return failureCount < MAX_RETRIES;
}

export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
