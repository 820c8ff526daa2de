import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

/** An embedded database in memory, from the run's migrated template when there is one (faster than initdb). */
function openEmbeddedInMemory() {
  const template = inject('databaseTemplate');
  return openDatabase(
    { kind: 'memory' },
    template.kind === 'pglite' ? { loadDataDirFile: template.file } : {},
  );
}

describe('the embedded database', () => {
  const dir = fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-db-'));
  afterAll(async () => fs.rm(await dir, { recursive: true, force: true }));

  it('creates a fresh data dir on first start and reuses it on the next', async () => {
    const target = { kind: 'embedded' as const, dir: path.join(await dir, 'db') };
    const first = await openDatabase(target);
    expect(await migrateToLatest(first.db)).toEqual(Object.keys(migrations));
    const inserted = await first.db
      .insertInto('job_runs')
      .values({ kind: 'housekeeping', key: 'persisted', owner_user_id: null, input: '{}', steps: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await first.close();

    const second = await openDatabase(target);
    expect(await migrateToLatest(second.db)).toEqual([]);
    const row = await second.db
      .selectFrom('job_runs')
      .select('key')
      .where('id', '=', inserted.id)
      .executeTakeFirst();
    expect(row?.key).toBe('persisted');
    await second.close();
  }, 90_000);

  it('creates the data dir beside it and moves it into place, so a start killed half way leaves nothing half made', async () => {
    const target = { kind: 'embedded' as const, dir: path.join(await dir, 'staged') };
    // What a start killed while creating it leaves behind: the empty dir and a partial one beside it.
    await fs.mkdir(target.dir);
    const leftover = `${target.dir}.creating-4242`;
    await fs.mkdir(leftover);
    await fs.writeFile(path.join(leftover, 'PG_VERSION'), 'half made');
    const database = await openDatabase(target);
    try {
      expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations));
    } finally {
      await database.close();
    }
    expect((await fs.readFile(path.join(target.dir, 'PG_VERSION'), 'utf8')).trim()).toMatch(/^\d+$/);
    expect((await fs.readdir(await dir)).filter((name) => name.startsWith('staged.'))).toEqual([]);
  });

  it('refuses a data dir that has files but is not a database, and leaves them', async () => {
    const target = { kind: 'embedded' as const, dir: path.join(await dir, 'not-a-database') };
    await fs.mkdir(target.dir);
    await fs.writeFile(path.join(target.dir, 'notes.txt'), 'mine');
    await expect(openDatabase(target)).rejects.toThrow(/ENOTEMPTY/);
    expect(await fs.readFile(path.join(target.dir, 'notes.txt'), 'utf8')).toBe('mine');
  });

  it('runs queries in its own thread: a slow query leaves the event loop free', async () => {
    const handle = await openEmbeddedInMemory();
    try {
      const delay = monitorEventLoopDelay({ resolution: 10 });
      delay.enable();
      const started = performance.now();
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from generate_series(1, 3000000)`.execute(handle.db);
      const took = performance.now() - started;
      delay.disable();
      expect(rows[0]!.n).toBe(3_000_000);
      // The query keeps PGlite busy for a while; the event loop meanwhile never waits more than a moment.
      expect(took).toBeGreaterThan(200);
      expect(delay.max / 1e6).toBeLessThan(Math.min(100, took / 2));
    } finally {
      await handle.close();
    }
  }, 90_000);

  it("serializes concurrent callers through its one session: no query lands in another caller's transaction", async () => {
    const handle = await openEmbeddedInMemory();
    try {
      await sql`create table counter (n int)`.execute(handle.db);
      const transaction = handle.db.transaction().execute(async (trx) => {
        await sql`insert into counter values (1)`.execute(trx);
        await new Promise((resolve) => setTimeout(resolve, 100));
        throw new Error('rolled back');
      });
      const outside = Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          sql<{ i: number; n: number }>`select ${i}::int as i, count(*)::int as n from counter`.execute(
            handle.db,
          ),
        ),
      );
      await expect(transaction).rejects.toThrow('rolled back');
      const results = await outside;
      expect(results.map((r) => r.rows[0])).toEqual(Array.from({ length: 20 }, (_, i) => ({ i, n: 0 })));
    } finally {
      await handle.close();
    }
  }, 90_000);

  it('answers a ping while the one connection is taken, and only once a running query has finished', async () => {
    const handle = await openEmbeddedInMemory();
    try {
      let release!: () => void;
      const held = handle.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await new Promise<void>((resolve) => (release = resolve));
      });
      await expect.poll(() => release).toBeDefined();
      // `select 1` would wait for the transaction; the thread's own answer does not.
      await handle.ping!();
      release();
      await held;

      const slow = sql`select count(*) from generate_series(1, 3000000)`.execute(handle.db);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const asked = performance.now();
      // PGlite runs the query synchronously on its thread (over 200 ms, see above): a busy or stuck database
      // answers only when it is free again.
      await handle.ping!();
      expect(performance.now() - asked).toBeGreaterThan(100);
      await slow;
    } finally {
      await handle.close();
    }
    await expect(handle.ping!()).rejects.toThrow();
  }, 90_000);

  it('runs data statements as named prepared statements, parsed once per connection', async () => {
    const handle = await openEmbeddedInMemory();
    try {
      const read = () => sql<{ n: number }>`select ${2}::int + 1 as n`.execute(handle.db);
      expect((await read()).rows).toEqual([{ n: 3 }]);
      expect((await read()).rows).toEqual([{ n: 3 }]);
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(handle.db);
      const named = rows.filter((row) => row.statement.includes('::int + 1 as n'));
      expect(named).toHaveLength(1);
      // Named per client: the embedded connections share one PGlite session.
      expect(named[0]!.name).toMatch(/^vidcraft_\d+_\d+$/);
    } finally {
      await handle.close();
    }
  }, 90_000);

  it('stops its thread and removes its socket on close', async () => {
    const handle = await openEmbeddedInMemory();
    const socketDir = (handle.pool.options as { host: string }).host;
    expect(await fs.readdir(socketDir)).toEqual(['.s.PGSQL.5432']);
    await handle.close();
    await expect(fs.stat(socketDir)).rejects.toThrow(/ENOENT/);
  }, 90_000);
});
