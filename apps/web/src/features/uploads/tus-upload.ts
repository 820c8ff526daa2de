// The file's trip to the server by the tus resumable-upload protocol (tus-js-client): 8 MiB chunks to
// UPLOAD_TUS_PATH with the app's CSRF header — on this origin with the session cookie on the web, on the mobile
// API origin with the bearer token in the native shell (lib/api-credentials.ts). tus-js-client keeps each
// upload's URL in local storage under the file's fingerprint (name, type, size, last change), so choosing the
// same file again after a reload continues from the server's offset instead of starting over.
import * as tus from 'tus-js-client';
import { TusUploadId, UPLOAD_TUS_PATH } from '@vidcraft/contracts';
import { CSRF_HEADER } from '../../lib/api.ts';
import { apiAuthorization, apiUrl, usesBearerToken } from '../../lib/api-credentials.ts';

export const CHUNK_BYTES = 8 * 1024 * 1024;
/** Network errors and 5xx answers are retried after these waits, then reported. */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];
const TUS_VERSION = '1.0.0';

/** The tus endpoint as an absolute URL (tus-js-client resolves the server's Location against it). */
export function tusEndpoint(origin: string = window.location.origin): string {
  return new URL(apiUrl(UPLOAD_TUS_PATH), origin).toString();
}

/**
 * What every tus request carries: the CSRF header, and on native the bearer token (read per request, so a
 * long upload follows a sign-out). The web adds nothing: the browser sends the cookie.
 */
export function requestOptions(): Pick<tus.UploadOptions, 'headers' | 'onBeforeRequest'> {
  return {
    headers: { [CSRF_HEADER]: '1' },
    ...(usesBearerToken()
      ? {
          onBeforeRequest: async (request: tus.HttpRequest) => {
            const authorization = await apiAuthorization();
            if (authorization) request.setHeader('Authorization', authorization);
          },
        }
      : {}),
  };
}

/** The id the server gave the upload: the last segment of its URL, or null if it is not one. */
export function uploadIdOf(url: string | null | undefined): string | null {
  if (!url) return null;
  let last: string;
  try {
    last = new URL(url, window.location.origin).pathname.split('/').at(-1) ?? '';
  } catch {
    return null;
  }
  return TusUploadId.safeParse(last).success ? last : null;
}

/** Why the upload stopped: an answer from the server (its status, and its message when it sent one), or none. */
export type TransferFailure =
  { kind: 'response'; status: number; statusText: string; message: string | null } | { kind: 'network' };

interface ResponseLike {
  getStatus(): number;
  getBody(): string;
  getUnderlyingObject(): unknown;
}

function messageOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    if (typeof parsed.message === 'string' && parsed.message.trim()) return parsed.message.trim();
    return null;
  } catch {
    return null;
  }
}

/** tus-js-client's error as a failure the page can put in words. */
export function failureOf(error: unknown): TransferFailure {
  const response = (error as { originalResponse?: ResponseLike | null } | null)?.originalResponse;
  if (!response) return { kind: 'network' };
  const status = response.getStatus();
  if (!status) return { kind: 'network' };
  const underlying = response.getUnderlyingObject() as { statusText?: unknown } | null;
  const statusText = typeof underlying?.statusText === 'string' ? underlying.statusText : '';
  return { kind: 'response', status, statusText, message: messageOf(response.getBody() ?? '') };
}

export interface TransferEvents {
  /** Bytes the server has acknowledged (a resumed upload starts at its offset). */
  onProgress: (sent: number, total: number) => void;
  onSuccess: (uploadId: string) => void;
  onError: (failure: TransferFailure) => void;
}

export interface TransferHandle {
  /** Stops sending; what arrived stays on the server. */
  pause: () => Promise<void>;
  /** Goes on from the server's offset (after a pause or a failure). */
  resume: () => void;
  /** Stops and deletes what arrived. */
  cancel: () => Promise<void>;
  /** Drops the stored URL once the server has made the draft (nothing left to resume). */
  forget: () => Promise<void>;
}

function newest(previous: tus.PreviousUpload[]): tus.PreviousUpload | null {
  return (
    [...previous]
      .filter((entry) => entry.uploadUrl)
      .sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0] ?? null
  );
}

function options(events: TransferEvents | null, file: File): tus.UploadOptions {
  return {
    endpoint: tusEndpoint(),
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    ...requestOptions(),
    metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: false,
    ...(events
      ? {
          onProgress: events.onProgress,
          onError: (error: Error) => events.onError(failureOf(error)),
        }
      : {}),
  };
}

/** Starts (or continues, for a file sent before) the upload of `file`. */
export async function startTransfer(file: File, events: TransferEvents): Promise<TransferHandle> {
  const upload: tus.Upload = new tus.Upload(file, {
    ...options(events, file),
    onSuccess: () => {
      const id = uploadIdOf(upload.url);
      if (id) events.onSuccess(id);
      else events.onError({ kind: 'response', status: 0, statusText: '', message: null });
    },
  });
  const previous = newest(await upload.findPreviousUploads().catch(() => []));
  if (previous) upload.resumeFromPreviousUpload(previous);
  upload.start();
  return {
    pause: () => upload.abort(false),
    resume: () => upload.start(),
    cancel: () => upload.abort(true).catch(() => undefined),
    forget: async () => {
      const url = upload.url;
      if (!url) return;
      const entries = await upload.findPreviousUploads().catch(() => []);
      await Promise.all(
        entries
          .filter((entry) => entry.uploadUrl === url)
          .map((entry) => tus.defaultOptions.urlStorage.removeUpload(entry.urlStorageKey)),
      );
    },
  };
}

/** How far an earlier upload of this file got (0–1), or null when there is none to continue. */
export async function resumableShare(file: File): Promise<number | null> {
  const upload = new tus.Upload(file, options(null, file));
  const previous = newest(await upload.findPreviousUploads().catch(() => []));
  if (!previous?.uploadUrl) return null;
  try {
    const authorization = await apiAuthorization();
    const head = await fetch(previous.uploadUrl, {
      method: 'HEAD',
      credentials: 'include',
      headers: { 'Tus-Resumable': TUS_VERSION, ...(authorization ? { Authorization: authorization } : {}) },
    });
    const offset = Number(head.headers.get('Upload-Offset'));
    if (!head.ok || !Number.isFinite(offset) || file.size === 0) return null;
    return Math.min(1, offset / file.size);
  } catch {
    return null;
  }
}

/** An upload this browser started on this server and has not finished (or whose draft was never made). */
export interface UnfinishedUpload {
  key: string;
  url: string;
  fileName: string;
  size: number | null;
  startedAt: string;
}

export async function listUnfinished(): Promise<UnfinishedUpload[]> {
  if (!tus.canStoreURLs) return [];
  const endpoint = tusEndpoint();
  const entries = await tus.defaultOptions.urlStorage.findAllUploads().catch(() => []);
  return entries
    .filter((entry) => entry.uploadUrl?.startsWith(`${endpoint}/`))
    .map((entry) => ({
      key: entry.urlStorageKey,
      url: entry.uploadUrl ?? '',
      fileName: entry.metadata.filename ?? '',
      size: entry.size,
      startedAt: entry.creationTime,
    }))
    .sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
}

/** Deletes what arrived of an unfinished upload (best effort) and forgets it here. */
export async function forgetUnfinished(entry: UnfinishedUpload): Promise<void> {
  await tus.Upload.terminate(entry.url, { ...requestOptions(), retryDelays: null }).catch(() => undefined);
  await tus.defaultOptions.urlStorage.removeUpload(entry.key).catch(() => undefined);
}
