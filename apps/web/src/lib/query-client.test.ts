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
