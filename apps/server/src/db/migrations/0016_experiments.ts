import { sql, type Kysely } from 'kysely';

// Packaging experiments: the experiment, its variants (A = what the video had), and the rotation's swaps — one
// row per experiment day that changes the live variant, plus the restore. A swap is claimed before the YouTube
// call and marked done after, and the (experiment, day) key is unique, so no restart can make a day's swap twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('experiments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'uuid', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('title','thumbnail')`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('running','finished','stopped','failed')`),
    )
    .addColumn('swap_hour', 'integer', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('minimum_effect', 'double precision', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    // The variant YouTube shows now (as far as Vidcraft made it so): a swap to it again needs no call.
    .addColumn('live_variant', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('keep_variant', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stopped_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('idempotency_key', 'uuid', (c) => c.notNull())
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('experiments_user_key', ['user_id', 'idempotency_key'])
    .execute();
  // At most one running experiment per video.
  await db.schema
    .createIndex('experiments_one_running')
    .on('experiments')
    .column('video_id')
    .unique()
    .where(sql.ref('status'), '=', 'running')
    .execute();
  await db.schema
    .createIndex('experiments_user_video')
    .on('experiments')
    .columns(['user_id', 'video_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('experiment_variants')
    .addColumn('experiment_id', 'uuid', (c) => c.notNull().references('experiments.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position between 0 and 2`))
    .addColumn('title', 'text')
    .addColumn('thumbnail_id', 'uuid', (c) => c.references('thumbnail_images.id').onDelete('set null'))
    // The image a thumbnail swap sends (A's is the thumbnail YouTube showed at the start, kept for the restore).
    .addColumn('file_key', 'text')
    .addPrimaryKeyConstraint('experiment_variants_pk', ['experiment_id', 'position'])
    .execute();

  await db.schema
    .createTable('experiment_swaps')
    .addColumn('experiment_id', 'uuid', (c) => c.notNull().references('experiments.id').onDelete('cascade'))
    .addColumn('day_index', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('swap','restore')`))
    .addColumn('variant', 'integer', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending','claimed','done','skipped','failed','cancelled')`),
    )
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('done_at', 'timestamptz')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Whether YouTube was called for it (a swap to the variant already live needs none).
    .addColumn('called', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('experiment_swaps_pk', ['experiment_id', 'day_index'])
    .execute();
  await db.schema
    .createIndex('experiment_swaps_due')
    .on('experiment_swaps')
    .columns(['status', 'due_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('experiment_swaps').execute();
  await db.schema.dropTable('experiment_variants').execute();
  await db.schema.dropTable('experiments').execute();
}
