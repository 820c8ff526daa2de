// YouTube's resumable upload protocol (reference §4.7), which googleapis does not implement: the bytes of a
// started session go up in chunks (multiples of 256 KiB) read from a stream, so the file is never held in memory
// whole. 308 + Range says how far YouTube got; the next chunk starts at N + 1, also when YouTube kept fewer bytes
// than were sent. After a lost connection, 5xx or 429 the session is asked where it is (`bytes */TOTAL`) and the
// upload continues from there after a backoff, within an attempt limit, a waiting budget and an optional deadline.
// A session YouTube no longer knows (404/410) is started again, once. Starting a session is the caller's job (it is
// the metered Data API call); this module only moves bytes.
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../http/app-error.ts';
import { googleErrorReason, isRetryable } from './youtube-errors.ts';
import { retryDelay, type RetryOptions } from './youtube-retry.ts';

/** Non-final chunks must be multiples of this. */
export const UPLOAD_GRANULE = 256 * 1024;
export const DEFAULT_CHUNK_BYTES = 8 * 1024 * 1024;

export interface ResumableUploadPlan {
  size: number;
  contentType: string;
  /** The bytes from `start` to the end; called again to continue from another offset. */
  openStream(start: number): AsyncIterable<Uint8Array>;
  /** A multiple of UPLOAD_GRANULE. */
  chunkBytes: number;
  /** An existing session to continue; otherwise one is started. */
  sessionUri: string | null;
  /** Starts a new session and returns its URI. */
  startSession(): Promise<string>;
  onSession?: ((sessionUri: string) => unknown) | undefined;
  onProgress?: ((uploadedBytes: number, totalBytes: number) => unknown) | undefined;
  signal?: AbortSignal | undefined;
  /** Epoch ms past which no further wait starts. */
  deadline: number | null;
  /** maxAttempts: failures in a row without progress; budgetMs: total time spent waiting between attempts. */
  retry: RetryOptions;
  /** How long one PUT may take. */
  requestTimeoutMs: number;
  accessToken(options?: { forceRefresh?: boolean }): Promise<string>;
  /** Turns YouTube's refusal into the error the caller sees. */
  fail(status: number, body: unknown): Error;
}

type Answer =
  | { kind: 'done'; body: unknown }
  | { kind: 'incomplete'; next: number }
  | { kind: 'gone' }
  | { kind: 'unauthorized'; body: unknown }
  | { kind: 'transient'; retryAfter: string | null; cause: unknown }
  | { kind: 'refused'; error: Error };

class SourceError extends Error {}

/** Codes of a source that will not get better by reading it again. */
const FATAL_SOURCE_CODES = new Set(['ENOENT', 'EACCES', 'EISDIR', 'EPERM']);

/** A window on the source: the bytes from the last confirmed offset, read ahead by at most one chunk. */
class SourceWindow {
  private iterator: AsyncIterator<Uint8Array> | null = null;
  private start = 0;
  private buffered: Buffer = Buffer.alloc(0);
  private ended = false;
  private readonly open: (start: number) => AsyncIterable<Uint8Array>;

  constructor(open: (start: number) => AsyncIterable<Uint8Array>) {
    this.open = open;
  }

  /** Up to `length` bytes from `offset` (fewer only at the end of the source). */
  async read(offset: number, length: number): Promise<Buffer> {
    if (!this.iterator || offset < this.start || offset > this.start + this.buffered.length) {
      await this.close();
      this.iterator = this.open(offset)[Symbol.asyncIterator]();
      this.start = offset;
      this.buffered = Buffer.alloc(0);
      this.ended = false;
    } else {
      this.buffered = this.buffered.subarray(offset - this.start);
      this.start = offset;
    }
    const pieces: Buffer[] = [this.buffered];
    let have = this.buffered.length;
    try {
      while (have < length && !this.ended) {
        const next = await this.iterator.next();
        if (next.done) this.ended = true;
        else {
          pieces.push(Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength));
          have += next.value.byteLength;
        }
      }
    } catch (error) {
      await this.close();
      throw new SourceError('The video file could not be read.', { cause: error });
    }
    this.buffered = pieces.length === 1 ? this.buffered : Buffer.concat(pieces, have);
    return this.buffered.subarray(0, length);
  }

  async close(): Promise<void> {
    const iterator = this.iterator;
    this.iterator = null;
    this.buffered = Buffer.alloc(0);
    await iterator?.return?.().catch(() => undefined);
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function nextByteOf(range: string | null): number {
  const match = /^bytes=0-(\d+)$/.exec(range?.trim() ?? '');
  return match ? Number(match[1]) + 1 : 0;
}

export async function uploadResumable(plan: ResumableUploadPlan): Promise<unknown> {
  if (!Number.isSafeInteger(plan.size) || plan.size <= 0)
    throw new AppError('VALIDATION', 'The video file is empty.');
  if (plan.chunkBytes <= 0 || plan.chunkBytes % UPLOAD_GRANULE !== 0) {
    throw new Error(`chunkBytes must be a positive multiple of ${UPLOAD_GRANULE}, got ${plan.chunkBytes}`);
  }
  const source = new SourceWindow(plan.openStream);
  let uri = plan.sessionUri;
  let restarted = false;
  /** The most bytes reported to onProgress (kept across a restarted session, so progress never goes back). */
  let reported = 0;
  /** The most bytes this session confirmed; progress in it resets the failure count. */
  let best = 0;
  let failures = 0;
  let waited = 0;
  let refreshed = false;
  let forceRefresh = false;

  const begin = async (): Promise<Answer> => {
    uri = await plan.startSession();
    best = 0;
    await plan.onSession?.(uri);
    return { kind: 'incomplete', next: 0 };
  };
  const unavailable = (message: string, cause?: unknown) =>
    new AppError('UPSTREAM_UNAVAILABLE', message, {
      cause,
      details: { method: 'videos.insert', sessionUri: uri, uploadedBytes: best, totalBytes: plan.size },
    });
  const put = async (contentRange: string, body: Uint8Array): Promise<Answer> => {
    plan.signal?.throwIfAborted();
    const token = await plan.accessToken({ forceRefresh });
    forceRefresh = false;
    const timeout = AbortSignal.timeout(plan.requestTimeoutMs);
    let response: Response;
    try {
      response = await fetch(uri ?? '', {
        method: 'PUT',
        redirect: 'manual', // 308 here means "resume incomplete", never a redirect
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': plan.contentType,
          'content-range': contentRange,
        },
        body,
        signal: plan.signal ? AbortSignal.any([plan.signal, timeout]) : timeout,
      });
    } catch (error) {
      plan.signal?.throwIfAborted();
      return { kind: 'transient', retryAfter: null, cause: error };
    }
    if (response.status === 308) {
      await response.body?.cancel();
      return { kind: 'incomplete', next: nextByteOf(response.headers.get('range')) };
    }
    const text = await response.text().catch((error: unknown) => error);
    if (typeof text !== 'string') return { kind: 'transient', retryAfter: null, cause: text };
    const json = parseJson(text);
    if (response.ok) return { kind: 'done', body: json };
    if (response.status === 404 || response.status === 410) return { kind: 'gone' };
    if (response.status === 401) return { kind: 'unauthorized', body: json };
    if (isRetryable(response.status, googleErrorReason(json).reason)) {
      return { kind: 'transient', retryAfter: response.headers.get('retry-after'), cause: json };
    }
    return { kind: 'refused', error: plan.fail(response.status, json) };
  };
  const query = () => put(`bytes */${plan.size}`, new Uint8Array(0));

  try {
    let answer: Answer = uri ? await query() : await begin();
    for (;;) {
      plan.signal?.throwIfAborted();
      switch (answer.kind) {
        case 'done':
          if (reported < plan.size) await plan.onProgress?.(plan.size, plan.size);
          return answer.body;
        case 'refused':
          throw answer.error;
        case 'gone':
          // The session expired (or a restart lost it): start over, once.
          if (restarted) throw unavailable('YouTube lost the upload session twice. Please try again later.');
          restarted = true;
          failures = 0;
          answer = await begin();
          continue;
        case 'unauthorized':
          if (refreshed) throw plan.fail(401, answer.body);
          refreshed = true;
          forceRefresh = true;
          answer = await query();
          continue;
        case 'transient': {
          failures += 1;
          const delay = retryDelay(failures, answer.retryAfter, plan.retry);
          if (
            failures >= plan.retry.maxAttempts ||
            waited + delay > plan.retry.budgetMs ||
            (plan.deadline !== null && Date.now() + delay > plan.deadline)
          ) {
            throw unavailable(
              'YouTube did not take the rest of the video. The upload can continue later.',
              answer.cause,
            );
          }
          waited += delay;
          await sleep(delay, undefined, plan.signal ? { signal: plan.signal } : undefined).catch(
            (error: unknown) => {
              plan.signal?.throwIfAborted();
              throw error;
            },
          );
          answer = await query();
          continue;
        }
        case 'incomplete': {
          if (answer.next > best) {
            best = answer.next;
            failures = 0;
            refreshed = false;
          }
          if (answer.next > reported) {
            reported = answer.next;
            await plan.onProgress?.(reported, plan.size);
          }
          if (answer.next >= plan.size) {
            // Every byte is in but the session did not answer with the video: ask again after a pause.
            answer = { kind: 'transient', retryAfter: null, cause: null };
            continue;
          }
          let chunk: Buffer;
          try {
            chunk = await source.read(answer.next, plan.chunkBytes);
          } catch (error) {
            const code = (error as { cause?: { code?: string } }).cause?.code;
            if (!(error instanceof SourceError) || (code && FATAL_SOURCE_CODES.has(code))) throw error;
            answer = { kind: 'transient', retryAfter: null, cause: error };
            continue;
          }
          const end = answer.next + chunk.length - 1;
          if (end + 1 < plan.size && chunk.length < plan.chunkBytes) {
            throw new AppError('VALIDATION', 'The video file is shorter than its stated size.', {
              details: { expected: plan.size, found: end + 1 },
            });
          }
          answer = await put(`bytes ${answer.next}-${end}/${plan.size}`, chunk);
          continue;
        }
      }
    }
  } finally {
    await source.close();
  }
}
