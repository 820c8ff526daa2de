// Sessions: an opaque random token in an httpOnly cookie (browsers) or a bearer header (native app), stored
// only as a hash, with idle and absolute expiry. A new session is created at every sign-in (rotation).
import type { SessionRow } from '../../db/schema.ts';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token.ts';
import type { SessionCache } from './session-cache.ts';
import type { LiveSession, SessionsRepo } from './sessions.repo.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Refreshing last-seen on every request would be a write per request; once per 10 minutes is enough. */
const TOUCH_INTERVAL_MS = 10 * 60 * 1000;

export interface SessionPolicy {
  idleDays: number;
  maxDays: number;
}

export class SessionService {
  private readonly repo: SessionsRepo;
  private readonly policy: SessionPolicy;
  private readonly cache: SessionCache | undefined;
  /** `cache`: shared between processes when several serve the database (see session-cache.ts). */
  constructor(repo: SessionsRepo, policy: SessionPolicy, cache?: SessionCache) {
    this.repo = repo;
    this.policy = policy;
    this.cache = cache;
  }

  async create(input: {
    userId: string;
    kind: 'cookie' | 'bearer';
    providerTokenEnc: string | null;
    userAgent: string | null;
  }): Promise<{ token: string; session: SessionRow }> {
    const token = newOpaqueToken();
    const now = Date.now();
    const session = await this.repo.insert({
      tokenHash: hashOpaqueToken(token),
      userId: input.userId,
      kind: input.kind,
      providerTokenEnc: input.providerTokenEnc,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      idleExpiresAt: new Date(now + this.policy.idleDays * DAY_MS),
      expiresAt: new Date(now + this.policy.maxDays * DAY_MS),
    });
    return { token, session };
  }

  async resolve(token: string, kind: 'cookie' | 'bearer'): Promise<LiveSession | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const tokenHash = hashOpaqueToken(token);
    const load = () => this.repo.findLive(tokenHash, kind);
    const found = this.cache ? await this.cache.read(`${kind}:${tokenHash}`, load) : await load();
    // A disabled user's sessions are deleted when they are disabled; refusing here too closes any gap at once.
    if (!found || found.disabled) return null;
    if (Date.now() - found.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.repo.touch(found.sessionId, new Date(Date.now() + this.policy.idleDays * DAY_MS));
      // Its last-seen time and idle expiry just moved; another process's copy only ends sooner than it would.
      this.cache?.forgetSessionHere(found.sessionId);
    }
    return found;
  }

  attachProviderToken(sessionId: string, sealed: string): Promise<void> {
    return this.repo.setProviderToken(sessionId, sealed);
  }

  listForUser(userId: string): Promise<SessionRow[]> {
    return this.repo.listForUser(userId);
  }

  async destroy(sessionId: string): Promise<SessionRow | undefined> {
    const deleted = await this.repo.delete(sessionId);
    await this.cache?.forgetSession(sessionId);
    return deleted;
  }

  /** After a change to the user's access (disabled, role, deleted) took effect: their sessions are read afresh. */
  async forgetUser(userId: string): Promise<void> {
    await this.cache?.forgetUser(userId);
  }
}
