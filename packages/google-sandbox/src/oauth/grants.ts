// Grants, refresh tokens and access tokens: the persisted half of the OAuth state. A grant is one OAuth client's
// authorization by one Google identity (a person, or a brand account), bound to at most one channel.

export interface Grant {
  id: string;
  clientId: string;
  accountId: string;
  /** The identity the grant belongs to: the account's subject, or the brand account's. */
  sub: string;
  channelId: string | null;
  scopes: string[];
  createdAtMs: number;
  revokedAtMs?: number;
}

export interface RefreshTokenRecord {
  token: string;
  grantId: string;
  scopes: string[];
  issuedAtMs: number;
  lastUsedAtMs: number;
  revokedAtMs?: number;
  /** Set in "testing" publishing status for non-basic scopes: dies 7 days after issue. */
  expiresAtMs?: number;
}

export interface AccessTokenRecord {
  token: string;
  grantId: string;
  clientId: string;
  scopes: string[];
  issuedAtMs: number;
  expiresAtMs: number;
  revokedAtMs?: number;
}

export interface AuthState {
  grants: Record<string, Grant>;
  refreshTokens: Record<string, RefreshTokenRecord>;
  accessTokens: Record<string, AccessTokenRecord>;
}

export function emptyAuthState(): AuthState {
  return { grants: {}, refreshTokens: {}, accessTokens: {} };
}

export const SIX_MONTHS_MS = 183 * 86_400_000;
export const TESTING_REFRESH_TTL_MS = 7 * 86_400_000;
export const REFRESH_TOKEN_CAP = 100;

/** Drops expired access tokens after a day so the persisted state stays small. */
export function pruneAuthState(state: AuthState, nowMs: number): void {
  for (const [token, record] of Object.entries(state.accessTokens)) {
    if (record.expiresAtMs < nowMs - 86_400_000) delete state.accessTokens[token];
  }
}
