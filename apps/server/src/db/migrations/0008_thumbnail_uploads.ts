import { sql, type Kysely } from 'kysely';

// Every custom thumbnail sent to YouTube, with the image it replaced, so any upload can be reverted exactly.
// One row per intent (idempotency key per user): a retried upload is sent once.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('thumbnail_uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'uuid', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('upload','revert')`))
    .addColumn('reverts_id', 'uuid', (c) => c.references('thumbnail_uploads.id').onDelete('set null'))
    .addColumn('reverted_by_id', 'uuid', (c) => c.references('thumbnail_uploads.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending','succeeded','failed')`))
    // File store keys: the image sent, and the one YouTube showed before (null when none could be read).
    .addColumn('image_key', 'text', (c) => c.notNull())
    .addColumn('replaced_key', 'text')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('completed_at', 'timestamptz')
    .addUniqueConstraint('thumbnail_uploads_idempotency', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('thumbnail_uploads_video_created')
    .on('thumbnail_uploads')
    .columns(['video_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('thumbnail_uploads').execute();
}
