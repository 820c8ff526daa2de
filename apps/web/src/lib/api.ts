// The one way the web app calls the server: cookies included (or, in the native shell, the bearer token and the
// mobile API origin from lib/api-credentials.ts), errors turned into ApiError with the server's
// code (DESIGN §4.5) so callers branch on `code`, never on message text. No retries here; TanStack Query decides.
import type { ErrorBody } from '@vidcraft/contracts';
import { apiAuthorization, apiUrl, usesBearerToken } from './api-credentials.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorBody['error'] | undefined;
  readonly details: unknown;

  constructor(message: string, status: number, code?: ErrorBody['error'], details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

async function readErrorBody(response: Response): Promise<Partial<ErrorBody>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Partial<ErrorBody>) : {};
  } catch {
    return {};
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readErrorBody(response);
  const text =
    (typeof body.message === 'string' && body.message) || (typeof body.error === 'string' && body.error);
  return new ApiError(text || `HTTP ${response.status}`, response.status, body.error, body.details);
}

/** The server refuses cookie-authenticated writes without this header (CSRF defence, apps/server http/csrf.ts). */
export const CSRF_HEADER = 'X-Vidcraft-CSRF';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** A JSON body; sent with the JSON content type. */
  json?: unknown;
  /** Any other body, e.g. FormData (the browser sets multipart/form-data with its boundary). */
  body?: BodyInit | null;
}

export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const finalHeaders = new Headers(headers);
  if (!finalHeaders.has('Accept')) finalHeaders.set('Accept', 'application/json');
  if (json !== undefined) finalHeaders.set('Content-Type', 'application/json');
  if (!SAFE_METHODS.has((rest.method ?? 'GET').toUpperCase())) finalHeaders.set(CSRF_HEADER, '1');
  // Native shell: the mobile API origin and the stored bearer token, unless the caller set its own.
  // Only then is there anything to wait for: on the web the request starts in the same turn as the call.
  if (usesBearerToken() && !finalHeaders.has('Authorization')) {
    const authorization = await apiAuthorization();
    if (authorization) finalHeaders.set('Authorization', authorization);
  }
  const response = await fetch(apiUrl(path), {
    ...rest,
    credentials: 'include',
    headers: finalHeaders,
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The filename a Content-Disposition header gives (`filename="…"`), when it gives a plain one. */
export function dispositionFilename(header: string | null): string | null {
  const match = /filename="([^"/\\]{1,200})"/i.exec(header ?? '');
  return match ? match[1]! : null;
}

/**
 * A file the API serves (an image, an attachment) as a Blob, with the credentials of this platform: the cookie on
 * the web, the bearer token and the mobile API origin in the native shell.
 */
export async function fetchApiFile(
  path: string,
  signal?: AbortSignal,
): Promise<{ blob: Blob; filename: string | null }> {
  const authorization = await apiAuthorization();
  const response = await fetch(apiUrl(path), {
    credentials: 'include',
    headers: authorization ? { Authorization: authorization } : {},
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw await toApiError(response);
  return {
    blob: await response.blob(),
    filename: dispositionFilename(response.headers.get('content-disposition')),
  };
}
