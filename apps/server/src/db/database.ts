// One SQL dialect everywhere: Kysely's PostgresDialect over node-postgres. Embedded mode connects node-postgres
// to PGlite running in its own thread (embedded-postgres.ts), which lets a few connections take turns on its one
// session, a transaction keeping it to itself (shared-session-server.ts). Scale-out mode uses a real PostgreSQL
// pool.
import fs from 'node:fs/promises';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { PreparingClient } from './preparing-client.ts';
import type { Database } from './schema.ts';

export type DatabaseTarget =
  | { kind: 'embedded'; dir: string }
  | { kind: 'memory' }
  | { kind: 'postgres'; url: string; poolSize: number };

export interface DatabaseHandle {
  db: Kysely<Database>;
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  /** PostgreSQL only: where a connection of its own is opened (LISTEN, db/pg-channel.ts). */
  connectionString?: string;
  /** Embedded only: a dump of the data dir (tests copy a migrated template from one). */
  dumpDataDir?: () => Promise<Uint8Array>;
  /** Embedded only: the database thread answers with PGlite open, without queueing behind the pool. */
  ping?: () => Promise<void>;
  close(): Promise<void>;
}

// node-postgres returns int8 (e.g. count(*)) as strings; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Calendar days (e.g. the quota day) stay 'YYYY-MM-DD' strings rather than local-midnight Dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/** Connections to the embedded database: enough to keep its one session busy under load (decision 053). */
export const EMBEDDED_CONNECTIONS = 4;

export async function openDatabase(
  target: DatabaseTarget,
  options: {
    /** Embedded only: a data-dir dump to start from. */
    loadDataDirFile?: string;
    onPoolError?: (error: Error) => void;
  } = {},
) {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize, Client: PreparingClient });
    // An idle connection the server drops (restart, failover, admin command) errors on the pool; the pool
    // discards it and opens another when needed. Without a listener that error would end the process.
    pool.on('error', (error) =>
      (options.onPoolError ?? ((e) => console.warn('database connection lost:', e.message)))(error),
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      pool,
      kind: 'postgres',
      connectionString: target.url,
      close: () => db.destroy(),
    } satisfies DatabaseHandle;
  }
  let dataDir: string | undefined;
  if (target.kind === 'embedded') {
    await fs.mkdir(target.dir, { recursive: true, mode: 0o700 });
    dataDir = target.dir;
  }
  const embedded = await startEmbeddedPostgres({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDirFile ? { loadDataDirFile: options.loadDataDirFile } : {}),
  });
  const pool = new pg.Pool({
    ...embedded.connection,
    Client: PreparingClient,
    // PGlite is one session: the database thread runs one connection's statements at a time and a transaction
    // keeps the session to its connection (decision 003). More connections keep the next statement queued
    // while one runs (decision 053). They stay open for the app's life.
    max: EMBEDDED_CONNECTIONS,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
  });
  pool.on('error', (error) =>
    (options.onPoolError ?? ((e) => console.warn('embedded database connection lost:', e.message)))(error),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    kind: 'embedded',
    dumpDataDir: () => embedded.dumpDataDir(),
    ping: () => embedded.ping(),
    close: async () => {
      await db.destroy();
      await embedded.close();
    },
  } satisfies DatabaseHandle;
}
