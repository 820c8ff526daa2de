/** An Error that says a step ran out of time; start-up shows the "taking longer than expected" text for it. */
export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError;
}

/**
 * Runs `work` with a signal that aborts after `ms` (or when `signal` aborts); a run stopped by the timer rejects
 * with a TimeoutError (not a bare AbortError).
 */
export async function abortAfter<T>(
  what: string,
  ms: number,
  signal: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort(signal?.reason);
  if (signal?.aborted) forward();
  else signal?.addEventListener('abort', forward, { once: true });
  try {
    return await work(controller.signal);
  } catch (error) {
    if (timedOut) throw new TimeoutError(what, ms);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/** fetch that gives up after `ms`, rejecting with a TimeoutError (not a bare AbortError). */
export function fetchWithTimeout(input: string, ms: number, init: RequestInit = {}): Promise<Response> {
  return abortAfter(`Request to ${input}`, ms, undefined, (signal) => fetch(input, { ...init, signal }));
}

/** Races a promise against a timer; the promise itself keeps running. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
