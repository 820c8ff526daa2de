// Where to go after signing in or connecting a channel. Only a path on this site is accepted (same rule as the
// server's ReturnPath: starts with one "/", no "//" or backslash, no whitespace); anything else is dropped.
export const DEFAULT_RETURN_PATH = '/dashboard';
const MAX_LENGTH = 512;
const SAME_SITE_PATH = /^\/(?![/\\])[^\\\s]*$/;

export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH || !SAME_SITE_PATH.test(value)) return null;
  // Never bounce back into the sign-in or callback screens themselves.
  const path = value.split(/[?#]/)[0] ?? '';
  if (/^(\/[a-z]{2})?\/(login|auth|youtube-callback|youtube-oauth-callback)\/?$/.test(path)) return null;
  return value;
}

/** The current location as a return path (path, query and hash). */
export function currentReturnPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
