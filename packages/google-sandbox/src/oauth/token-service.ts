// Issues and checks codes and tokens: PKCE, single-use short-lived codes, refresh-token rules (revocation,
// 6-month inactivity, the Testing-mode 7-day expiry, the 100-token cap) and revocation of whole grants.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SandboxClock } from '../util/clock.ts';
import { randomId } from '../util/ids.ts';
import type { Settings } from '../state/settings.ts';
import {
  REFRESH_TOKEN_CAP,
  SIX_MONTHS_MS,
  TESTING_REFRESH_TTL_MS,
  type AccessTokenRecord,
  type AuthState,
  type Grant,
  type RefreshTokenRecord,
} from './grants.ts';
import { isBasicScope } from './scopes.ts';

export interface AuthCode {
  code: string;
  clientId: string;
  redirectUri: string;
  grantId: string;
  scopes: string[];
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  nonce?: string;
  issueRefreshToken: boolean;
  expiresAtMs: number;
  used: boolean;
}

export const CODE_TTL_MS = 60_000;

export type CodeFailure =
  'unknown' | 'used' | 'expired' | 'client' | 'redirect' | 'verifierMissing' | 'verifier';
export type TokenCheck =
  | { ok: true; access: AccessTokenRecord; grant: Grant }
  | { ok: false; access?: AccessTokenRecord; grant?: Grant };

function pkceMatches(code: AuthCode, verifier: string): boolean {
  const expected =
    code.codeChallengeMethod === 'plain'
      ? verifier
      : createHash('sha256').update(verifier).digest('base64url');
  const a = Buffer.from(expected);
  const b = Buffer.from(code.codeChallenge ?? '');
  return a.length === b.length && timingSafeEqual(a, b);
}

export class TokenService {
  readonly state: () => AuthState;
  private readonly clock: SandboxClock;
  private readonly settings: () => Settings;
  private readonly onChange: () => void;
  private readonly codes = new Map<string, AuthCode>();

  constructor(state: () => AuthState, clock: SandboxClock, settings: () => Settings, onChange: () => void) {
    this.state = state;
    this.clock = clock;
    this.settings = settings;
    this.onChange = onChange;
  }

  /** The grant for (client, identity), created on first consent; scopes accumulate. */
  upsertGrant(init: Omit<Grant, 'id' | 'createdAtMs' | 'scopes'>, scopes: string[]): Grant {
    const grants = this.state().grants;
    let grant = Object.values(grants).find(
      (g) => g.clientId === init.clientId && g.sub === init.sub && g.revokedAtMs === undefined,
    );
    if (!grant) {
      grant = { ...init, id: `grant_${randomId(9)}`, scopes: [], createdAtMs: this.clock.nowMs() };
      grants[grant.id] = grant;
    }
    grant.channelId = init.channelId;
    grant.scopes = [...new Set([...grant.scopes, ...scopes])];
    this.onChange();
    return grant;
  }

  findGrant(clientId: string, sub: string): Grant | undefined {
    return Object.values(this.state().grants).find(
      (g) => g.clientId === clientId && g.sub === sub && g.revokedAtMs === undefined,
    );
  }

  hasLiveRefreshToken(grantId: string): boolean {
    return Object.values(this.state().refreshTokens).some(
      (r) => r.grantId === grantId && this.refreshAlive(r),
    );
  }

  issueCode(init: Omit<AuthCode, 'code' | 'expiresAtMs' | 'used'>): AuthCode {
    const code: AuthCode = {
      ...init,
      code: `4/0${randomId(48)}`,
      expiresAtMs: this.clock.nowMs() + CODE_TTL_MS,
      used: false,
    };
    this.codes.set(code.code, code);
    return code;
  }

  redeemCode(
    value: string,
    clientId: string,
    redirectUri: string | undefined,
    verifier: string | undefined,
  ): AuthCode | CodeFailure {
    const code = this.codes.get(value);
    if (!code) return 'unknown';
    if (code.used) {
      // A replayed code revokes what it produced (RFC 6749 §4.1.2).
      this.revokeGrant(code.grantId);
      return 'used';
    }
    code.used = true;
    if (code.expiresAtMs < this.clock.nowMs()) return 'expired';
    if (code.clientId !== clientId) return 'client';
    if (code.redirectUri !== redirectUri) return 'redirect';
    if (code.codeChallenge) {
      if (!verifier) return 'verifierMissing';
      if (!pkceMatches(code, verifier)) return 'verifier';
    }
    return code;
  }

  issueAccessToken(grant: Grant, scopes: string[]): AccessTokenRecord {
    const now = this.clock.nowMs();
    const record: AccessTokenRecord = {
      token: `ya29.a0${randomId(96)}`,
      grantId: grant.id,
      clientId: grant.clientId,
      scopes,
      issuedAtMs: now,
      expiresAtMs: now + this.settings().accessTokenTtlSeconds * 1000,
    };
    this.state().accessTokens[record.token] = record;
    this.onChange();
    return record;
  }

  issueRefreshToken(grant: Grant, scopes: string[]): RefreshTokenRecord {
    const now = this.clock.nowMs();
    const testing = this.settings().publishingStatus === 'testing' && scopes.some((s) => !isBasicScope(s));
    const record: RefreshTokenRecord = {
      token: `1//0${randomId(72)}`,
      grantId: grant.id,
      scopes,
      issuedAtMs: now,
      lastUsedAtMs: now,
      ...(testing ? { expiresAtMs: now + TESTING_REFRESH_TTL_MS } : {}),
    };
    const state = this.state();
    state.refreshTokens[record.token] = record;
    // Google keeps at most 100 live refresh tokens per account and client; the 101st silently kills the oldest.
    const grantsOfIdentity = new Set(
      Object.values(state.grants)
        .filter((g) => g.clientId === grant.clientId && g.accountId === grant.accountId)
        .map((g) => g.id),
    );
    const live = Object.values(state.refreshTokens)
      .filter((r) => grantsOfIdentity.has(r.grantId) && this.refreshAlive(r))
      .sort((a, b) => a.issuedAtMs - b.issuedAtMs);
    for (const old of live.slice(0, Math.max(0, live.length - REFRESH_TOKEN_CAP))) old.revokedAtMs = now;
    this.onChange();
    return record;
  }

  refreshAlive(record: RefreshTokenRecord): boolean {
    const now = this.clock.nowMs();
    const grant = this.state().grants[record.grantId];
    if (!grant || grant.revokedAtMs !== undefined || record.revokedAtMs !== undefined) return false;
    if (record.expiresAtMs !== undefined && record.expiresAtMs <= now) return false;
    return now - record.lastUsedAtMs < SIX_MONTHS_MS;
  }

  /** The refresh token if it is still usable (and marks it used); undefined means invalid_grant. */
  useRefreshToken(token: string, clientId: string): { record: RefreshTokenRecord; grant: Grant } | undefined {
    const record = this.state().refreshTokens[token];
    const grant = record ? this.state().grants[record.grantId] : undefined;
    if (!record || !grant || grant.clientId !== clientId || !this.refreshAlive(record)) return undefined;
    record.lastUsedAtMs = this.clock.nowMs();
    this.onChange();
    return { record, grant };
  }

  checkAccessToken(token: string): TokenCheck {
    const access = this.state().accessTokens[token];
    if (!access) return { ok: false };
    const grant = this.state().grants[access.grantId];
    if (!grant) return { ok: false, access };
    const alive =
      grant.revokedAtMs === undefined &&
      access.revokedAtMs === undefined &&
      access.expiresAtMs > this.clock.nowMs();
    return alive ? { ok: true, access, grant } : { ok: false, access, grant };
  }

  /** Revoking any token of a grant revokes the whole grant (Google revokes all scopes at once). */
  revokeToken(token: string): boolean {
    const state = this.state();
    const grantId = state.accessTokens[token]?.grantId ?? state.refreshTokens[token]?.grantId;
    if (!grantId) return false;
    const grant = state.grants[grantId];
    if (!grant || grant.revokedAtMs !== undefined) return false;
    this.revokeGrant(grantId);
    return true;
  }

  revokeGrant(grantId: string): boolean {
    const state = this.state();
    const grant = state.grants[grantId];
    if (!grant) return false;
    const now = this.clock.nowMs();
    grant.revokedAtMs ??= now;
    for (const r of Object.values(state.refreshTokens)) if (r.grantId === grantId) r.revokedAtMs ??= now;
    for (const a of Object.values(state.accessTokens)) if (a.grantId === grantId) a.revokedAtMs ??= now;
    this.onChange();
    return true;
  }

  /** Makes access tokens (all, of one grant, or one token) expire now; refresh still works. */
  expireAccessTokens(filter: { grantId?: string; token?: string } = {}): number {
    const now = this.clock.nowMs();
    let count = 0;
    for (const access of Object.values(this.state().accessTokens)) {
      if (filter.grantId && access.grantId !== filter.grantId) continue;
      if (filter.token && access.token !== filter.token) continue;
      if (access.expiresAtMs > now) {
        access.expiresAtMs = now;
        count += 1;
      }
    }
    this.onChange();
    return count;
  }

  /** Makes refresh tokens (all, or of one grant) expire now, as the 7-day Testing rule would. */
  expireRefreshTokens(filter: { grantId?: string } = {}): number {
    const now = this.clock.nowMs();
    let count = 0;
    for (const record of Object.values(this.state().refreshTokens)) {
      if (filter.grantId && record.grantId !== filter.grantId) continue;
      if (this.refreshAlive(record)) {
        record.expiresAtMs = now;
        count += 1;
      }
    }
    this.onChange();
    return count;
  }

  clearCodes(): void {
    this.codes.clear();
  }
}
