import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkConsent } from '@vidcraft/google-sandbox/testing';
import { AuthStatus, ErrorBody, Me } from '@vidcraft/contracts';
import { containsGoogleToken, TestBrowser } from '../../../test/browser.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/test-app.ts';
import { createPkcePair, InvalidGrantError } from '../../integrations/google/google-oauth.client.ts';
import { SIGN_IN_CALLBACK_PATH } from './auth.service.ts';

describe('Google sign-in (web)', () => {
  let t: TestApp<never>;
  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
  });
  afterAll(() => t.close());

  it('signs in with the server-side code flow and sets a session cookie', async () => {
    const browser = new TestBrowser(t.app);
    const start = await browser.get('/api/auth/google?returnTo=%2Fchannels');
    expect(start.statusCode).toBe(302);
    const authUrl = new URL(start.headers.location as string);
    expect(authUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authUrl.searchParams.get('scope')).toBe('openid email profile');
    expect(authUrl.searchParams.get('nonce')).toBeTruthy();
    expect(browser.cookies.has('vc_oauth')).toBe(true);

    const { redirect } = await walkConsent(authUrl.toString(), { account: 'maya' });
    expect(redirect.pathname).toBe(SIGN_IN_CALLBACK_PATH);
    const done = await browser.followToApp(redirect);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/channels');
    expect(done.headers['referrer-policy']).toBe('no-referrer');
    const sessionCookie = done.cookies.find((c) => c.name === 'vc_session')!;
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(browser.cookies.has('vc_oauth')).toBe(false);

    const status = AuthStatus.parse((await browser.get('/api/auth/status')).json());
    expect(status).toEqual({
      isAuthenticated: true,
      user: {
        email: 'maya.chen@example.com',
        name: 'Maya Chen',
        avatar: expect.any(String),
        preferredLanguage: 'en',
      },
    });
    const me = Me.parse((await browser.get('/api/auth/me')).json());
    expect(me.email).toBe('maya.chen@example.com');

    // Sessions are stored hashed: the cookie value is nowhere in the database.
    const rows = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(sessionCookie.value);
    // No Google token in anything the browser received.
    for (const response of [start, done]) {
      expect(containsGoogleToken(response.body + JSON.stringify(response.headers))).toBe(false);
    }
  });

  it('rotates the session at each sign-in', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    const first = browser.cookies.get('vc_session');
    await browser.signIn({ account: 'maya' });
    const second = browser.cookies.get('vc_session');
    expect(second).not.toBe(first);
    const stale = await t.app.inject({ url: '/api/auth/status', headers: { cookie: `vc_session=${first}` } });
    expect(AuthStatus.parse(stale.json()).isAuthenticated).toBe(false);
  });

  it('refuses a replayed callback, a callback from another browser, and a cancelled consent', async () => {
    const browser = new TestBrowser(t.app);
    const start = await browser.get('/api/auth/google');
    const { redirect } = await walkConsent(start.headers.location as string, { account: 'maya' });
    const callback = redirect.pathname + redirect.search;
    const stateCookie = `vc_oauth=${browser.cookies.get('vc_oauth')}`;

    const otherBrowser = await t.app.inject({ url: callback });
    expect(otherBrowser.headers.location).toBe('/login?error=state_mismatch');

    const first = await t.app.inject({ url: callback, headers: { cookie: stateCookie } });
    expect(first.headers.location).toBe('/dashboard');
    const replay = await t.app.inject({ url: callback, headers: { cookie: stateCookie } });
    expect(replay.headers.location).toBe('/login?error=state_unknown');

    const cancelling = new TestBrowser(t.app);
    const again = await cancelling.get('/api/auth/google');
    // An account that has not consented before sees the consent page (with Cancel).
    const cancelled = await walkConsent(again.headers.location as string, {
      account: 'kenji',
      action: 'cancel',
    });
    expect(cancelled.pages).toContain('consent');
    expect(cancelled.redirect.searchParams.get('error')).toBe('access_denied');
    const landed = await cancelling.followToApp(cancelled.redirect);
    expect(landed.headers.location).toBe('/login?error=access_denied');
    expect(cancelling.cookies.has('vc_session')).toBe(false);
  });

  it('only accepts a return path on this site', async () => {
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example']) {
      const res = await t.app.inject(`/api/auth/google?returnTo=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
    }
  });

  it('rejects a reused authorization code and a wrong PKCE verifier at Google', async () => {
    const { challenge, verifier } = createPkcePair();
    const url = t.services.oauth.authorizationUrl({
      redirectUri: `${TEST_PUBLIC_URL}${SIGN_IN_CALLBACK_PATH}`,
      scopes: ['openid', 'email'],
      state: 'direct-test',
      codeChallenge: challenge,
    });
    const code = (await walkConsent(url, { account: 'maya' })).redirect.searchParams.get('code')!;
    const redirectUri = `${TEST_PUBLIC_URL}${SIGN_IN_CALLBACK_PATH}`;
    await expect(t.services.oauth.exchangeCode(code, `${verifier}x`, redirectUri)).rejects.toBeInstanceOf(
      InvalidGrantError,
    );
    const second = (await walkConsent(url, { account: 'maya' })).redirect.searchParams.get('code')!;
    await t.services.oauth.exchangeCode(second, verifier, redirectUri);
    await expect(t.services.oauth.exchangeCode(second, verifier, redirectUri)).rejects.toBeInstanceOf(
      InvalidGrantError,
    );
  });

  it('signs out: deletes the session and clears the cookie, and leaves the Google grant alone', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'sam' });
    const grantsBefore = t.sandbox!.sandbox.control.listGrants({ accountEmail: 'sam.okafor@example.com' });
    expect(grantsBefore.some((g) => !g.revokedAtMs)).toBe(true);

    const out = await browser.send('POST', '/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(browser.cookies.has('vc_session')).toBe(false);
    expect(AuthStatus.parse((await browser.get('/api/auth/status')).json()).isAuthenticated).toBe(false);
    // Google would revoke the whole grant, channel scopes included (decision 014).
    const grantsAfter = t.sandbox!.sandbox.control.listGrants({ accountEmail: 'sam.okafor@example.com' });
    expect(grantsAfter.filter((g) => !g.revokedAtMs)).toHaveLength(
      grantsBefore.filter((g) => !g.revokedAtMs).length,
    );
  });

  it('refuses cookie-authenticated writes without the same-origin proof (CSRF)', async () => {
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    const noHeader = await browser.send(
      'POST',
      '/api/user/preferences',
      { language: 'de' },
      { 'x-vidcraft-csrf': '' },
    );
    expect(noHeader.statusCode).toBe(403);
    expect(ErrorBody.parse(noHeader.json()).error).toBe('FORBIDDEN');
    const crossSite = await browser.send(
      'POST',
      '/api/user/preferences',
      { language: 'de' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    const ok = await browser.send('POST', '/api/user/preferences', { language: 'de' });
    expect(ok.json()).toEqual({ success: true, preferredLanguage: 'de' });
    expect(AuthStatus.parse((await browser.get('/api/auth/status')).json()).user?.preferredLanguage).toBe(
      'de',
    );
  });

  it('ignores a forged or unknown session cookie', async () => {
    const res = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: 'vc_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('Google sign-in (native app, RFC 8252)', () => {
  let t: TestApp<never>;
  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
  });
  afterAll(() => t.close());

  async function nativeCode(challenge: string) {
    const browser = new TestBrowser(t.app);
    const start = await browser.get(`/api/auth/google?native=1&code_challenge=${challenge}`);
    expect(start.statusCode).toBe(302);
    const { redirect } = await walkConsent(start.headers.location as string, { account: 'priya' });
    const done = await browser.followToApp(redirect);
    const deepLink = new URL(done.headers.location as string);
    expect(deepLink.protocol).toBe('app.vidcraft:');
    expect(deepLink.host).toBe('auth');
    expect(deepLink.pathname).toBe('/callback');
    expect(browser.cookies.has('vc_session')).toBe(false); // the browser leg never gets a session
    expect(deepLink.searchParams.has('token')).toBe(false); // and the deep link never carries one
    return deepLink.searchParams.get('code')!;
  }

  it('redeems the one-time code once, and only with its verifier', async () => {
    const { verifier, challenge } = createPkcePair();
    const code = await nativeCode(challenge);
    const redeem = (codeVerifier: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/native/redeem', payload: { code, codeVerifier } });

    expect((await redeem(createPkcePair().verifier)).statusCode).toBe(401);
    const ok = await redeem(verifier);
    expect(ok.statusCode).toBe(200);
    const { token, user } = ok.json() as { token: string; user: { email: string } };
    expect(user.email).toBe('priya.nair@example.com');
    expect((await redeem(verifier)).statusCode).toBe(401);

    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(Me.parse(me.json()).email).toBe('priya.nair@example.com');
    // A bearer session is not a cookie session and vice versa.
    const asCookie = await t.app.inject({ url: '/api/auth/me', headers: { cookie: `vc_session=${token}` } });
    expect(asCookie.statusCode).toBe(401);
    // Bearer writes need no CSRF header (no ambient credential).
    const prefs = await t.app.inject({
      method: 'POST',
      url: '/api/user/preferences',
      headers: { authorization: `Bearer ${token}` },
      payload: { language: 'ja' },
    });
    expect(prefs.statusCode).toBe(200);
  });

  it('needs a PKCE challenge to start', async () => {
    const res = await t.app.inject('/api/auth/google?native=1');
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json()).details).toEqual([
      { path: 'querystring.code_challenge', message: expect.any(String) },
    ]);
  });
});
