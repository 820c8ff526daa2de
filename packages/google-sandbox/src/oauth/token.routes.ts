// POST /token: authorization_code (client auth, exact redirect_uri, PKCE, single-use codes) and refresh_token.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxCore } from '../core.ts';
import { formBody } from '../http/body.ts';
import type { SandboxClientRegistration } from './clients.ts';
import type { Grant } from './grants.ts';
import { buildIdToken } from './id-token.ts';
import { SCOPES } from './scopes.ts';
import type { CodeFailure } from './token-service.ts';

const tokenForm = z.object({
  grant_type: z.string().optional(),
  code: z.string().optional(),
  redirect_uri: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  code_verifier: z.string().optional(),
  refresh_token: z.string().optional(),
});

const CODE_FAILURES: Record<CodeFailure, [string, string]> = {
  unknown: ['invalid_grant', 'Malformed auth code.'],
  used: ['invalid_grant', 'Bad Request'],
  expired: ['invalid_grant', 'Bad Request'],
  client: ['invalid_grant', 'Bad Request'],
  redirect: ['redirect_uri_mismatch', 'Bad Request'],
  verifierMissing: ['invalid_grant', 'Missing code verifier.'],
  verifier: ['invalid_grant', 'Invalid code verifier.'],
};

function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify({ error, error_description: description }, null, 2));
}

function basicCredentials(req: FastifyRequest): { id: string; secret: string } | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith('Basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return {
    id: decodeURIComponent(decoded.slice(0, colon)),
    secret: decodeURIComponent(decoded.slice(colon + 1)),
  };
}

export function registerTokenRoutes(app: FastifyInstance, core: SandboxCore): void {
  const tokenResponse = (
    reply: FastifyReply,
    grant: Grant,
    scopes: string[],
    options: { refreshToken?: string; nonce?: string },
  ) => {
    const access = core.tokens.issueAccessToken(grant, scopes);
    const ttl = core.settings.accessTokenTtlSeconds;
    const body: Record<string, unknown> = {
      access_token: access.token,
      expires_in: ttl > 0 ? ttl - 1 : ttl,
      ...(options.refreshToken ? { refresh_token: options.refreshToken } : {}),
      scope: scopes.join(' '),
      token_type: 'Bearer',
    };
    if (scopes.includes(SCOPES.openid)) {
      const idToken = buildIdToken(core, grant, scopes, access.token, options.nonce);
      if (idToken) body.id_token = idToken;
    }
    return reply
      .header('cache-control', 'no-cache, no-store, max-age=0, must-revalidate')
      .header('pragma', 'no-cache')
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify(body, null, 2));
  };

  app.post('/token', (req, reply) => {
    const parsed = tokenForm.safeParse(formBody(req));
    if (!parsed.success) return oauthError(reply, 400, 'invalid_request', 'Invalid request.');
    const form = parsed.data;
    const basic = basicCredentials(req);
    const clientId = basic?.id ?? form.client_id;
    if (!clientId)
      return oauthError(reply, 400, 'invalid_request', 'Could not determine client ID from request.');
    if (!core.clients.get(clientId))
      return oauthError(reply, 401, 'invalid_client', 'The OAuth client was not found.');
    const client: SandboxClientRegistration | undefined = core.clients.authenticate(
      clientId,
      basic?.secret ?? form.client_secret,
    );
    if (!client) return oauthError(reply, 401, 'invalid_client', 'Unauthorized');

    if (form.grant_type === 'authorization_code') {
      if (!form.code) return oauthError(reply, 400, 'invalid_request', 'Missing required parameter: code');
      const result = core.tokens.redeemCode(form.code, clientId, form.redirect_uri, form.code_verifier);
      if (typeof result === 'string') {
        const [error, description] = CODE_FAILURES[result];
        return oauthError(reply, 400, error, description);
      }
      const grant = core.auth.grants[result.grantId];
      if (!grant || grant.revokedAtMs !== undefined)
        return oauthError(reply, 400, 'invalid_grant', 'Bad Request');
      const refresh = result.issueRefreshToken
        ? core.tokens.issueRefreshToken(grant, result.scopes)
        : undefined;
      return tokenResponse(reply, grant, result.scopes, {
        ...(refresh ? { refreshToken: refresh.token } : {}),
        ...(result.nonce ? { nonce: result.nonce } : {}),
      });
    }
    if (form.grant_type === 'refresh_token') {
      if (!form.refresh_token)
        return oauthError(reply, 400, 'invalid_request', 'Missing required parameter: refresh_token');
      const used = core.tokens.useRefreshToken(form.refresh_token, clientId);
      if (!used) return oauthError(reply, 400, 'invalid_grant', 'Token has been expired or revoked.');
      return tokenResponse(reply, used.grant, used.record.scopes, {});
    }
    return oauthError(reply, 400, 'unsupported_grant_type', `Invalid grant_type: ${form.grant_type ?? ''}`);
  });
}
