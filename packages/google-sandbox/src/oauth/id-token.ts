// RS256 ID tokens with Google's claims: iss (the sandbox's issuer), azp, aud, sub, email, email_verified,
// at_hash, name, picture, given_name, family_name, hd (Workspace), nonce, iat, exp.
import type { SandboxCore } from '../core.ts';
import type { Identity } from '../state/model.ts';
import type { Grant } from './grants.ts';
import { accessTokenHash } from './signing-keys.ts';
import { SCOPES } from './scopes.ts';

export const ID_TOKEN_TTL_SECONDS = 3600;

/** The identity a grant stands for (the brand account for a brand channel) and its picture URL. */
export function grantIdentity(core: SandboxCore, grant: Grant): (Identity & { picture: string }) | undefined {
  const account = core.world.account(grant.accountId);
  if (!account) return undefined;
  const channel = grant.channelId ? core.world.channel(grant.channelId) : undefined;
  if (channel?.kind === 'brand') {
    return { ...channel.identity, picture: `${core.baseUrl()}/avatars/${channel.id}/88.jpg` };
  }
  return { ...account, picture: `${core.baseUrl()}/people/${account.id}/photo.jpg` };
}

export function buildIdToken(
  core: SandboxCore,
  grant: Grant,
  scopes: string[],
  accessToken: string,
  nonce?: string,
) {
  const identity = grantIdentity(core, grant);
  if (!identity) return undefined;
  const iat = Math.floor(core.clock.nowMs() / 1000);
  const claims: Record<string, unknown> = {
    iss: core.baseUrl(),
    azp: grant.clientId,
    aud: grant.clientId,
    sub: identity.sub,
  };
  if (identity.hd) claims.hd = identity.hd;
  if (scopes.includes(SCOPES.email)) {
    claims.email = identity.email;
    claims.email_verified = true;
  }
  claims.at_hash = accessTokenHash(accessToken);
  if (nonce) claims.nonce = nonce;
  if (scopes.includes(SCOPES.profile)) {
    claims.name = identity.name;
    claims.picture = identity.picture;
    if (identity.givenName) claims.given_name = identity.givenName;
    if (identity.familyName) claims.family_name = identity.familyName;
  }
  claims.iat = iat;
  claims.exp = iat + ID_TOKEN_TTL_SECONDS;
  return core.keys.signJwt(claims);
}
