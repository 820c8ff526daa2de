// How an image provider's failures reach the client: one code and one `details.reason` per kind of failure,
// with the provider named, so the studio can say what happened and what to do (DESIGN §4.5).
import { AppError } from '../../http/app-error.ts';

export type ImageFailureReason =
  | 'providerAuth'
  | 'contentPolicy'
  | 'timeout'
  | 'rateLimited'
  | 'upstream'
  | 'imageTooLarge'
  | 'untrustedUrl'
  | 'invalidResponse';

const details = (reason: ImageFailureReason, provider: string, extra: Record<string, unknown> = {}) => ({
  details: { reason, provider, ...extra },
});

export const imageErrors = {
  /** The key is missing, wrong or not allowed to use the model: the operator must fix IMAGE_API_KEY. */
  auth: (provider: string, status?: number) =>
    new AppError(
      'FORBIDDEN',
      `${provider} refused the image model's API key${status ? ` (HTTP ${status})` : ''}. Check IMAGE_API_KEY on the server.`,
      details('providerAuth', provider, status ? { status } : {}),
    ),
  /** The provider would not make this picture; the creator may describe it differently. */
  contentPolicy: (provider: string, providerCode?: string) =>
    new AppError(
      'VALIDATION',
      `${provider} declined to make this picture under its content policy. Try describing the background differently.`,
      details('contentPolicy', provider, providerCode ? { providerCode } : {}),
    ),
  timeout: (provider: string, timeoutMs: number) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `${provider} did not deliver the picture within ${Math.round(timeoutMs / 1000)} s. Try again in a moment.`,
      details('timeout', provider, { timeoutMs }),
    ),
  rateLimited: (provider: string, retryAfterSeconds?: number) =>
    new AppError(
      'RATE_LIMITED',
      `${provider} is limiting requests right now. Try again ${retryAfterSeconds ? `in ${retryAfterSeconds} s` : 'shortly'}.`,
      details('rateLimited', provider, retryAfterSeconds ? { retryAfterSeconds } : {}),
    ),
  upstream: (provider: string, what: string, status?: number) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `${provider} ${what}${status ? ` (HTTP ${status})` : ''}. Try again later.`,
      details('upstream', provider, status ? { status } : {}),
    ),
  tooLarge: (provider: string, maxBytes: number) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `${provider} sent a picture larger than ${Math.round(maxBytes / (1024 * 1024))} MB; it was not kept.`,
      details('imageTooLarge', provider, { maxBytes }),
    ),
  untrustedUrl: (provider: string, url: string) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `${provider} pointed at an address Vidcraft does not fetch from; the picture was not downloaded.`,
      details('untrustedUrl', provider, { host: hostOf(url) }),
    ),
  invalidResponse: (provider: string, what: string) =>
    new AppError(
      'UPSTREAM_UNAVAILABLE',
      `${provider} answered with something unexpected: ${what}.`,
      details('invalidResponse', provider),
    ),
};

/** A non-2xx HTTP answer → auth, rate limit or upstream (content policy is the caller's to recognise first). */
export function httpFailure(provider: string, status: number, retryAfter?: string | null): AppError {
  if (status === 401 || status === 403) return imageErrors.auth(provider, status);
  if (status === 429) return imageErrors.rateLimited(provider, retryAfterSeconds(retryAfter));
  return imageErrors.upstream(provider, 'could not make the picture', status);
}

/** Retry-After in seconds (delta or HTTP date), when it is a sensible number. */
export function retryAfterSeconds(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim())
    ? Number(value.trim())
    : Math.ceil((Date.parse(value) - Date.now()) / 1000);
  return Number.isFinite(seconds) && seconds > 0 && seconds <= 3600 ? seconds : undefined;
}

/** The first AppError in an error's cause chain (SDKs wrap what our fetch threw). */
export function findAppError(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current; depth += 1) {
    if (current instanceof AppError) return current;
    if (typeof current !== 'object') return undefined;
    const next =
      (current as { cause?: unknown }).cause ?? (current as { lastError?: unknown }).lastError ?? undefined;
    current = next;
  }
  return undefined;
}

/**
 * Runs one generation under the engine's time limit and the caller's signal. What our own code threw (an
 * AppError, possibly wrapped by an SDK) wins; then the time limit; a caller's abort is passed on as it came;
 * anything else goes to `mapError` (provider-specific), and failing that becomes an upstream error.
 */
export async function withDeadline<T>(
  options: {
    provider: string;
    timeoutMs: number;
    signal?: AbortSignal | undefined;
    mapError?: (error: unknown) => AppError | undefined;
  },
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException('The image model did not answer in time.', 'TimeoutError')),
    options.timeoutMs,
  );
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  try {
    return await run(signal);
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    const ours = findAppError(error);
    if (ours) throw ours;
    if (deadline.signal.aborted) throw imageErrors.timeout(options.provider, options.timeoutMs);
    const mapped = options.mapError?.(error);
    if (mapped) throw mapped;
    if (error instanceof TypeError && /fetch failed/i.test(error.message)) {
      throw imageErrors.upstream(options.provider, 'could not be reached');
    }
    throw imageErrors.upstream(options.provider, 'could not make the picture');
  } finally {
    clearTimeout(timer);
  }
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}
