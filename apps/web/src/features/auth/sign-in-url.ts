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
