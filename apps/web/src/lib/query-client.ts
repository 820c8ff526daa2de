// TanStack Query defaults from spec §9: fresh for 300 s, one retry with a delay of 1 s doubling to 30 s,
// no refetch on window focus; never retry a 429 (quota or rate limit: retrying only burns more).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api.ts';

export const QUERY_STALE_TIME_MS = 300_000;
const MAX_RETRIES = 1;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status === 429) return false;
  // A missing session or a channel that needs re-authorization will not heal by asking again.
  if (isApiError(error) && (error.code === 'UNAUTHENTICATED' || error.code === 'AUTH_REQUIRED')) return false;
  return failureCount < MAX_RETRIES;
}

export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export type QueryErrorKind = 'query' | 'mutation';
/** Told about every failed query and mutation, with the operation's `meta` (e.g. `{ youtube: true }`). */
export type QueryErrorListener = (
  error: unknown,
  meta: Record<string, unknown> | undefined,
  kind: QueryErrorKind,
) => void;

export function createQueryClient(onError?: QueryErrorListener): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError?.(error, query.meta, 'query') }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => onError?.(error, mutation.meta, 'mutation'),
    }),
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
