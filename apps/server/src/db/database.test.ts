import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';

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
  });
});
