// The retry policy of YouTube calls (reference §7.3): capped exponential backoff with full jitter, Retry-After
// honoured, a limit on attempts and on the total time spent waiting.

export interface RetryOptions {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A call never waits longer than this in total; past it the error goes back to the caller (or job). */
  budgetMs: number;
}

export const DEFAULT_RETRY: RetryOptions = {
  maxAttempts: 4,
  baseDelayMs: 1000,
  maxDelayMs: 16_000,
  budgetMs: 30_000,
};

export function retryDelay(attempt: number, retryAfter: string | null, options: RetryOptions): number {
  const seconds = retryAfter !== null ? Number(retryAfter) : Number.NaN;
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, options.maxDelayMs);
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.random() * ceiling; // full jitter
}
