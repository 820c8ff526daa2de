// Where to go after signing in or connecting a channel: the same validator the server uses for every return
// path (packages/contracts), plus one rule of the web's own — never back into the sign-in or callback screens.
import { parseReturnPath } from '@vidcraft/contracts';

export const DEFAULT_RETURN_PATH = '/dashboard';

export function safeReturnPath(value: string | null | undefined): string | null {
  const path = parseReturnPath(value);
  if (!path) return null;
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (/^(\/[a-z]{2})?\/(login|auth|youtube-callback|youtube-oauth-callback)\/?$/.test(pathname)) return null;
  return path;
}

/** The current location as a return path (path, query and hash). */
export function currentReturnPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
