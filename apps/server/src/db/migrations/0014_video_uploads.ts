import { sql, type Kysely } from 'kysely';

// Videos a creator uploaded for analysis before they exist on YouTube: the file (kept in the upload store
// until `file_expires_at`), what the analysis found, and the new YouTube video once published.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('video_uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The tus upload id: one draft per finished upload.
    .addColumn('tus_id', 'text', (c) => c.notNull().unique())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('working_title', 'text', (c) => c.notNull())
    .addColumn('language', 'text')
    .addColumn('caption_file', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('analyzing','ready','failed','publishing','published')`),
    )
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('analysis_run_id', 'uuid')
    .addColumn('publish_run_id', 'uuid')
    .addColumn('publish_key', 'uuid')
    .addColumn('error_code', 'text')
    .addColumn('error_message', 'text')
    .addColumn('analysis', 'jsonb')
    .addColumn('published', 'jsonb')
    // Where publish is: the resumable session (to resume after a restart), then the video id once created.
    .addColumn('publish_state', 'jsonb')
    .addColumn('file_expires_at', 'timestamptz')
    .addColumn('file_removed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('video_uploads_user_created')
    .on('video_uploads')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('video_uploads_file_expiry')
    .on('video_uploads')
    .column('file_expires_at')
    .where(sql.ref('file_removed_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_uploads').execute();
}
