import { sql, type Kysely } from 'kysely';

// Suggestion sets (what an engine proposed for a video, with the metadata it saw), the publish history
// (before/after per field, idempotent per key, revertible), usage events against monthly limits, and the
// per-video SEO score for sorting.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .alterTable('videos')
    .addColumn('seo_score', 'integer')
    .addColumn('optimized_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('suggestions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'uuid', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('job_run_id', 'uuid', (c) => c.references('job_runs.id').onDelete('set null'))
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('model', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('base', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('score_before', 'integer', (c) => c.notNull())
    .addColumn('input_tokens', 'integer')
    .addColumn('output_tokens', 'integer')
    .addColumn('cost_usd', 'double precision')
    .addColumn('latency_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('suggestions_video')
    .on('suggestions')
    .columns(['video_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('publishes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'uuid', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('suggestion_id', 'uuid', (c) => c.references('suggestions.id').onDelete('set null'))
    .addColumn('idempotency_key', 'uuid')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('publish','revert','copy')`))
    .addColumn('reverts_id', 'uuid', (c) => c.references('publishes.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending','succeeded','failed')`))
    .addColumn('engine', 'text')
    .addColumn('before', 'jsonb', (c) => c.notNull())
    .addColumn('after', 'jsonb', (c) => c.notNull())
    .addColumn('changed_fields', sql`text[]`, (c) => c.notNull())
    .addColumn('score_before', 'integer')
    .addColumn('score_after', 'integer')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('completed_at', 'timestamptz')
    .addUniqueConstraint('publishes_idempotency', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('publishes_user_created')
    .on('publishes')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('usage_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('job_run_id', 'uuid', (c) => c.references('job_runs.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('usage_events_user_kind')
    .on('usage_events')
    .columns(['user_id', 'kind', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['usage_events', 'publishes', 'suggestions'])
    await db.schema.dropTable(table).execute();
  await db.schema.alterTable('videos').dropColumn('seo_score').dropColumn('optimized_at').execute();
}
