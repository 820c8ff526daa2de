// videos.insert for YoutubeClient: the session start is an ordinary metered call (booked in the quota ledger,
// retried, refreshed and mapped like every other), the bytes go through the resumable protocol
// (resumable-video-upload.ts), and the answer is validated as the new video.
import { createReadStream } from 'node:fs';
import { AppError } from '../../http/app-error.ts';
import { DEFAULT_CHUNK_BYTES, uploadResumable } from './resumable-video-upload.ts';
import type { RetryOptions } from './youtube-retry.ts';
import { InsertedVideo } from './youtube.schemas.ts';
import type { Conditional, RequestSpec } from './youtube.client.ts';

/** The settable parts of a new video (reference §4.7). `part` is derived from the keys present. */
export interface VideoInsertResource {
  snippet: {
    title: string;
    description?: string;
    tags?: string[];
    categoryId?: string;
    defaultLanguage?: string;
    defaultAudioLanguage?: string;
  };
  status?: {
    privacyStatus?: 'private' | 'unlisted' | 'public';
    /** Only with privacyStatus private, in the future. */
    publishAt?: string;
    selfDeclaredMadeForKids?: boolean;
    embeddable?: boolean;
    license?: 'youtube' | 'creativeCommon';
    publicStatsViewable?: boolean;
    containsSyntheticMedia?: boolean;
  };
  localizations?: Record<string, { title: string; description?: string }>;
  recordingDetails?: { recordingDate?: string };
}

/** Where the bytes come from: a file on disk, or any source that can be read again from an offset. */
export type VideoSource =
  | { file: { path: string; size: number; contentType?: string } }
  | { size: number; contentType?: string; openStream: (start: number) => AsyncIterable<Uint8Array> };

export type InsertVideoOptions = VideoSource & {
  resource: VideoInsertResource;
  notifySubscribers?: boolean;
  /** A session URI from an earlier attempt (see onSession): the upload continues there rather than anew. */
  sessionUri?: string | null;
  /** Called with every new session URI, so the caller can keep it and resume after a restart. */
  onSession?: (sessionUri: string) => unknown;
  /** Bytes YouTube has confirmed, and the total. Never decreases (a restarted session reports again once past). */
  onProgress?: (uploadedBytes: number, totalBytes: number) => unknown;
  signal?: AbortSignal;
  /** No wait starts past this time: the upload stops with UPSTREAM_UNAVAILABLE (details carry the session URI). */
  deadline?: Date | number;
  /** Bytes per request, a multiple of 256 KiB; 8 MiB by default. */
  chunkBytes?: number;
  /** Retries without progress: 10 attempts and 10 minutes of waiting by default, backoff as the client's. */
  retry?: Partial<RetryOptions>;
  /** How long one chunk request may take (default 2 minutes). */
  requestTimeoutMs?: number;
};

export interface VideoInsertDeps {
  /** The client's metered call, bound to the caller. */
  call<T>(spec: RequestSpec<T>): Promise<Conditional<T>>;
  accessToken(options?: { forceRefresh?: boolean }): Promise<string>;
  uploadUrl: string;
  retry: RetryOptions;
  fail(status: number, body: unknown): Error;
}

const WRITABLE_PARTS = ['snippet', 'status', 'localizations', 'recordingDetails'] as const;

function sourceOf(options: InsertVideoOptions) {
  if ('file' in options) {
    const { path, size, contentType } = options.file;
    return {
      size,
      contentType: contentType ?? 'application/octet-stream',
      openStream: (start: number) => createReadStream(path, { start, highWaterMark: 1024 * 1024 }),
    };
  }
  return {
    size: options.size,
    contentType: options.contentType ?? 'application/octet-stream',
    openStream: options.openStream,
  };
}

export async function insertVideo(
  deps: VideoInsertDeps,
  options: InsertVideoOptions,
): Promise<InsertedVideo> {
  const source = sourceOf(options);
  // Status is always sent, so the answer carries uploadStatus and the privacy YouTube settled on.
  const resource = { ...options.resource, status: options.resource.status ?? {} };
  const parts = WRITABLE_PARTS.filter((part) => resource[part] !== undefined);
  const url = `${deps.uploadUrl}/videos`;
  const startSession = async () => {
    const result = await deps.call<string>({
      method: 'videos.insert',
      httpMethod: 'POST',
      url,
      query: { uploadType: 'resumable', part: parts.join(','), notifySubscribers: options.notifySubscribers },
      body: JSON.stringify(resource),
      contentType: 'application/json; charset=UTF-8',
      headers: {
        'x-upload-content-length': String(source.size),
        'x-upload-content-type': source.contentType,
      },
      schema: null,
    });
    const location = result.notModified ? null : result.headers.get('location');
    if (!location) throw new AppError('UPSTREAM_UNAVAILABLE', 'YouTube did not open an upload session.');
    return new URL(location, url).toString();
  };
  const deadline = options.deadline === undefined ? null : new Date(options.deadline).getTime();
  const body = await uploadResumable({
    ...source,
    chunkBytes: options.chunkBytes ?? DEFAULT_CHUNK_BYTES,
    sessionUri: options.sessionUri ?? null,
    startSession,
    onSession: options.onSession,
    onProgress: options.onProgress,
    signal: options.signal,
    deadline,
    retry: { ...deps.retry, maxAttempts: 10, budgetMs: 10 * 60_000, ...options.retry },
    requestTimeoutMs: options.requestTimeoutMs ?? 120_000,
    accessToken: deps.accessToken,
    fail: deps.fail,
  });
  const parsed = InsertedVideo.safeParse(body);
  if (!parsed.success) {
    throw new AppError('UPSTREAM_UNAVAILABLE', 'YouTube answered the upload in an unexpected shape.', {
      details: {
        method: 'videos.insert',
        issues: parsed.error.issues.slice(0, 5).map((i) => i.path.join('.')),
      },
    });
  }
  return parsed.data;
}
