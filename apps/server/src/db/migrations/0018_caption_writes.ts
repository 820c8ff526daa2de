import { sql, type Kysely } from 'kysely';

// Caption management: every caption write sent to YouTube (captions.insert, update, delete), one row per
// intent (idempotency key per user), so a retried or doubled request is sent once. Stored caption texts may
// now also be SBV or TTML (captions.download converts with tfmt).
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('caption_writes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'uuid', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('insert','update','delete')`))
    // The track written: known up front for update and delete, from YouTube's answer for insert.
    .addColumn('youtube_caption_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending','succeeded','failed')`))
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('error_details', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('completed_at', 'timestamptz')
    .addUniqueConstraint('caption_writes_idempotency', ['user_id', 'idempotency_key'])
    .execute();
  await sql`alter table caption_texts drop constraint if exists caption_texts_format_check`.execute(db);
  await sql`alter table caption_texts add constraint caption_texts_format_check
    check (format in ('srt','vtt','sbv','ttml'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('caption_writes').execute();
  await sql`delete from caption_texts where format not in ('srt','vtt')`.execute(db);
  await sql`alter table caption_texts drop constraint if exists caption_texts_format_check`.execute(db);
  await sql`alter table caption_texts add constraint caption_texts_format_check
    check (format in ('srt','vtt'))`.execute(db);
}
