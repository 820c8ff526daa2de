import { sql, type Kysely } from 'kysely';

// The mirror of a connected channel: videos with metadata, status and statistics, daily statistics
// snapshots, caption tracks and cached caption texts; sync bookkeeping on the connection; and runtime settings.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .alterTable('youtube_connections')
    .addColumn('uploads_playlist_id', 'text')
    .addColumn('last_synced_at', 'timestamptz')
    .addColumn('last_full_sync_at', 'timestamptz')
    .addColumn('sync_units_last', 'integer')
    // Where the last sync left the newest page: its video ids and the ETag of reading them, so an unchanged
    // channel re-syncs in three units.
    .addColumn('sync_cursor', 'jsonb')
    .execute();
  await db.schema.alterTable('quota_ledger').addColumn('job_run_id', 'uuid').execute();
  await db.schema.createIndex('quota_ledger_run').on('quota_ledger').column('job_run_id').execute();

  await db.schema
    .createTable('videos')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('connection_id', 'uuid', (c) =>
      c.notNull().references('youtube_connections.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('youtube_video_id', 'text', (c) => c.notNull())
    .addColumn('etag', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('category_id', 'text')
    .addColumn('default_language', 'text')
    .addColumn('default_audio_language', 'text')
    .addColumn('published_at', 'timestamptz')
    .addColumn('privacy_status', 'text')
    .addColumn('upload_status', 'text')
    .addColumn('publish_at', 'timestamptz')
    .addColumn('made_for_kids', 'boolean')
    .addColumn('live_broadcast_content', 'text')
    .addColumn('duration_seconds', 'integer')
    .addColumn('definition', 'text')
    .addColumn('has_captions', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_custom_thumbnail', 'boolean')
    .addColumn('is_short', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('view_count', 'bigint')
    .addColumn('like_count', 'bigint')
    .addColumn('comment_count', 'bigint')
    .addColumn('thumbnails', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('localizations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('captions_listed_at', 'timestamptz')
    .addColumn('last_seen_run_id', 'uuid')
    .addColumn('removed_at', 'timestamptz')
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('videos_connection_video', ['connection_id', 'youtube_video_id'])
    .execute();
  await db.schema
    .createIndex('videos_connection_published')
    .on('videos')
    .columns(['connection_id', 'published_at'])
    .execute();
  await db.schema
    .createIndex('videos_user_video')
    .on('videos')
    .columns(['user_id', 'youtube_video_id'])
    .execute();
  await db.schema.createIndex('videos_fetched').on('videos').column('fetched_at').execute();

  await db.schema
    .createTable('video_stats_daily')
    .addColumn('video_id', 'uuid', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('view_count', 'bigint')
    .addColumn('like_count', 'bigint')
    .addColumn('comment_count', 'bigint')
    .addPrimaryKeyConstraint('video_stats_daily_pk', ['video_id', 'day'])
    .execute();

  await db.schema
    .createTable('caption_tracks')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('video_id', 'uuid', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('youtube_caption_id', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('track_kind', 'text')
    .addColumn('is_draft', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text')
    .addColumn('last_updated', 'timestamptz')
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('caption_tracks_video_caption', ['video_id', 'youtube_caption_id'])
    .execute();

  await db.schema
    .createTable('caption_texts')
    .addColumn('caption_track_id', 'uuid', (c) =>
      c.notNull().references('caption_tracks.id').onDelete('cascade'),
    )
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('srt','vtt')`))
    .addColumn('tlang', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('caption_texts_pk', ['caption_track_id', 'format', 'tlang'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['caption_texts', 'caption_tracks', 'video_stats_daily', 'videos', 'app_settings']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .alterTable('youtube_connections')
    .dropColumn('uploads_playlist_id')
    .dropColumn('last_synced_at')
    .dropColumn('last_full_sync_at')
    .dropColumn('sync_units_last')
    .dropColumn('sync_cursor')
    .execute();
  await db.schema.alterTable('quota_ledger').dropColumn('job_run_id').execute();
}
