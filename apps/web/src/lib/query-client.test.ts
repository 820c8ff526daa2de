import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { createQueryClient, retryDelay, shouldRetry } from './query-client.ts';

describe('query client defaults (spec §9)', () => {
  it('retries once, never on 429', () => {
    expect(shouldRetry(0, new Error('network'))).toBe(true);
    expect(shouldRetry(1, new Error('network'))).toBe(false);
    expect(shouldRetry(0, new ApiError('quota', 429, 'QUOTA_EXCEEDED'))).toBe(false);
  });

  it('waits 1 s, doubling, at most 30 s', () => {
    expect([0, 1, 2, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
  });

  it('keeps data fresh for 300 s and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(300_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});

describe('query client error handling', () => {
  it('does not retry a lost session or a channel that needs re-authorization', () => {
    expect(shouldRetry(0, new ApiError('sign in', 401, 'UNAUTHENTICATED'))).toBe(false);
    expect(shouldRetry(0, new ApiError('reauth', 401, 'AUTH_REQUIRED'))).toBe(false);
    expect(shouldRetry(0, new ApiError('busy', 503, 'UPSTREAM_UNAVAILABLE'))).toBe(true);
  });

  it('tells the listener about failed queries and mutations, with their meta', async () => {
    const seen: unknown[] = [];
    const client = createQueryClient((error, meta, kind) =>
      seen.push([(error as Error).message, meta, kind]),
    );
    const failure = new ApiError('quota', 429, 'QUOTA_EXCEEDED');
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(failure), meta: { youtube: true } })
      .catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(failure), meta: { errorToast: false } })
      .execute(undefined)
      .catch(() => undefined);
    expect(seen).toEqual([
      ['quota', { youtube: true }, 'query'],
      ['quota', { errorToast: false }, 'mutation'],
    ]);
  });
});
