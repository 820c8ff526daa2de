// Connecting a channel from the native app (RFC 8252 §8.1): the app signs its requests with a bearer token and
// opens Google in the in-app browser, which has no session and no state cookie. The grant is bound to the app by
// the S256 challenge it sent at the start; the callback only forwards Google's answer to the app's deep link, and
// the app completes it with the verifier, signed in as the user who started it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { walkConsent, type ConsentChoice } from '@vidcraft/google-sandbox/testing';
import { ConnectionList, ConnectNativeCompleteResponse } from '@vidcraft/contracts';
import { createPkcePair } from '../../integrations/google/google-oauth.client.ts';
import { containsGoogleToken, TestBrowser } from '../../../test/browser.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const KITCHEN_ATLAS: ConsentChoice = { account: 'maya', channel: CHANNEL_IDS.kitchenAtlas };

describe('connecting a channel from the native app', () => {
  let t: TestApp<never>;
  let priya: string;
  let daniel: string;

  /** Native sign-in as the app does it; answers the bearer token. */
  async function nativeToken(account: string): Promise<string> {
    const { verifier, challenge } = createPkcePair();
    const inAppBrowser = new TestBrowser(t.app);
    const start = await inAppBrowser.get(`/api/auth/google?native=1&code_challenge=${challenge}`);
    const { redirect } = await walkConsent(start.headers.location as string, { account });
    const code = new URL(
      (await inAppBrowser.followToApp(redirect)).headers.location as string,
    ).searchParams.get('code');
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/native/redeem',
      payload: { code, codeVerifier: verifier },
    });
    return (redeemed.json() as { token: string }).token;
  }

  const asApp = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** Starts a grant as the app and walks Google's pages in a fresh in-app browser; answers the deep link. */
  async function grantInAppBrowser(token: string, challenge: string, choice: ConsentChoice) {
    const start = await asApp(token, 'POST', '/api/auth/youtube/connect', {
      returnTo: '/channels',
      nativeChallenge: challenge,
    });
    expect(start.statusCode).toBe(200);
    expect(start.headers['set-cookie']).toBeUndefined(); // nothing to bind: the app holds the verifier
    const inAppBrowser = new TestBrowser(t.app);
    const { redirect } = await walkConsent((start.json() as { url: string }).url, choice);
    const callback = await inAppBrowser.followToApp(redirect);
    expect(callback.statusCode).toBe(302);
    return new URL(callback.headers.location as string);
  }

  const connections = async (token: string) =>
    ConnectionList.parse((await asApp(token, 'GET', '/api/youtube-connections')).json()).connections;

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
    priya = await nativeToken('priya');
    daniel = await nativeToken('daniel');
  });
  afterAll(() => t.close());

  it('forwards the grant to the app, which completes it once with its verifier', async () => {
    const { verifier, challenge } = createPkcePair();
    const link = await grantInAppBrowser(priya, challenge, KITCHEN_ATLAS);
    expect(`${link.protocol}//${link.host}${link.pathname}`).toBe('app.vidcraft://auth/callback/youtube');
    expect([...link.searchParams.keys()].sort()).toEqual(['code', 'state']);
    expect(containsGoogleToken(link.href)).toBe(false);
    expect(await connections(priya)).toEqual([]); // nothing is connected until the app completes it

    const complete = (codeVerifier: string) =>
      asApp(priya, 'POST', '/api/auth/youtube/native/complete', {
        state: link.searchParams.get('state'),
        code: link.searchParams.get('code'),
        codeVerifier,
      });
    const done = await complete(verifier);
    expect(done.statusCode).toBe(200);
    expect(ConnectNativeCompleteResponse.parse(done.json())).toEqual({
      ok: true,
      channelId: CHANNEL_IDS.kitchenAtlas,
      reason: 'connect',
      returnTo: '/channels',
    });
    expect((await connections(priya)).map((c) => c.youtubeChannelId)).toEqual([CHANNEL_IDS.kitchenAtlas]);
    expect((await complete(verifier)).statusCode).toBe(401); // single use
  });

  it('refuses a wrong verifier, and the grant is then gone', async () => {
    const { verifier, challenge } = createPkcePair();
    const link = await grantInAppBrowser(priya, challenge, {
      account: 'daniel',
      channel: CHANNEL_IDS.trailheadTech,
    });
    const complete = (codeVerifier: string) =>
      asApp(priya, 'POST', '/api/auth/youtube/native/complete', {
        state: link.searchParams.get('state'),
        code: link.searchParams.get('code'),
        codeVerifier,
      });
    const wrong = await complete(createPkcePair().verifier);
    expect(wrong.statusCode).toBe(401);
    expect((await complete(verifier)).statusCode).toBe(401);
    expect((await connections(priya)).map((c) => c.youtubeChannelId)).toEqual([CHANNEL_IDS.kitchenAtlas]);
  });

  it('connects nothing for another signed-in user holding the verifier', async () => {
    const { verifier, challenge } = createPkcePair();
    const link = await grantInAppBrowser(priya, challenge, {
      account: 'daniel',
      channel: CHANNEL_IDS.trailheadTech,
    });
    const done = await asApp(daniel, 'POST', '/api/auth/youtube/native/complete', {
      state: link.searchParams.get('state'),
      code: link.searchParams.get('code'),
      codeVerifier: verifier,
    });
    expect(done.json()).toEqual({ ok: false, error: 'session_changed', returnTo: '/channels' });
    expect(await connections(daniel)).toEqual([]);
  });

  it('forwards a refusal at Google, which the app completes as access_denied', async () => {
    const { verifier, challenge } = createPkcePair();
    const link = await grantInAppBrowser(priya, challenge, {
      account: 'daniel',
      channel: CHANNEL_IDS.trailheadTech,
      action: 'cancel',
    });
    expect(link.searchParams.get('error')).toBe('access_denied');
    expect(link.searchParams.has('code')).toBe(false);
    const done = await asApp(priya, 'POST', '/api/auth/youtube/native/complete', {
      state: link.searchParams.get('state'),
      error: 'access_denied',
      codeVerifier: verifier,
    });
    expect(done.json()).toEqual({ ok: false, error: 'access_denied', returnTo: '/channels' });
  });

  it('starts a challenge-bound grant only for the native app: a browser session gets a 400', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'priya' });
    const { challenge } = createPkcePair();
    const start = await browser.send('POST', '/api/auth/youtube/connect', { nativeChallenge: challenge });
    expect(start.statusCode).toBe(400);
    const reauth = await browser.send('POST', '/api/youtube/reauth', { nativeChallenge: challenge });
    expect(reauth.statusCode).toBe(400);
  });

  it('re-authorizes from the app the same way', async () => {
    const { verifier, challenge } = createPkcePair();
    const start = await asApp(priya, 'POST', '/api/youtube/reauth', {
      channelId: CHANNEL_IDS.kitchenAtlas,
      nativeChallenge: challenge,
    });
    expect(start.statusCode).toBe(200);
    const { redirect } = await walkConsent((start.json() as { url: string }).url, KITCHEN_ATLAS);
    const link = new URL((await new TestBrowser(t.app).followToApp(redirect)).headers.location as string);
    const done = await asApp(priya, 'POST', '/api/auth/youtube/native/complete', {
      state: link.searchParams.get('state'),
      code: link.searchParams.get('code'),
      codeVerifier: verifier,
    });
    expect(done.json()).toMatchObject({ ok: true, channelId: CHANNEL_IDS.kitchenAtlas, reason: 'reauth' });
  });
});
