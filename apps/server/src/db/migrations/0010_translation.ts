import { sql, type Kysely } from 'kysely';

// Translation: a job per video (what to translate, which engine), one row per target language (the text, its
// back-translation, the review state, the caption track), every edit attributed, reviewer links (only a hash
// of the secret is kept), a glossary per channel, every publish attempt, and caption uploads planned by quota day.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('translation_jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_id', 'uuid', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('job_run_id', 'uuid', (c) => c.references('job_runs.id').onDelete('set null'))
    .addColumn('idempotency_key', 'uuid', (c) => c.notNull())
    .addColumn('engine', 'text')
    .addColumn('engine_label', 'text', (c) => c.notNull())
    .addColumn('pseudo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('source_language', 'text', (c) => c.notNull())
    .addColumn('metadata', 'boolean', (c) => c.notNull())
    .addColumn('caption_source', 'text', (c) => c.check(sql`caption_source in ('engine','youtube')`))
    .addColumn('source_title', 'text', (c) => c.notNull())
    .addColumn('source_description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('running')
        .check(sql`status in ('running','done','failed')`),
    )
    .addColumn('error', 'text')
    .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('characters', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('input_tokens', 'integer')
    .addColumn('output_tokens', 'integer')
    .addColumn('cost_usd', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('translation_jobs_key', ['user_id', 'idempotency_key', 'video_id'])
    .execute();
  await db.schema
    .createIndex('translation_jobs_user_created')
    .on('translation_jobs')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('translations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('job_id', 'uuid', (c) => c.notNull().references('translation_jobs.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued','translated','failed','approved','rejected','published')`),
    )
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('back_title', 'text')
    .addColumn('back_description', 'text')
    .addColumn('repairs', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('error', 'text')
    .addColumn('caption_status', 'text', (c) =>
      c.check(sql`caption_status in ('queued','translated','failed','planned','published')`),
    )
    .addColumn('caption_body', 'text')
    .addColumn('caption_cues', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('caption_error', 'text')
    .addColumn('youtube_caption_id', 'text')
    .addColumn('reviewed_by', 'text')
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('translations_job_language', ['job_id', 'language'])
    .execute();

  await db.schema
    .createTable('translation_edits')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('translation_id', 'uuid', (c) => c.notNull().references('translations.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull().check(sql`field in ('title','description','captions')`))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner','reviewer')`))
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('translation_edits_translation')
    .on('translation_edits')
    .columns(['translation_id', 'at'])
    .execute();

  await db.schema
    .createTable('translation_reviewers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('translation_id', 'uuid', (c) => c.notNull().references('translations.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('channel_glossaries')
    .addColumn('connection_id', 'uuid', (c) =>
      c.primaryKey().references('youtube_connections.id').onDelete('cascade'),
    )
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('translation_publish_attempts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('job_id', 'uuid', (c) => c.notNull().references('translation_jobs.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('metadata','caption')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending','succeeded','failed')`),
    )
    .addColumn('languages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('publish_id', 'uuid', (c) => c.references('publishes.id').onDelete('set null'))
    .addColumn('units', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('translation_publish_attempts_key', ['user_id', 'idempotency_key', 'job_id'])
    .execute();

  await db.schema
    .createTable('caption_uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('translation_id', 'uuid', (c) => c.notNull().references('translations.id').onDelete('cascade'))
    .addColumn('attempt_id', 'uuid', (c) =>
      c.notNull().references('translation_publish_attempts.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('planned_day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('planned')
        .check(sql`status in ('planned','published','failed')`),
    )
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('caption_uploads_due')
    .on('caption_uploads')
    .columns(['status', 'planned_day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'caption_uploads',
    'translation_publish_attempts',
    'channel_glossaries',
    'translation_reviewers',
    'translation_edits',
    'translations',
    'translation_jobs',
  ])
    await db.schema.dropTable(table).execute();
}
