// Test helpers: a sandbox on a loopback port, Google's official clients pointed at it, and a scripted "browser"
// that walks the consent pages with plain HTTP requests (GET the auth URL, POST the forms, follow the 303s).
import { OAuth2Client, CodeChallengeMethod } from 'google-auth-library';
import { youtube, type youtube_v3 } from '@googleapis/youtube';
import { startSandboxServer, type SandboxServer, type SandboxServerOptions } from '../src/index.ts';

export const REDIRECT_URI = 'http://127.0.0.1:1/oauth/callback';
export const TEST_CLIENT = {
  clientId: '123456789012-abcdefghijklmnopqrstuvwxyz012345.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-test-secret-for-the-sandbox',
  redirectUris: [REDIRECT_URI],
  name: 'Vidcraft Tests',
};

export async function startTestSandbox(options: SandboxServerOptions = {}): Promise<SandboxServer> {
  return startSandboxServer({ port: 0, clients: [TEST_CLIENT], ...options });
}

export function oauthClient(server: SandboxServer, client = TEST_CLIENT): OAuth2Client {
  const base = server.url;
  return new OAuth2Client({
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    redirectUri: REDIRECT_URI,
    endpoints: {
      oauth2AuthBaseUrl: `${base}/o/oauth2/v2/auth`,
      oauth2TokenUrl: `${base}/token`,
      oauth2RevokeUrl: `${base}/revoke`,
      tokenInfoUrl: `${base}/tokeninfo`,
      oauth2FederatedSignonPemCertsUrl: `${base}/oauth2/v1/certs`,
      oauth2FederatedSignonJwkCertsUrl: `${base}/oauth2/v3/certs`,
    },
    issuers: [base],
  });
}

export function ytClient(auth: OAuth2Client): youtube_v3.Youtube {
  return youtube({ version: 'v3', auth });
}

/** Per-call options: the rootUrl (needed for every method when it has a path), and no automatic retries. */
/** The uploads playlist YouTube derives from a channel id (UC… → UU…). */
export const UPLOADS_OF = (channelId: string): string => `UU${channelId.slice(2)}`;

export function callOptions(server: SandboxServer) {
  return { rootUrl: `${server.url}/`, retry: false };
}

import { walkConsent, type ConsentChoice as BrowserChoice } from '../src/testing/consent-walker.ts';

export { walkConsent, type BrowserChoice };

export interface Session {
  auth: OAuth2Client;
  tokens: {
    access_token?: string | null;
    refresh_token?: string | null;
    id_token?: string | null;
    scope?: string;
  };
}

/** Full code flow with PKCE: auth URL → pages → code → token exchange. */
export async function signIn(
  server: SandboxServer,
  scopes: string[],
  choice: BrowserChoice,
  extra: { prompt?: string; nonce?: string } = {},
): Promise<Session> {
  const auth = oauthClient(server);
  const { codeVerifier, codeChallenge } = await auth.generateCodeVerifierAsync();
  const url = auth.generateAuthUrl({
    access_type: 'offline',
    prompt: extra.prompt ?? 'consent select_account',
    include_granted_scopes: true,
    scope: scopes,
    state: 'state-123',
    code_challenge: codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
    ...(extra.nonce ? { nonce: extra.nonce } : {}),
  });
  const { redirect } = await walkConsent(url, choice);
  const code = redirect.searchParams.get('code');
  if (!code) throw new Error(`no code in ${redirect.toString()}`);
  const { tokens } = await auth.getToken({ code, codeVerifier });
  auth.setCredentials(tokens);
  return { auth, tokens };
}

/** Exchanges a refresh token through the public API (credentials with only a refresh token). */
export async function refreshWith(auth: OAuth2Client, refreshToken: string): Promise<string> {
  auth.setCredentials({ refresh_token: refreshToken });
  const { token } = await auth.getAccessToken();
  return token ?? '';
}

/** The `errors[0].reason` of a failed Google API call. */
export async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const data = (error as { response?: { data?: { error?: { errors?: { reason?: string }[] } | string } } })
      .response?.data;
    if (data && typeof data.error === 'object') return data.error.errors?.[0]?.reason ?? 'no-reason';
    if (data && typeof data.error === 'string') return data.error;
    return (error as Error).message;
  }
  return 'resolved';
}
