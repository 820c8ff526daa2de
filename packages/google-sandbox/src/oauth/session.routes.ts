// Revocation, tokeninfo and the OpenID userinfo endpoint.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxCore } from '../core.ts';
import { formBody } from '../http/body.ts';
import { scalarParam, type RawQuery } from '../http/query.ts';
import { grantIdentity } from './id-token.ts';
import { SCOPES } from './scopes.ts';

function json(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(body, null, 2));
}

function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  return header && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : undefined;
}

export function registerSessionRoutes(app: FastifyInstance, core: SandboxCore): void {
  const revoke = (req: FastifyRequest, reply: FastifyReply) => {
    const token = scalarParam(req.query as RawQuery, 'token') ?? formBody(req).token;
    if (!token)
      return json(reply, 400, {
        error: 'invalid_request',
        error_description: 'Missing required parameter: token',
      });
    if (!core.tokens.revokeToken(token)) {
      return json(reply, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
    }
    return json(reply, 200, {});
  };
  app.post('/revoke', revoke);
  app.get('/revoke', revoke);

  const tokeninfo = (req: FastifyRequest, reply: FastifyReply) => {
    const query = req.query as RawQuery;
    const token = scalarParam(query, 'access_token') ?? formBody(req).access_token ?? bearer(req);
    const check = token ? core.tokens.checkAccessToken(token) : undefined;
    if (!check?.ok) return json(reply, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
    const identity = grantIdentity(core, check.grant);
    const expiresIn = Math.max(0, Math.floor((check.access.expiresAtMs - core.clock.nowMs()) / 1000));
    return json(reply, 200, {
      azp: check.access.clientId,
      aud: check.access.clientId,
      sub: identity?.sub ?? '',
      scope: check.access.scopes.join(' '),
      exp: String(Math.floor(check.access.expiresAtMs / 1000)),
      expires_in: String(expiresIn),
      ...(check.access.scopes.includes(SCOPES.email) && identity
        ? { email: identity.email, email_verified: 'true' }
        : {}),
      access_type: 'offline',
    });
  };
  app.get('/tokeninfo', tokeninfo);
  app.post('/tokeninfo', tokeninfo);

  const userinfo = (req: FastifyRequest, reply: FastifyReply) => {
    const token = bearer(req) ?? scalarParam(req.query as RawQuery, 'access_token');
    const check = token ? core.tokens.checkAccessToken(token) : undefined;
    const identity = check?.ok ? grantIdentity(core, check.grant) : undefined;
    if (!check?.ok || !identity) {
      reply.header('www-authenticate', 'Bearer realm="https://accounts.google.com/", error="invalid_token"');
      return json(reply, 401, { error: 'invalid_request', error_description: 'Invalid Credentials' });
    }
    const scopes = check.access.scopes;
    if (![SCOPES.openid, SCOPES.email, SCOPES.profile].some((s) => scopes.includes(s))) {
      return json(reply, 403, { error: 'insufficient_scope', error_description: 'Insufficient Permission' });
    }
    return json(reply, 200, {
      sub: identity.sub,
      ...(scopes.includes(SCOPES.profile)
        ? {
            name: identity.name,
            ...(identity.givenName ? { given_name: identity.givenName } : {}),
            ...(identity.familyName ? { family_name: identity.familyName } : {}),
            picture: identity.picture,
          }
        : {}),
      ...(scopes.includes(SCOPES.email) ? { email: identity.email, email_verified: true } : {}),
      ...(identity.hd ? { hd: identity.hd } : {}),
    });
  };
  app.get('/v1/userinfo', userinfo);
  app.get('/oauth2/v3/userinfo', userinfo);
}
