import type { DatabaseHandle } from '../../db/database.ts';
import { PgChannel } from '../../db/pg-channel.ts';
import { SESSION_CACHE_MS, SessionCache } from './session-cache.ts';

/**
 * The embedded database has one app process, which hears every sign-out and access change itself. On PostgreSQL
 * the processes tell each other over a LISTEN/NOTIFY channel (session-cache.ts).
 */
export function createSessionCache(database: DatabaseHandle) {
  if (database.kind === 'embedded') return { sessionCache: new SessionCache({ ttlMs: SESSION_CACHE_MS }) };
  if (!database.connectionString) return { sessionCache: undefined };
  const sessionChanges = new PgChannel({
    connectionString: database.connectionString,
    channel: 'vidcraft_session_changes',
    pool: database.pool,
    warn: (message, error) => console.warn(message, error instanceof Error ? error.message : error),
  });
  const sessionCache = new SessionCache({
    ttlMs: SESSION_CACHE_MS,
    publish: (change) => sessionChanges.publish(change),
  });
  sessionChanges.start({
    message: (payload) => sessionCache.hear(payload),
    ready: () => sessionCache.listening(),
    lost: () => sessionCache.deaf(),
  });
  return { sessionCache, sessionChanges };
}
