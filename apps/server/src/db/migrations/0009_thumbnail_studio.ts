import { sql, type Kysely } from 'kysely';

// The thumbnail studio's images (backgrounds a creator uploaded or an image model made, and thumbnails they
// kept), and metering by reservation: a usage event is `reserved` while the metered work runs, `committed`
// when it succeeded, and deleted when it failed — so a failed generation or upload does not count.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('thumbnail_images')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'uuid', (c) => c.references('videos.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('upload','generated','composed')`))
    .addColumn('idempotency_key', 'uuid')
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    // Composed thumbnails: the design and its checks. Generated backgrounds: what made them.
    .addColumn('design', 'jsonb')
    .addColumn('report', 'jsonb')
    .addColumn('prompt', 'text')
    .addColumn('style', 'text')
    .addColumn('model', 'text')
    .addColumn('downloaded_at', 'timestamptz')
    .addColumn('copied_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('thumbnail_images_idempotency', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('thumbnail_images_user_source_created')
    .on('thumbnail_images')
    .columns(['user_id', 'source', 'created_at'])
    .execute();

  await db.schema
    .alterTable('usage_events')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('committed')
        .check(sql`status in ('reserved','committed')`),
    )
    .addColumn('reference', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('usage_events').dropColumn('status').dropColumn('reference').execute();
  await db.schema.dropTable('thumbnail_images').execute();
}
