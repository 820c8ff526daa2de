// Native sign-in (spec §2 "Native deep link", §4 "Auth"; DESIGN §5, RFC 8252). The Capacitor shell (apps/mobile,
// a later issue) implements `NativeAuthBridge`; this module holds the flow, which the web build never runs:
//   1. make a PKCE pair, keep the verifier in secure storage;
//   2. open the SYSTEM browser at /api/auth/google?native=1&code_challenge=<S256(verifier)>;
//   3. Google → the server → the deep link app.vidcraft://auth/callback?code=… (or ?error=…);
//   4. redeem: POST /api/auth/native/redeem { code, codeVerifier } → { token, user };
//   5. keep the bearer token in secure storage and send `Authorization: Bearer` on API calls.
// The deep link never carries a session token, only a one-time code that is useless without the verifier.
// The paths come from the route contracts; the calls go to another origin with the shell's fetch, so they are
// made here rather than through the browser's cookie-carrying client.
import type { AuthUser, NativeRedeemResponse } from '@vidcraft/contracts';
import type { z } from 'zod';
import { authRoutes } from '@vidcraft/contracts/client-routes';
import { routeUrl } from './api-client.ts';

export const DEFAULT_APP_SCHEME = 'app.vidcraft';
export const TOKEN_STORAGE_KEY = 'vidcraft.session-token';
export const VERIFIER_STORAGE_KEY = 'vidcraft.pkce-verifier';
export const REDEEM_PATH = authRoutes.nativeRedeem.path;

/** What the native shell provides: the system browser, incoming deep links and the OS keychain/keystore. */
export interface NativeAuthBridge {
  openSystemBrowser(url: string): Promise<void>;
  /** Calls `listener` with every URL the app is opened with; returns a function that stops listening. */
  onDeepLink(listener: (url: string) => void): () => void;
  secureStorage: {
    get(key: string): Promise<string | null>;
    set(key: string, value: string): Promise<void>;
    remove(key: string): Promise<void>;
  };
}

export type AuthDeepLink = { kind: 'code'; code: string } | { kind: 'error'; error: string };

const CODE_PATTERN = /^[A-Za-z0-9_-]{20,256}$/;
const ERROR_PATTERN = /^[a-z0-9_]{1,64}$/;

/**
 * A link on the app's scheme, host `auth` and exactly `path` (a trailing slash allowed), parsed; null for any
 * other link (spec §5's deep-link validation, shared by sign-in and channel grants).
 */
export function appAuthLink(link: string, scheme: string, path: string): URL | null {
  if (!link.toLowerCase().startsWith(`${scheme.toLowerCase()}://`)) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== `${scheme.toLowerCase()}:` || url.hostname !== 'auth') return null;
  return url.pathname.replace(/\/$/, '') === path ? url : null;
}

/**
 * Reads a sign-in deep link (spec §5: the app scheme, host `auth`, path /callback). Anything else — another
 * scheme, host or path (a channel grant comes back on /callback/youtube), a token in the link, a malformed code —
 * is not a sign-in result: null.
 */
export function parseAuthDeepLink(link: string, scheme: string = DEFAULT_APP_SCHEME): AuthDeepLink | null {
  const url = appAuthLink(link, scheme, '/callback');
  if (!url) return null;
  const error = url.searchParams.get('error');
  if (error !== null)
    return ERROR_PATTERN.test(error) ? { kind: 'error', error } : { kind: 'error', error: 'unknown' };
  const code = url.searchParams.get('code');
  return code !== null && CODE_PATTERN.test(code) ? { kind: 'code', code } : null;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** PKCE S256: the base64url SHA-256 of a verifier. */
export async function s256(verifier: string): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** A PKCE verifier (43 characters of base64url) and its S256 challenge. */
export async function createPkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64Url(crypto.getRandomValues(new Uint8Array(32)));
  return { verifier, challenge: await s256(verifier) };
}

export function nativeSignInUrl(apiBaseUrl: string, challenge: string): string {
  const path = routeUrl(authRoutes.googleStart, { query: { native: '1', code_challenge: challenge } });
  return `${apiBaseUrl.replace(/\/+$/, '')}${path}`;
}

export class NativeSignInError extends Error {
  readonly code: string;
  constructor(code: string, message = `Native sign-in failed: ${code}`) {
    super(message);
    this.name = 'NativeSignInError';
    this.code = code;
  }
}

export interface NativeAuthOptions {
  bridge: NativeAuthBridge;
  /** The server's origin (app config `mobileApiBaseUrl`). */
  apiBaseUrl: string;
  scheme?: string;
  fetch?: typeof fetch;
}

/** The native sign-in flow over a bridge; the shell wires `handleDeepLink` to `bridge.onDeepLink`. */
export function createNativeAuth({ bridge, apiBaseUrl, scheme, fetch: doFetch = fetch }: NativeAuthOptions) {
  const base = apiBaseUrl.replace(/\/+$/, '');

  async function start(): Promise<void> {
    const { verifier, challenge } = await createPkcePair();
    await bridge.secureStorage.set(VERIFIER_STORAGE_KEY, verifier);
    await bridge.openSystemBrowser(nativeSignInUrl(base, challenge));
  }

  /** Redeems a sign-in deep link; answers the user, or null when the URL is not a sign-in result. */
  async function handleDeepLink(link: string): Promise<AuthUser | null> {
    const parsed = parseAuthDeepLink(link, scheme);
    if (!parsed) return null;
    const verifier = await bridge.secureStorage.get(VERIFIER_STORAGE_KEY);
    await bridge.secureStorage.remove(VERIFIER_STORAGE_KEY);
    if (parsed.kind === 'error') throw new NativeSignInError(parsed.error);
    if (!verifier) throw new NativeSignInError('no_pending_sign_in');
    const response = await doFetch(`${base}${REDEEM_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ code: parsed.code, codeVerifier: verifier }),
    });
    if (!response.ok)
      throw new NativeSignInError('redeem_failed', `Redeeming the sign-in code: HTTP ${response.status}`);
    // The server checks its answer against the contract before sending it (decision 055); a body without a token
    // is not one of its answers (a proxy's page, say).
    const body = (await response.json().catch(() => null)) as z.output<typeof NativeRedeemResponse> | null;
    if (typeof body?.token !== 'string' || typeof body.user !== 'object' || body.user === null)
      throw new NativeSignInError('redeem_failed');
    await bridge.secureStorage.set(TOKEN_STORAGE_KEY, body.token);
    return body.user;
  }

  /** Headers for API calls: the bearer token when signed in natively. */
  async function authHeaders(): Promise<Record<string, string>> {
    const token = await bridge.secureStorage.get(TOKEN_STORAGE_KEY);
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  async function signOut(): Promise<void> {
    await bridge.secureStorage.remove(TOKEN_STORAGE_KEY);
    await bridge.secureStorage.remove(VERIFIER_STORAGE_KEY);
  }

  return { start, handleDeepLink, authHeaders, signOut };
}
