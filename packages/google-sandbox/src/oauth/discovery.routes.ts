// OIDC discovery with the sandbox's own issuer, the JWKS and the PEM certificate map (with Cache-Control max-age,
// which google-auth-library honours).
import type { FastifyInstance } from 'fastify';
import type { SandboxCore } from '../core.ts';

const CERTS_MAX_AGE = 'public, max-age=21600, must-revalidate, no-transform';

export function registerDiscoveryRoutes(app: FastifyInstance, core: SandboxCore): void {
  app.get('/.well-known/openid-configuration', (_req, reply) => {
    const base = core.baseUrl();
    return reply.header('cache-control', 'public, max-age=3600').send({
      issuer: base,
      authorization_endpoint: `${base}/o/oauth2/v2/auth`,
      token_endpoint: `${base}/token`,
      userinfo_endpoint: `${base}/v1/userinfo`,
      revocation_endpoint: `${base}/revoke`,
      jwks_uri: `${base}/oauth2/v3/certs`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: [
        'aud',
        'email',
        'email_verified',
        'exp',
        'family_name',
        'given_name',
        'iat',
        'iss',
        'name',
        'picture',
        'sub',
      ],
      code_challenge_methods_supported: ['plain', 'S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
  });
  app.get('/oauth2/v3/certs', (_req, reply) =>
    reply.header('cache-control', CERTS_MAX_AGE).send(core.keys.jwks()),
  );
  app.get('/oauth2/v1/certs', (_req, reply) =>
    reply.header('cache-control', CERTS_MAX_AGE).send(core.keys.pemMap()),
  );
}
