// One SQL dialect everywhere: Kysely's PostgresDialect over node-postgres. Embedded mode hands node-postgres a
// PGlite connection (a single session, so every query, transaction and job-engine call is serialized through
// one pool of size 1); scale-out mode uses a real PostgreSQL pool.
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseTarget =
  | { kind: 'embedded'; dir: string }
  | { kind: 'memory' }
  | { kind: 'postgres'; url: string; poolSize: number };

export interface DatabaseHandle {
  db: Kysely<Database>;
  pool: pg.Pool;
  kind: 'embedded' | 'postgres';
  /** Embedded only: the PGlite instance (tests dump and load data dirs with it). */
  pglite?: PGlite;
  close(): Promise<void>;
}

// node-postgres returns int8 (e.g. count(*)) as strings; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// Calendar days (e.g. the quota day) stay 'YYYY-MM-DD' strings rather than local-midnight Dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export async function openDatabase(
  target: DatabaseTarget,
  options: { loadDataDir?: Blob; onPoolError?: (error: Error) => void } = {},
) {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize });
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
      close: () => db.destroy(),
    } satisfies DatabaseHandle;
  }
  let dataDir: string | undefined;
  if (target.kind === 'embedded') {
    await fs.mkdir(target.dir, { recursive: true, mode: 0o700 });
    dataDir = target.dir;
  }
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    // PostgreSQL's default 128 MB of shared buffers lives inside the WASM heap; one process with one
    // session needs far less (measured: idle RSS about 100 MB lower).
    postgresqlconf: ['shared_buffers = 32MB'],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    kind: 'embedded',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  } satisfies DatabaseHandle;
}
