// One API client, two credential modes (spec §7). On the web: the session cookie, same origin (the default,
// nothing registered here). In the native shell: the bearer token from the platform's secure storage, sent to
// the mobile API origin. The shell registers its credentials at start; the web never loads that code. Every way
// the app reaches the server asks here — JSON calls (api.ts), the job event stream, tus uploads, /api images —
// so the choice between the two modes is made in this file only.

/** What the job progress hook needs of an event stream (the browser's EventSource has all of it). */
export interface ApiEventSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/** EventSource.CLOSED: the stream is over and will not reconnect by itself. */
export const EVENT_SOURCE_CLOSED = 2;

export interface BearerCredentials {
  /** The mobile API origin, e.g. https://vidcraft.app (no trailing slash). */
  apiBaseUrl: string;
  /** `Bearer <token>` when signed in, otherwise null. */
  authorization(): Promise<string | null>;
  /** Deletes the token from secure storage (sign-out). */
  forget(): Promise<void>;
  /**
   * Opens an event stream at an absolute URL, sending `authorization()` on every (re)connect: the browser's
   * EventSource can send only cookies.
   */
  openEventSource(url: string): ApiEventSource;
}

let bearer: BearerCredentials | null = null;

export function setBearerCredentials(credentials: BearerCredentials | null): void {
  bearer = credentials;
}

export function bearerCredentials(): BearerCredentials | null {
  return bearer;
}

/** Whether requests carry the bearer token (native) rather than the session cookie (web). */
export function usesBearerToken(): boolean {
  return bearer !== null;
}

/** Where a request to an API path goes: the path itself on the web, the mobile API origin's on native. */
export function apiUrl(path: string): string {
  return bearer && path.startsWith('/') && !path.startsWith('//') ? `${bearer.apiBaseUrl}${path}` : path;
}

/** The Authorization header's value on native when signed in; null on the web (the cookie goes by itself). */
export async function apiAuthorization(): Promise<string | null> {
  return bearer ? bearer.authorization() : null;
}

/** A Server-Sent Events stream of the API: the browser's EventSource with cookies on the web. */
export function openApiEventSource(path: string): ApiEventSource {
  return bearer ? bearer.openEventSource(apiUrl(path)) : new EventSource(path, { withCredentials: true });
}

/** Sign-out on native: the stored bearer token goes too. Nothing to do on the web (the server drops the cookie). */
export async function forgetApiCredentials(): Promise<void> {
  await bearer?.forget();
}
