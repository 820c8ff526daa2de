// Live sessions remembered for a short while, so a signed-in read does not look its session up every time. Only
// for a single app process (the embedded database): each change that ends a session or alters its user's access
// forgets that session or user here, in the process that made it. With several processes (PostgreSQL) one
// could not hear another's sign-out, so there is no cache there.
import type { LiveSession } from './sessions.repo.ts';

/** How long a session is remembered between changes (a change forgets it at once). */
export const SESSION_CACHE_MS = 30_000;

export class SessionCache {
  private readonly entries = new Map<string, { live: LiveSession; until: number }>();
  /** Bumped by every forget: a lookup that was under way meanwhile may have read the old rows. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  constructor(options: { ttlMs: number; maxEntries?: number }) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  async read(key: string, load: () => Promise<LiveSession | undefined>): Promise<LiveSession | undefined> {
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.until > now) return cached.live;
    if (cached) this.entries.delete(key);
    const generation = this.generation;
    const live = await load();
    if (live && generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { live, until: Math.min(now + this.ttlMs, live.expiresAt.getTime()) });
    }
    return live;
  }

  forgetSession(sessionId: string): void {
    this.forget((live) => live.sessionId === sessionId);
  }

  forgetUser(userId: string): void {
    this.forget((live) => live.userId === userId);
  }

  private forget(matches: (live: LiveSession) => boolean): void {
    this.generation++;
    for (const [key, { live }] of this.entries) if (matches(live)) this.entries.delete(key);
  }
}
