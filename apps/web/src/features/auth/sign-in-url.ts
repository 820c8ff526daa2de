import { authRoutes } from '@vidcraft/contracts';
import { routeUrl } from '../../lib/api-client.ts';
import { DEFAULT_RETURN_PATH, safeReturnPath } from '../../lib/return-path.ts';

/** Where "Sign in with Google" goes: the server's code flow, which comes back to `returnTo`. */
export function signInUrl(
  returnTo: string | null | undefined,
  fallback: string = DEFAULT_RETURN_PATH,
): string {
  const target = safeReturnPath(returnTo) ?? fallback;
  return routeUrl(authRoutes.googleStart, { query: { returnTo: target } });
}

/** The sign-in errors the server reports on /login?error=…; anything else reads as a generic failure. */
export const SIGN_IN_ERRORS = [
  'access_denied',
  'state_mismatch',
  'state_unknown',
  'auth_required',
  'sign_in_failed',
  'session_expired',
] as const;
export type SignInError = (typeof SIGN_IN_ERRORS)[number] | 'unknown';

export function signInErrorOf(value: string | null): SignInError | null {
  if (!value) return null;
  return (SIGN_IN_ERRORS as readonly string[]).includes(value) ? (value as SignInError) : 'unknown';
}
