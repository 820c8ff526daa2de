import { sql, type Kysely } from 'kysely';

// The video list's keyset orders (modules/videos/video-list-keysets.repo.ts), one index each, over the channel's
// listed videos: a page is a range scan of its own rows at any depth. The expressions must stay word for word
// those of video-list-keysets.repo.ts, or PostgreSQL sorts the whole channel again. The list's total is the
// connection's stored count of listed videos (kept by VideosRepo's writes), not a count of the channel per read.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('youtube_connections')
    .addColumn('listed_video_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update youtube_connections c set listed_video_count =
    (select count(*) from videos v where v.connection_id = c.id and v.removed_at is null)`.execute(db);
  await sql`create index videos_list_newest on videos (connection_id,
    (coalesce(publish_at, published_at, '-infinity'::timestamptz)) desc, youtube_video_id desc)
    where removed_at is null`.execute(db);
  await sql`create index videos_list_views on videos (connection_id,
    (coalesce(view_count, -1)) desc, youtube_video_id desc)
    where removed_at is null`.execute(db);
  await sql`create index videos_list_score on videos (connection_id,
    (coalesce(seo_score, 1000)), ((-coalesce(view_count, -1))), youtube_video_id)
    where removed_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['videos_list_newest', 'videos_list_views', 'videos_list_score']) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  await db.schema.alterTable('youtube_connections').dropColumn('listed_video_count').execute();
}
