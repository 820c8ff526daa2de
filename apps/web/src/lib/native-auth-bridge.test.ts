import { describe, expect, it, vi } from 'vitest';
import {
  createNativeAuth,
  createPkcePair,
  nativeSignInUrl,
  parseAuthDeepLink,
  TOKEN_STORAGE_KEY,
  type NativeAuthBridge,
} from './native-auth-bridge.ts';

const CODE = 'Zk3c1n2Qm8vY6u0bWf4TtRrPpLlKkJjHh';

describe('parseAuthDeepLink (spec §5)', () => {
  it('accepts the app scheme, host auth and a /callback path with a code', () => {
    expect(parseAuthDeepLink(`app.vidcraft://auth/callback?code=${CODE}`)).toEqual({
      kind: 'code',
      code: CODE,
    });
    expect(parseAuthDeepLink(`app.vidcraft://auth/callback/?code=${CODE}`)).toEqual({
      kind: 'code',
      code: CODE,
    });
  });

  it('passes an error on', () => {
    expect(parseAuthDeepLink('app.vidcraft://auth/callback?error=access_denied')).toEqual({
      kind: 'error',
      error: 'access_denied',
    });
    expect(parseAuthDeepLink('app.vidcraft://auth/callback?error=<script>')).toEqual({
      kind: 'error',
      error: 'unknown',
    });
  });

  it('rejects other schemes, hosts and paths', () => {
    for (const link of [
      `https://auth/callback?code=${CODE}`,
      `evil.app://auth/callback?code=${CODE}`,
      `app.vidcraft.evil://auth/callback?code=${CODE}`,
      `app.vidcraft://evil/callback?code=${CODE}`,
      `app.vidcraft://auth/other?code=${CODE}`,
      `app.vidcraft://auth.evil/callback?code=${CODE}`,
      'not a url',
    ]) {
      expect(parseAuthDeepLink(link)).toBeNull();
    }
  });

  it('rejects a missing or malformed code, and a bare token (the old design)', () => {
    expect(parseAuthDeepLink('app.vidcraft://auth/callback')).toBeNull();
    expect(parseAuthDeepLink('app.vidcraft://auth/callback?code=short')).toBeNull();
    expect(
      parseAuthDeepLink('app.vidcraft://auth/callback?code=a%20b%20c%20d%20e%20f%20g%20h%20i%20j'),
    ).toBeNull();
    expect(parseAuthDeepLink('app.vidcraft://auth/callback?token=abc&email=a@b.c')).toBeNull();
  });

  it('honours a configured scheme', () => {
    expect(parseAuthDeepLink(`com.example.vc://auth/callback?code=${CODE}`, 'com.example.vc')).toEqual({
      kind: 'code',
      code: CODE,
    });
  });
});

describe('native sign-in flow', () => {
  function memoryBridge() {
    const store = new Map<string, string>();
    const opened: string[] = [];
    const bridge: NativeAuthBridge = {
      openSystemBrowser: async (url) => void opened.push(url),
      onDeepLink: () => () => undefined,
      secureStorage: {
        get: async (key) => store.get(key) ?? null,
        set: async (key, value) => void store.set(key, value),
        remove: async (key) => void store.delete(key),
      },
    };
    return { bridge, store, opened };
  }

  it('makes an S256 PKCE pair', async () => {
    const { verifier, challenge } = await createPkcePair();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(nativeSignInUrl('https://api.example/', challenge)).toBe(
      `https://api.example/api/auth/google?native=1&code_challenge=${challenge}`,
    );
  });

  it('opens the system browser, redeems the code with the verifier and keeps the token', async () => {
    const { bridge, store, opened } = memoryBridge();
    const user = { email: 'maya@example.com', name: 'Maya', avatar: null, preferredLanguage: 'en' };
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ token: 'bearer-1', user }), { status: 200 }),
    );
    const auth = createNativeAuth({ bridge, apiBaseUrl: 'https://api.example', fetch: fetchMock });
    await auth.start();
    expect(opened[0]).toMatch(/^https:\/\/api\.example\/api\/auth\/google\?native=1&code_challenge=/);
    await expect(auth.handleDeepLink(`app.vidcraft://auth/callback?code=${CODE}`)).resolves.toEqual(user);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/api/auth/native/redeem');
    expect(JSON.parse(String(init.body))).toMatchObject({ code: CODE });
    expect(store.get(TOKEN_STORAGE_KEY)).toBe('bearer-1');
    await expect(auth.authHeaders()).resolves.toEqual({ Authorization: 'Bearer bearer-1' });
    await auth.signOut();
    await expect(auth.authHeaders()).resolves.toEqual({});
  });

  it('throws on an error link, and ignores links that are not sign-in results', async () => {
    const { bridge } = memoryBridge();
    const auth = createNativeAuth({ bridge, apiBaseUrl: 'https://api.example', fetch: vi.fn() });
    await expect(auth.handleDeepLink('https://vidcraft.example/')).resolves.toBeNull();
    await expect(
      auth.handleDeepLink('app.vidcraft://auth/callback?error=access_denied'),
    ).rejects.toMatchObject({
      code: 'access_denied',
    });
    await expect(auth.handleDeepLink(`app.vidcraft://auth/callback?code=${CODE}`)).rejects.toMatchObject({
      code: 'no_pending_sign_in',
    });
  });
});
