// The native sign-in bridge against a mock shell (in-memory keychain, captured browser) and a fake server that
// behaves like POST /api/auth/native/redeem: one-time codes bound to the PKCE challenge (S256), refused on replay.
import type { AuthUser } from '@vidcraft/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ERROR_EVENT, type AuthErrorDetail } from '../lib/auth-error-event.ts';
import {
  s256,
  TOKEN_STORAGE_KEY,
  VERIFIER_STORAGE_KEY,
  type NativeAuthBridge,
} from '../lib/native-auth-bridge.ts';
import { callbackLink, createNativeSignIn } from './native-sign-in.ts';
import type { NativeShellConfig } from './native-shell-config.ts';

const CONFIG: NativeShellConfig = {
  scheme: 'app.vidcraft',
  apiBaseUrl: 'https://api.vidcraft.test',
  appLinkHost: 'vidcraft.test',
  statusBarColor: '#0f172a',
};
const USER: AuthUser = {
  email: 'priya.nair@example.com',
  name: 'Priya Nair',
  avatar: null,
  preferredLanguage: 'en',
};
const TOKEN = 'bearer-token-0123456789abcdefghijklmnop';

/** The server's side of the native flow: issues codes for a challenge, redeems each once with its verifier. */
function fakeServer() {
  const codes = new Map<string, { challenge: string; used: boolean }>();
  let counter = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url !== `${CONFIG.apiBaseUrl}/api/auth/native/redeem` || init?.method !== 'POST')
      return new Response(JSON.stringify({ error: 'NOT_FOUND' }), { status: 404 });
    const { code, codeVerifier } = JSON.parse(String(init.body)) as { code: string; codeVerifier: string };
    const entry = codes.get(code);
    if (!entry || entry.used || entry.challenge !== (await s256(codeVerifier)))
      return new Response(JSON.stringify({ error: 'UNAUTHORIZED', message: 'invalid code' }), {
        status: 401,
      });
    entry.used = true;
    return new Response(JSON.stringify({ token: TOKEN, user: USER }), { status: 200 });
  });
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    issueCode(challenge: string) {
      const code = `one-time-code-${String(++counter).padStart(12, '0')}`;
      codes.set(code, { challenge, used: false });
      return code;
    },
  };
}

function mockShell() {
  const keychain = new Map<string, string>();
  const opened: string[] = [];
  const bridge: NativeAuthBridge = {
    openSystemBrowser: async (url) => void opened.push(url),
    onDeepLink: () => () => undefined,
    secureStorage: {
      get: async (key) => keychain.get(key) ?? null,
      set: async (key, value) => void keychain.set(key, value),
      remove: async (key) => void keychain.delete(key),
    },
  };
  return { bridge, keychain, opened };
}

function setup() {
  const shell = mockShell();
  const server = fakeServer();
  const events = new EventTarget();
  const errors: string[] = [];
  events.addEventListener(AUTH_ERROR_EVENT, (event) =>
    errors.push((event as CustomEvent<AuthErrorDetail>).detail.code),
  );
  const signedIn = vi.fn<(user: AuthUser, returnTo: string | null) => void>();
  const signIn = createNativeSignIn({
    bridge: shell.bridge,
    config: CONFIG,
    onSignedIn: signedIn,
    fetch: server.fetch,
    events,
  });
  /** Starts sign-in and plays Google + the server: answers the code the deep link would carry. */
  async function startAndConsent(returnTo: string | null = null) {
    await signIn.start(returnTo);
    const url = new URL(shell.opened.at(-1)!);
    return server.issueCode(url.searchParams.get('code_challenge')!);
  }
  return { ...shell, server, errors, signedIn, signIn, startAndConsent };
}

describe('native sign-in', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the in-app browser at the server with a PKCE challenge, and a valid callback signs in', async () => {
    const t = setup();
    const code = await t.startAndConsent('/videos');
    const opened = new URL(t.opened[0]!);
    expect(`${opened.origin}${opened.pathname}`).toBe(`${CONFIG.apiBaseUrl}/api/auth/google`);
    expect(opened.searchParams.get('native')).toBe('1');
    expect(opened.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await t.signIn.handleUrl(`app.vidcraft://auth/callback?code=${code}`)).toEqual(USER);
    expect(t.signedIn).toHaveBeenCalledWith(USER, '/videos');
    expect(t.errors).toEqual([]);
    expect(t.keychain.get(TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(t.keychain.has(VERIFIER_STORAGE_KEY)).toBe(false);
    expect(await t.signIn.authHeaders()).toEqual({ Authorization: `Bearer ${TOKEN}` });
  });

  it('accepts the verified https App Link on the configured host', async () => {
    const t = setup();
    const code = await t.startAndConsent();
    expect(await t.signIn.handleUrl(`https://vidcraft.test/auth/callback?code=${code}`)).toEqual(USER);
    expect(t.signedIn).toHaveBeenCalledWith(USER, null);
  });

  it.each([
    ['no code', () => 'app.vidcraft://auth/callback', 'sign_in_failed'],
    ['a token instead of a code', () => 'app.vidcraft://auth/callback?token=abc', 'sign_in_failed'],
    ['a foreign scheme', (code: string) => `evil.app://auth/callback?code=${code}`, 'sign_in_failed'],
    [
      'a look-alike scheme',
      (code: string) => `app.vidcraft.evil://auth/callback?code=${code}`,
      'sign_in_failed',
    ],
    ['another host', (code: string) => `app.vidcraft://evil/callback?code=${code}`, 'sign_in_failed'],
    ['another path', (code: string) => `app.vidcraft://auth/elsewhere?code=${code}`, 'sign_in_failed'],
    [
      'a foreign https host',
      (code: string) => `https://evil.test/auth/callback?code=${code}`,
      'sign_in_failed',
    ],
    [
      'a look-alike https host',
      (code: string) => `https://vidcraft.test.evil.test/auth/callback?code=${code}`,
      'sign_in_failed',
    ],
    [
      'an https port',
      (code: string) => `https://vidcraft.test:8443/auth/callback?code=${code}`,
      'sign_in_failed',
    ],
    ['plain http', (code: string) => `http://vidcraft.test/auth/callback?code=${code}`, 'sign_in_failed'],
    [
      'another https path',
      (code: string) => `https://vidcraft.test/auth/callback-evil?code=${code}`,
      'sign_in_failed',
    ],
    [
      'user info before the https host',
      (code: string) => `https://evil.test@vidcraft.test.evil.test/auth/callback?code=${code}`,
      'sign_in_failed',
    ],
    ['an error parameter', () => 'app.vidcraft://auth/callback?error=access_denied', 'access_denied'],
    ['a hostile error parameter', () => 'app.vidcraft://auth/callback?error=%3Cscript%3E', 'unknown'],
  ])('refuses a callback with %s, with the auth-error event', async (_name, link, expected) => {
    const t = setup();
    const code = await t.startAndConsent();
    expect(await t.signIn.handleUrl(link(code))).toBeNull();
    expect(t.errors).toEqual([expected]);
    expect(t.signedIn).not.toHaveBeenCalled();
    expect(t.keychain.has(TOKEN_STORAGE_KEY)).toBe(false);
    // The refused attempt is over: its verifier cannot serve the genuine code afterwards either.
    expect(t.keychain.has(VERIFIER_STORAGE_KEY)).toBe(false);
    expect(await t.signIn.handleUrl(`app.vidcraft://auth/callback?code=${code}`)).toBeNull();
    expect(t.errors).toEqual([expected, 'sign_in_failed']);
  });

  it('a replayed code is refused by the server', async () => {
    const t = setup();
    const code = await t.startAndConsent();
    expect(await t.signIn.handleUrl(`app.vidcraft://auth/callback?code=${code}`)).toEqual(USER);
    await t.signIn.signOut();
    // A new attempt is pending (new verifier), but the old link comes back: the server answers 401.
    await t.startAndConsent();
    expect(await t.signIn.handleUrl(`app.vidcraft://auth/callback?code=${code}`)).toBeNull();
    const redeemCalls = vi
      .mocked(t.server.fetch)
      .mock.calls.filter(([url]) => String(url).endsWith('/redeem'));
    expect(redeemCalls).toHaveLength(2);
    expect(t.errors).toEqual(['sign_in_failed']);
    expect(t.keychain.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(t.signedIn).toHaveBeenCalledTimes(1);
  });

  it('never puts the token in localStorage, sessionStorage or cookies; sign-out deletes it', async () => {
    const writes: string[] = [];
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (key, value) {
      writes.push(`${key}=${value}`);
    });
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(`cookie:${value}`);
      cookie.set!.call(document, value);
    });
    const t = setup();
    const code = await t.startAndConsent();
    await t.signIn.handleUrl(`app.vidcraft://auth/callback?code=${code}`);
    expect(t.keychain.get(TOKEN_STORAGE_KEY)).toBe(TOKEN);
    expect(writes).toEqual([]);
    expect(setItem).not.toHaveBeenCalled();
    expect(JSON.stringify({ ...localStorage })).not.toContain(TOKEN);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(TOKEN);
    expect(document.cookie).not.toContain(TOKEN);

    await t.signIn.signOut();
    expect(t.keychain.size).toBe(0);
    expect(await t.signIn.authHeaders()).toEqual({});
  });
});

describe('callbackLink', () => {
  it('turns the App Link into the scheme form and keeps the scheme form', () => {
    expect(callbackLink('https://vidcraft.test/auth/callback?code=x', CONFIG)).toBe(
      'app.vidcraft://auth/callback?code=x',
    );
    expect(callbackLink('https://vidcraft.test/auth/callback/?error=access_denied', CONFIG)).toBe(
      'app.vidcraft://auth/callback?error=access_denied',
    );
    expect(callbackLink('app.vidcraft://auth/callback?code=x', CONFIG)).toBe(
      'app.vidcraft://auth/callback?code=x',
    );
    expect(callbackLink('not a url', CONFIG)).toBeNull();
    expect(callbackLink('javascript:alert(1)', CONFIG)).toBeNull();
  });
});
