import { sql, type Kysely } from 'kysely';

// Analytics (issue 17): a channel's statistics per day (subscribers, views, videos, read at each sync), each video's
// daily figures from the YouTube Analytics API (views, watch time) and the Reporting API (impressions, CTR), and the
// state of each channel's daily ingest with the Reporting API reports already taken (so a daily ingest takes each report once).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channel_stats_daily')
    .addColumn('connection_id', 'uuid', (c) =>
      c.notNull().references('youtube_connections.id').onDelete('cascade'),
    )
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('subscriber_count', 'bigint')
    .addColumn('view_count', 'bigint')
    .addColumn('video_count', 'integer')
    .addPrimaryKeyConstraint('channel_stats_daily_pk', ['connection_id', 'day'])
    .execute();

  await db.schema
    .createTable('video_daily_metrics')
    .addColumn('video_id', 'uuid', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('views', 'integer')
    .addColumn('watch_minutes', 'double precision')
    .addColumn('avg_view_duration_s', 'double precision')
    .addColumn('impressions', 'integer')
    // A fraction (0..1), as the Reporting API gives it.
    .addColumn('impressions_ctr', 'double precision')
    .addPrimaryKeyConstraint('video_daily_metrics_pk', ['video_id', 'day'])
    .execute();

  // Where the daily ingest of a channel stands: the Reporting API job it reads, and the last day of views read.
  await db.schema
    .createTable('analytics_sync_state')
    .addColumn('connection_id', 'uuid', (c) =>
      c.primaryKey().references('youtube_connections.id').onDelete('cascade'),
    )
    .addColumn('reporting_job_id', 'text')
    .addColumn('reporting_job_created_at', 'timestamptz')
    .addColumn('views_through', 'date')
    .addColumn('last_ingest_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();

  await db.schema
    .createTable('analytics_ingested_reports')
    .addColumn('connection_id', 'uuid', (c) =>
      c.notNull().references('youtube_connections.id').onDelete('cascade'),
    )
    .addColumn('report_id', 'text', (c) => c.notNull())
    .addColumn('report_day', 'date', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('ingested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('analytics_ingested_reports_pk', ['connection_id', 'report_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_ingested_reports',
    'analytics_sync_state',
    'video_daily_metrics',
    'channel_stats_daily',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
