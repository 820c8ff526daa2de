// Native sign-in in the shell (spec §4, §5): the login page's Google link opens the in-app browser with a PKCE
// challenge; the result comes back as a link — the custom scheme `<scheme>://auth/callback` or the verified
// https App Link / Universal Link `https://<appLinkHost>/auth/callback` — whose one-time code is redeemed for
// the bearer token (kept in secure storage). Anything else that opens the app is refused with the auth-error
// event; the user is stored and the auth status refreshed after a success.
import type { AuthUser } from '@vidcraft/contracts';
import { dispatchAuthError } from '../lib/auth-error-event.ts';
import {
  createNativeAuth,
  NativeSignInError,
  parseAuthDeepLink,
  VERIFIER_STORAGE_KEY,
  type NativeAuthBridge,
} from '../lib/native-auth-bridge.ts';
import type { NativeShellConfig } from './native-shell-config.ts';

export const APP_LINK_CALLBACK_PATH = '/auth/callback';

/**
 * A link the app was opened with, in its custom-scheme form: `<scheme>://auth/…` as it came, or the verified
 * https App Link / Universal Link `https://<appLinkHost>/auth/callback…` (exact host, no port) mapped onto it —
 * `/auth/callback` for sign-in, `/auth/callback/youtube` for a channel grant. Null for anything else.
 */
export function callbackLink(
  url: string,
  config: Pick<NativeShellConfig, 'scheme' | 'appLinkHost'>,
): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // Spec §5: the app scheme, host auth; each handler checks its own path.
  if (parsed.protocol === `${config.scheme}:`) return parsed.hostname === 'auth' ? url : null;
  const appLinkPath = parsed.pathname.replace(/\/$/, '');
  if (parsed.protocol !== 'https:' || parsed.hostname !== config.appLinkHost || parsed.port) return null;
  if (appLinkPath !== APP_LINK_CALLBACK_PATH && !appLinkPath.startsWith(`${APP_LINK_CALLBACK_PATH}/`))
    return null;
  return `${config.scheme}://auth${appLinkPath.slice('/auth'.length)}${parsed.search}`;
}

/** Which sign-in error the login page shows for a failure (codes of lib/oauth-errors.ts). */
function errorCodeOf(error: unknown): string {
  return error instanceof NativeSignInError &&
    error.code !== 'redeem_failed' &&
    error.code !== 'no_pending_sign_in'
    ? error.code
    : 'sign_in_failed';
}

export interface NativeSignInOptions {
  bridge: NativeAuthBridge;
  config: NativeShellConfig;
  /** After a redeemed code: store the user, refresh auth, go on. */
  onSignedIn(user: AuthUser, returnTo: string | null): void;
  fetch?: typeof fetch;
  events?: EventTarget;
}

export function createNativeSignIn({ bridge, config, onSignedIn, fetch, events }: NativeSignInOptions) {
  const auth = createNativeAuth({
    bridge,
    apiBaseUrl: config.apiBaseUrl,
    scheme: config.scheme,
    ...(fetch ? { fetch } : {}),
  });
  let returnTo: string | null = null;

  async function refuse(code: string): Promise<null> {
    // A refused link ends any pending attempt: its verifier must not serve a later, foreign code.
    await bridge.secureStorage.remove(VERIFIER_STORAGE_KEY);
    dispatchAuthError(code, events);
    return null;
  }

  /** Starts sign-in in the in-app browser; `target` is where to go afterwards (a local path only). */
  async function start(target: string | null = null): Promise<void> {
    returnTo = target && target.startsWith('/') && !target.startsWith('//') ? target : null;
    await auth.start();
  }

  /** Handles a link the app was opened with; answers the user when it signed in. */
  async function handleUrl(url: string): Promise<AuthUser | null> {
    const link = callbackLink(url, config);
    if (!link) return refuse('sign_in_failed');
    const parsed = parseAuthDeepLink(link, config.scheme);
    // Our callback without a usable code (none, malformed, or a token instead): a failed sign-in.
    if (!parsed) return refuse('sign_in_failed');
    try {
      const user = await auth.handleDeepLink(link);
      if (!user) return refuse('sign_in_failed');
      onSignedIn(user, returnTo);
      returnTo = null;
      return user;
    } catch (error) {
      if (!(error instanceof NativeSignInError)) console.warn('Native sign-in failed', error);
      return refuse(errorCodeOf(error));
    }
  }

  return { start, handleUrl, authHeaders: auth.authHeaders, signOut: auth.signOut };
}

export type NativeSignIn = ReturnType<typeof createNativeSignIn>;
