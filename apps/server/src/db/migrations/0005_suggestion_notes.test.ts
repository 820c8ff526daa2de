import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SuggestionContent } from '@vidcraft/contracts';
import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';
import { migrations } from './index.ts';

const dir = fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-migration-'));
afterAll(async () => fs.rm(await dir, { recursive: true, force: true }));

async function migrateTo(db: Kysely<unknown>, name: string) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}

it('keeps the English words of suggestion sets stored before notes had codes', async () => {
  const handle = await openDatabase({ kind: 'embedded', dir: path.join(await dir, 'db') });
  const db = handle.db as unknown as Kysely<unknown>;
  await migrateTo(db, '0004_optimization');
  const before = {
    titles: [{ text: 'Churros in 30 seconds', rationale: 'Keyword first.' }],
    description: 'd',
    tags: [],
    hashtags: [],
    chapters: [],
    keywords: [],
    notes: ['First note.', 'Second note.'],
    dropped: [{ field: 'chapters', reason: 'Shorts have no chapters.' }],
  };
  await sql`
    WITH u AS (INSERT INTO users (identity_issuer, identity_sub, email, name)
               VALUES ('iss', 'sub', 'a@example.com', 'A') RETURNING id),
         c AS (INSERT INTO youtube_connections (user_id, youtube_channel_id, channel_title, scopes)
               SELECT id, 'UC1', 'Channel', '{}' FROM u RETURNING id, user_id),
         v AS (INSERT INTO videos (connection_id, user_id, youtube_video_id, title, fetched_at)
               SELECT id, user_id, 'vid', 'T', now() FROM c RETURNING id, user_id)
    INSERT INTO suggestions (user_id, video_id, engine, language, base, content, score_before, latency_ms)
    SELECT user_id, id, 'builtin', 'en', '{}', ${JSON.stringify(before)}::jsonb, 50, 1 FROM v
  `.execute(db);

  await migrateTo(db, '0005_suggestion_notes');
  const { rows } = await sql<{ content: unknown }>`SELECT content FROM suggestions`.execute(db);
  const content = SuggestionContent.parse(rows[0]?.content);
  expect(content.notes).toEqual([{ message: 'First note.' }, { message: 'Second note.' }]);
  expect(content.titles).toEqual([
    { text: 'Churros in 30 seconds', rationale: { message: 'Keyword first.' } },
  ]);
  expect(content.dropped).toEqual([{ field: 'chapters', message: 'Shorts have no chapters.' }]);
  await handle.close();
});
