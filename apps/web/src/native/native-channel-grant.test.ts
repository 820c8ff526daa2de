// The native side of a channel grant against an in-memory keychain and a fake completion call that behaves like
// POST /api/auth/youtube/native/complete: the grant completes only with the verifier of the challenge it sent.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { parseAuthDeepLink, s256 } from '../lib/native-auth-bridge.ts';
import {
  createNativeChannelGrant,
  GRANT_VERIFIER_STORAGE_KEY,
  isChannelGrantLink,
  parseChannelGrantLink,
} from './native-channel-grant.ts';
import { callbackLink } from './native-sign-in.ts';

const SCHEME = 'app.vidcraft';
const STATE = 'state-0123456789abcdefghijklmnop';

function setUp() {
  const keychain = new Map<string, string>();
  const opened: string[] = [];
  const shown: Record<string, string>[] = [];
  let challenge: string | null = null;
  const complete = vi.fn(
    async (body: { state: string; code?: string; error?: string; codeVerifier: string }) => {
      if (!challenge || (await s256(body.codeVerifier)) !== challenge)
        throw new ApiError('This sign-in attempt was started elsewhere.', 401, 'AUTH_REQUIRED', {
          reason: 'state_mismatch',
        });
      challenge = null;
      return body.error
        ? { ok: false as const, error: body.error, returnTo: '/channels' }
        : { ok: true as const, channelId: 'UCkitchen', reason: 'connect' as const, returnTo: '/channels' };
    },
  );
  const grant = createNativeChannelGrant({
    bridge: {
      openSystemBrowser: async (url) => void opened.push(url),
      secureStorage: {
        get: async (key) => keychain.get(key) ?? null,
        set: async (key, value) => void keychain.set(key, value),
        remove: async (key) => void keychain.delete(key),
      },
    },
    scheme: SCHEME,
    showCallback: (query) => shown.push(Object.fromEntries(query)),
    complete,
  });
  return {
    keychain,
    opened,
    shown,
    complete,
    grant,
    /** The server stores the challenge the app sent with the start. */
    start: async () => (challenge = await grant.challenge()),
  };
}

describe('native channel grant', () => {
  it('keeps a verifier per grant, opens Google in the in-app browser, completes with the verifier once', async () => {
    const app = setUp();
    const challenge = await app.start();
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(app.keychain.get(GRANT_VERIFIER_STORAGE_KEY)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await app.grant.open('https://accounts.example/o/oauth2/auth?state=x');
    expect(app.opened).toEqual(['https://accounts.example/o/oauth2/auth?state=x']);

    const link = `app.vidcraft://auth/callback/youtube?state=${STATE}&code=4/google-code`;
    await app.grant.handleLink(link);
    expect(app.complete).toHaveBeenCalledWith({
      state: STATE,
      code: '4/google-code',
      codeVerifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(app.shown).toEqual([
      { returnTo: '/channels', youtube_connected: 'true', channelId: 'UCkitchen', reason: 'connect' },
    ]);
    expect(app.keychain.has(GRANT_VERIFIER_STORAGE_KEY)).toBe(false);

    // The same link again: no verifier is waiting, nothing is sent.
    await app.grant.handleLink(link);
    expect(app.complete).toHaveBeenCalledTimes(1);
    expect(app.shown[1]).toEqual({ error: 'state_unknown' });
  });

  it('shows the refusal at Google, and the server’s refusal of a verifier from another grant', async () => {
    const app = setUp();
    await app.start();
    await app.grant.handleLink(`app.vidcraft://auth/callback/youtube?state=${STATE}&error=access_denied`);
    expect(app.shown).toEqual([{ returnTo: '/channels', error: 'access_denied' }]);

    await app.start();
    app.keychain.set(GRANT_VERIFIER_STORAGE_KEY, 'x'.repeat(43)); // not the verifier of the sent challenge
    await app.grant.handleLink(`app.vidcraft://auth/callback/youtube?state=${STATE}&code=4/c`);
    expect(app.shown[1]).toEqual({ error: 'state_mismatch' });
    expect(app.keychain.has(GRANT_VERIFIER_STORAGE_KEY)).toBe(false);
  });

  it('refuses a malformed grant link without calling the server, and forgets the verifier', async () => {
    const app = setUp();
    for (const link of [
      `app.vidcraft://auth/callback/youtube?code=4/c`,
      `app.vidcraft://auth/callback/youtube?state=short&code=4/c`,
      `app.vidcraft://auth/callback/youtube?state=${STATE}`,
    ]) {
      await app.start();
      expect(isChannelGrantLink(link, SCHEME)).toBe(true);
      await app.grant.handleLink(link);
      expect(app.keychain.has(GRANT_VERIFIER_STORAGE_KEY)).toBe(false);
    }
    expect(app.complete).not.toHaveBeenCalled();
    expect(app.shown).toEqual([
      { error: 'connect_failed' },
      { error: 'connect_failed' },
      { error: 'connect_failed' },
    ]);
  });

  it('tells a grant link from a sign-in link, in both the custom scheme and the verified https form', () => {
    const config = { scheme: SCHEME, appLinkHost: 'vidcraft.test' };
    const viaAppLink = callbackLink(
      `https://vidcraft.test/auth/callback/youtube?state=${STATE}&code=c`,
      config,
    );
    expect(viaAppLink).toBe(`app.vidcraft://auth/callback/youtube?state=${STATE}&code=c`);
    expect(parseChannelGrantLink(viaAppLink!, SCHEME)).toEqual({ state: STATE, code: 'c' });
    expect(parseAuthDeepLink(viaAppLink!, SCHEME)).toBeNull(); // never redeemed as a sign-in code

    const signIn = 'app.vidcraft://auth/callback?code=abcdefghijklmnopqrstuvwxyz';
    expect(isChannelGrantLink(signIn, SCHEME)).toBe(false);
    for (const foreign of [
      `evil://auth/callback/youtube?state=${STATE}&code=c`,
      `app.vidcraft://evil/callback/youtube?state=${STATE}&code=c`,
      `app.vidcraft://auth/callback/youtube-evil?state=${STATE}&code=c`,
    ])
      expect(isChannelGrantLink(foreign, SCHEME)).toBe(false);
    expect(callbackLink(`https://vidcraft.test/auth/callbackyoutube?state=${STATE}`, config)).toBeNull();
    expect(
      callbackLink(`https://vidcraft.test:8443/auth/callback/youtube?state=${STATE}`, config),
    ).toBeNull();
  });
});
