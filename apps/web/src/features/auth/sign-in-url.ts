// The path comes from a zod-free part of the contracts: /login renders this link before the route table loads.
import { GOOGLE_SIGN_IN_START_PATH } from '@vidcraft/contracts';
import { queryString } from '../../lib/api-client.ts';
import { DEFAULT_RETURN_PATH, safeReturnPath } from '../../lib/return-path.ts';

/** Where "Sign in with Google" goes: the server's code flow, which comes back to `returnTo`. */
export function signInUrl(
  returnTo: string | null | undefined,
  fallback: string = DEFAULT_RETURN_PATH,
): string {
  const target = safeReturnPath(returnTo) ?? fallback;
  return `${GOOGLE_SIGN_IN_START_PATH}${queryString({ returnTo: target })}`;
}
