// OAuth 2.0 / OIDC conformance with google-auth-library's OAuth2Client: code flow with PKCE, ID-token
// verification against the sandbox JWKS/PEM certs, refresh, revoke, and the documented failures.
import { CodeChallengeMethod } from 'google-auth-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL_IDS, SCOPES, type SandboxServer } from '../src/index.ts';
import {
  callOptions,
  oauthClient,
  refreshWith,
  REDIRECT_URI,
  reasonOf,
  signIn,
  startTestSandbox,
  TEST_CLIENT,
  walkConsent,
  ytClient,
} from './helpers.ts';

const SIGN_IN = ['openid', 'email', 'profile'];

describe('OAuth 2.0 and OpenID Connect', () => {
  let server: SandboxServer;
  beforeAll(async () => {
    server = await startTestSandbox();
  });
  afterAll(async () => {
    await server.close();
  });

  it('publishes a discovery document with the sandbox issuer', async () => {
    const doc = (await (await fetch(`${server.url}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(doc.issuer).toBe(server.url);
    expect(doc.jwks_uri).toBe(`${server.url}/oauth2/v3/certs`);
    expect(doc.code_challenge_methods_supported).toEqual(['plain', 'S256']);
    const certs = await fetch(`${server.url}/oauth2/v3/certs`);
    expect(certs.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(((await certs.json()) as { keys: unknown[] }).keys).toHaveLength(2);
  });

  it('runs the code flow with PKCE and issues a verifiable RS256 ID token', async () => {
    const { auth, tokens } = await signIn(server, SIGN_IN, { account: 'maya' }, { nonce: 'n-0S6_WzA2Mj' });
    expect(tokens.access_token).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toMatch(/^1\/\//);
    expect(tokens.scope).toBe(`openid ${SCOPES.email} ${SCOPES.profile}`);
    const ticket = await auth.verifyIdToken({
      idToken: tokens.id_token ?? '',
      audience: TEST_CLIENT.clientId,
    });
    const payload = ticket.getPayload();
    expect(payload).toMatchObject({
      iss: server.url,
      aud: TEST_CLIENT.clientId,
      azp: TEST_CLIENT.clientId,
      email: 'maya.chen@example.com',
      email_verified: true,
      name: 'Maya Chen',
      nonce: 'n-0S6_WzA2Mj',
    });
    expect(payload?.sub).toMatch(/^\d{21}$/);
    expect(payload?.picture).toMatch(new RegExp(`^${server.url}/people/maya/photo\\.jpg$`));
    expect((payload?.exp ?? 0) - (payload?.iat ?? 0)).toBe(3600);
    const wrongAudience = auth.verifyIdToken({ idToken: tokens.id_token ?? '', audience: 'someone-else' });
    await expect(wrongAudience).rejects.toThrow(/Wrong recipient/);
    const info = await auth.getTokenInfo(tokens.access_token ?? '');
    expect(info.scopes).toContain(SCOPES.email);
    const userinfo = await fetch(`${server.url}/v1/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(await userinfo.json()).toMatchObject({ email: 'maya.chen@example.com', name: 'Maya Chen' });
  });

  it('rejects a reused code, a wrong verifier and a different redirect_uri', async () => {
    const auth = oauthClient(server);
    const { codeVerifier, codeChallenge } = await auth.generateCodeVerifierAsync();
    const authUrl = () =>
      auth.generateAuthUrl({
        scope: SIGN_IN,
        code_challenge: codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
      });
    const codeOf = async () =>
      (await walkConsent(authUrl(), { account: 'maya' })).redirect.searchParams.get('code') ?? '';
    const code = await codeOf();
    await auth.getToken({ code, codeVerifier });
    expect(await reasonOf(auth.getToken({ code, codeVerifier }))).toBe('invalid_grant');
    expect(await reasonOf(auth.getToken({ code: await codeOf(), codeVerifier: 'x'.repeat(43) }))).toBe(
      'invalid_grant',
    );
    expect(await reasonOf(auth.getToken({ code: await codeOf() }))).toBe('invalid_grant');
    const other = await auth
      .getToken({ code: await codeOf(), codeVerifier, redirect_uri: 'http://127.0.0.1:1/other' })
      .catch((e: { response?: { data?: { error?: string } } }) => e.response?.data?.error);
    expect(other).toBe('redirect_uri_mismatch');
  });

  it('answers invalid_client for a wrong secret', async () => {
    const auth = oauthClient(server, { ...TEST_CLIENT, clientSecret: 'wrong' });
    expect(await reasonOf(refreshWith(auth, '1//whatever'))).toBe('invalid_client');
  });

  it('refreshes, and after revocation API calls fail and refresh is invalid_grant', async () => {
    const { auth, tokens } = await signIn(server, [SCOPES.readonly], { account: 'sam' });
    const yt = ytClient(auth);
    server.sandbox.control.expireTokens({ token: tokens.access_token ?? '' });
    expect(await reasonOf(yt.channels.list({ part: ['id'], mine: true }, callOptions(server)))).toBe(
      'authError',
    );
    const refreshed = await auth.refreshAccessToken();
    expect(refreshed.credentials.access_token).not.toBe(tokens.access_token);
    expect(refreshed.credentials.refresh_token).toBe(tokens.refresh_token);
    const mine = await yt.channels.list({ part: ['id'], mine: true }, callOptions(server));
    expect(mine.data.items?.[0]?.id).toBe(CHANNEL_IDS.chessDaily);
    await auth.revokeToken(refreshed.credentials.access_token ?? '');
    expect(await reasonOf(yt.channels.list({ part: ['id'], mine: true }, callOptions(server)))).toBe(
      'authError',
    );
    const retry = await refreshWith(auth, tokens.refresh_token ?? '').catch(
      (e: { response?: { data?: { error?: string; error_description?: string } } }) => e.response?.data,
    );
    expect(retry).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
  });

  it('lets the person pick a brand channel; the grant is bound to it and the identity is the brand account', async () => {
    const { auth, tokens } = await signIn(server, ['openid', 'email', SCOPES.readonly], {
      account: 'daniel',
      channel: CHANNEL_IDS.trailheadTech,
    });
    const ticket = await auth.verifyIdToken({
      idToken: tokens.id_token ?? '',
      audience: TEST_CLIENT.clientId,
    });
    expect(ticket.getPayload()?.email).toBe('trailhead-tech-4821@pages.plusgoogle.com');
    const mine = await ytClient(auth).channels.list({ part: ['snippet'], mine: true }, callOptions(server));
    expect(mine.data.items?.map((c) => c.snippet?.title)).toEqual(['Trailhead Tech']);
  });

  it('Cancel redirects with error=access_denied and the state', async () => {
    const url = oauthClient(server).generateAuthUrl({ scope: SIGN_IN, state: 'xyz', prompt: 'consent' });
    const { redirect } = await walkConsent(url, { account: 'maya', action: 'cancel' });
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT_URI);
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('state')).toBe('xyz');
  });

  it('shows an error page instead of redirecting to an unregistered redirect URI', async () => {
    const url = oauthClient(server).generateAuthUrl({
      scope: SIGN_IN,
      redirect_uri: 'https://evil.example/cb',
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toContain('redirect_uri_mismatch');
  });

  it('expires refresh tokens for YouTube scopes after 7 days in Testing mode', async () => {
    server.sandbox.control.updateSettings({ publishingStatus: 'testing' });
    try {
      const { auth, tokens } = await signIn(server, [SCOPES.readonly], { account: 'lucia' });
      server.sandbox.control.advanceClock(6 * 86_400);
      await refreshWith(auth, tokens.refresh_token ?? '');
      server.sandbox.control.advanceClock(2 * 86_400);
      expect(await reasonOf(refreshWith(auth, tokens.refresh_token ?? ''))).toBe('invalid_grant');
    } finally {
      server.sandbox.control.updateSettings({ publishingStatus: 'production' });
      server.sandbox.control.setClock(new Date());
    }
  });

  it('keeps granted scopes with include_granted_scopes and skips consent for granted scopes', async () => {
    await signIn(server, SIGN_IN, { account: 'kenji' });
    const second = await signIn(
      server,
      [SCOPES.readonly],
      { account: 'kenji' },
      { prompt: 'select_account' },
    );
    expect(second.tokens.scope?.split(' ').sort()).toEqual(
      ['openid', SCOPES.email, SCOPES.profile, SCOPES.readonly].sort(),
    );
    const auth = oauthClient(server);
    const url = auth.generateAuthUrl({ scope: SIGN_IN, login_hint: 'kenji.watanabe@example.com' });
    const { redirect, pages } = await walkConsent(url, { account: 'kenji' });
    expect(pages).toEqual([]);
    expect(redirect.searchParams.get('code')).toBeTruthy();
  });
});
