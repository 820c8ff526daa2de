// The one place that speaks OAuth 2.0 / OpenID Connect with Google (or the sandbox): authorization URLs with
// PKCE, the code exchange, refresh, revocation and ID-token verification. Responses are parsed with zod.
import { createHash, randomBytes } from 'node:crypto';
import { OAuth2Client } from 'google-auth-library';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { GoogleEndpoints } from './google-endpoints.ts';

export interface OAuthClientCredentials {
  clientId: string;
  clientSecret: string;
}

const TokenResponse = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int(),
  scope: z.string().default(''),
  token_type: z.string(),
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;

const TokenError = z.object({ error: z.string(), error_description: z.string().optional() });

export interface VerifiedIdentity {
  issuer: string;
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
}

/** A grant that can no longer be used (revoked, expired, or a reused code): the user must authorize again. */
export class InvalidGrantError extends Error {
  override name = 'InvalidGrantError';
}

export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export class GoogleOAuthClient {
  private readonly endpoints: GoogleEndpoints;
  private readonly credentials: OAuthClientCredentials;
  private readonly client: OAuth2Client;

  constructor(endpoints: GoogleEndpoints, credentials: OAuthClientCredentials) {
    this.endpoints = endpoints;
    this.credentials = credentials;
    this.client = new OAuth2Client({
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
      endpoints: {
        oauth2AuthBaseUrl: endpoints.authorizationUrl,
        oauth2TokenUrl: endpoints.tokenUrl,
        oauth2RevokeUrl: endpoints.revokeUrl,
        oauth2FederatedSignonPemCertsUrl: endpoints.pemCertsUrl,
        oauth2FederatedSignonJwkCertsUrl: endpoints.jwksUrl,
      },
      issuers: [endpoints.issuer],
    });
  }

  get clientId(): string {
    return this.credentials.clientId;
  }

  get issuer(): string {
    return this.endpoints.issuer;
  }

  authorizationUrl(options: {
    redirectUri: string;
    scopes: readonly string[];
    state: string;
    codeChallenge: string;
    nonce?: string;
    offline?: boolean;
    prompt?: string;
    includeGrantedScopes?: boolean;
    loginHint?: string;
  }): string {
    const url = new URL(this.endpoints.authorizationUrl);
    const params: Record<string, string | undefined> = {
      client_id: this.credentials.clientId,
      redirect_uri: options.redirectUri,
      response_type: 'code',
      scope: options.scopes.join(' '),
      state: options.state,
      code_challenge: options.codeChallenge,
      code_challenge_method: 'S256',
      nonce: options.nonce,
      access_type: options.offline ? 'offline' : 'online',
      prompt: options.prompt,
      include_granted_scopes: options.includeGrantedScopes ? 'true' : undefined,
      login_hint: options.loginHint,
    };
    for (const [key, value] of Object.entries(params))
      if (value !== undefined) url.searchParams.set(key, value);
    return url.toString();
  }

  async exchangeCode(code: string, codeVerifier: string, redirectUri: string): Promise<TokenResponse> {
    return this.tokenRequest({
      grant_type: 'authorization_code',
      code,
      code_verifier: codeVerifier,
      redirect_uri: redirectUri,
    });
  }

  async refresh(refreshToken: string): Promise<TokenResponse> {
    return this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** Revokes a grant at Google. A token that is already invalid counts as revoked. */
  async revoke(token: string): Promise<void> {
    const response = await fetch(this.endpoints.revokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      throw new AppError('UPSTREAM_UNAVAILABLE', 'Google could not be reached to revoke access.', {
        cause: error,
      });
    });
    if (response.ok || response.status === 400) return;
    throw new AppError('UPSTREAM_UNAVAILABLE', `Google answered ${response.status} when revoking access.`);
  }

  /**
   * The identity (`sub`) whose grant issued this access token, or null when Google cannot say. Revoking any
   * token revokes that whole grant, so connections sharing a subject must know about each other.
   */
  async grantSubject(accessToken: string): Promise<string | null> {
    try {
      const response = await fetch(this.endpoints.tokeninfoUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ access_token: accessToken }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) return null;
      const info = (await response.json()) as { sub?: unknown };
      return typeof info.sub === 'string' && info.sub ? info.sub : null;
    } catch {
      return null;
    }
  }

  async verifyIdToken(idToken: string, expectedNonce: string | null): Promise<VerifiedIdentity> {
    let payload;
    try {
      const ticket = await this.client.verifyIdToken({ idToken, audience: this.credentials.clientId });
      payload = ticket.getPayload();
    } catch (error) {
      throw new AppError('AUTH_REQUIRED', 'Google sign-in could not be verified. Please try again.', {
        cause: error,
      });
    }
    if (!payload?.sub || !payload.email) {
      throw new AppError('AUTH_REQUIRED', 'Google did not share the account identity. Please try again.');
    }
    if (expectedNonce !== null && payload.nonce !== expectedNonce) {
      throw new AppError('AUTH_REQUIRED', 'The sign-in response did not match this sign-in attempt.');
    }
    return {
      issuer: payload.iss,
      sub: payload.sub,
      email: payload.email,
      emailVerified: payload.email_verified === true,
      name: payload.name ?? payload.email,
      picture: payload.picture ?? null,
    };
  }

  private async tokenRequest(fields: Record<string, string>): Promise<TokenResponse> {
    let response: Response;
    try {
      response = await fetch(this.endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: new URLSearchParams({
          ...fields,
          client_id: this.credentials.clientId,
          client_secret: this.credentials.clientSecret,
        }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new AppError('UPSTREAM_UNAVAILABLE', 'Google could not be reached. Please try again.', {
        cause: error,
      });
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const parsed = TokenResponse.safeParse(body);
      if (parsed.success) return parsed.data;
      throw new AppError('UPSTREAM_UNAVAILABLE', 'Google answered the token request in an unexpected shape.');
    }
    const error = TokenError.safeParse(body);
    if (error.success && error.data.error === 'invalid_grant') {
      throw new InvalidGrantError(error.data.error_description ?? 'Token has been expired or revoked.');
    }
    if (
      error.success &&
      (error.data.error === 'invalid_client' || error.data.error === 'unauthorized_client')
    ) {
      throw new AppError(
        'INTERNAL',
        'The Google OAuth client is misconfigured on this server (invalid client).',
      );
    }
    if (response.status >= 500 || response.status === 429) {
      throw new AppError(
        'UPSTREAM_UNAVAILABLE',
        `Google answered ${response.status}. Please try again shortly.`,
      );
    }
    throw new AppError('AUTH_REQUIRED', 'Google refused the authorization. Please try again.');
  }
}
