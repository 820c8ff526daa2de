// Live sessions remembered for a short while, so a signed-in read does not look its session up every time. Each
// change that ends a session or alters its user's access forgets that session or user here. With one app process
// (the embedded database) that is all. With several (PostgreSQL) the cache is shared: a change is also sent to the
// other processes (`publish`, PostgreSQL's NOTIFY), which forget it when they hear it (`hear`). While a process
// cannot hear the others (its listening connection is down, or not up yet) it remembers nothing.
import type { LiveSession } from './sessions.repo.ts';

/** How long a session is remembered between changes (a change forgets it at once). */
export const SESSION_CACHE_MS = 30_000;

/** What a change forgets, as sent between processes: `session:<id>` or `user:<id>`. */
type Change = `session:${string}` | `user:${string}`;

export class SessionCache {
  private readonly entries = new Map<string, { live: LiveSession; until: number }>();
  /** Bumped by every forget: a lookup that was under way meanwhile may have read the old rows. */
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly publish: ((change: Change) => Promise<void>) | undefined;
  /** False while changes from other processes could be missed (shared caches only). */
  private hearing: boolean;

  constructor(options: { ttlMs: number; maxEntries?: number; publish?: (change: Change) => Promise<void> }) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.publish = options.publish;
    this.hearing = !options.publish;
  }

  async read(key: string, load: () => Promise<LiveSession | undefined>): Promise<LiveSession | undefined> {
    if (!this.hearing) return load();
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.until > now) return cached.live;
    if (cached) this.entries.delete(key);
    const generation = this.generation;
    const live = await load();
    if (live && generation === this.generation && this.hearing) {
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, { live, until: Math.min(now + this.ttlMs, live.expiresAt.getTime()) });
    }
    return live;
  }

  /** The session ended: forgotten here and, for a shared cache, in every other process. */
  async forgetSession(sessionId: string): Promise<void> {
    this.forgetHere(`session:${sessionId}`);
    await this.publish?.(`session:${sessionId}`);
  }

  /** The user's access changed: their sessions are forgotten here and, for a shared cache, everywhere. */
  async forgetUser(userId: string): Promise<void> {
    this.forgetHere(`user:${userId}`);
    await this.publish?.(`user:${userId}`);
  }

  /** Forgets only here what changed in this process and nowhere else (e.g. a session's last-seen time). */
  forgetSessionHere(sessionId: string): void {
    this.forgetHere(`session:${sessionId}`);
  }

  /** A change another process published (anything else is ignored). */
  hear(message: string): void {
    if (/^(session|user):[\w-]{1,100}$/.test(message)) this.forgetHere(message as Change);
  }

  /** Changes from other processes are heard from now on. */
  listening(): void {
    this.generation++;
    this.hearing = true;
  }

  /** Changes from other processes may be missed until `listening`: remember nothing meanwhile. */
  deaf(): void {
    this.generation++;
    this.hearing = false;
    this.entries.clear();
  }

  private forgetHere(change: Change): void {
    this.generation++;
    const [kind, id] = change.split(':') as ['session' | 'user', string];
    for (const [key, { live }] of this.entries)
      if ((kind === 'session' ? live.sessionId : live.userId) === id) this.entries.delete(key);
  }
}
