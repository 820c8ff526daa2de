// The reads achievements are computed from: the user's succeeded publishes and thumbnail uploads, the languages
// they published, their mirrored videos that can count (80+ or possibly with chapters), and their channels.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { VideoFacts, VideoPublishFacts } from './video-milestones.ts';

const when = (completed: Date | null, created: Date) => completed ?? created;

export class AchievementFactsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async publishes(userId: string): Promise<VideoPublishFacts[]> {
    const rows = await this.db
      .selectFrom('publishes')
      .select(['video_id', 'kind', 'changed_fields', 'score_before', 'score_after', 'before', 'after'])
      .select(['created_at', 'completed_at'])
      .where('user_id', '=', userId)
      .where('status', '=', 'succeeded')
      .where('kind', 'in', ['publish', 'revert'])
      .execute();
    return rows.map((row) => {
      const before = row.before as { description?: string };
      const after = row.after as { description?: string };
      const described = row.changed_fields.includes('description');
      return {
        videoId: row.video_id,
        at: when(row.completed_at, row.created_at),
        kind: row.kind as 'publish' | 'revert',
        changedFields: row.changed_fields,
        scoreBefore: row.score_before,
        scoreAfter: row.score_after,
        ...(described && before.description !== undefined && after.description !== undefined
          ? { descriptionBefore: before.description, descriptionAfter: after.description }
          : {}),
      };
    });
  }

  async thumbnailUploads(userId: string): Promise<Date[]> {
    const rows = await this.db
      .selectFrom('thumbnail_uploads')
      .select(['created_at', 'completed_at'])
      .where('user_id', '=', userId)
      .where('status', '=', 'succeeded')
      .where('kind', '=', 'upload')
      .execute();
    return rows.map((row) => when(row.completed_at, row.created_at));
  }

  /** Languages published as title and description, and as caption tracks (with when each track went up). */
  async languages(userId: string) {
    const [metadata, captions] = await Promise.all([
      this.db
        .selectFrom('translations as t')
        .innerJoin('translation_jobs as j', 'j.id', 't.job_id')
        .select(['t.language', 't.published_at'])
        .where('j.user_id', '=', userId)
        .where('t.status', '=', 'published')
        .where('t.published_at', 'is not', null)
        .execute(),
      this.db
        .selectFrom('caption_uploads as c')
        .innerJoin('translations as t', 't.id', 'c.translation_id')
        .select(['t.language', 'c.updated_at'])
        .where('c.user_id', '=', userId)
        .where('c.status', '=', 'published')
        .execute(),
    ]);
    return {
      languages: [
        ...metadata.map((row) => ({ language: row.language, at: row.published_at! })),
        ...captions.map((row) => ({ language: row.language, at: row.updated_at })),
      ],
      captionUploads: captions.map((row) => row.updated_at),
    };
  }

  /**
   * The videos that may count: at 80+, or whose description holds "0:00" (a chapter list starts there; the
   * SEO rules' parser decides the rest). Removed videos do not count.
   */
  async videos(userId: string): Promise<VideoFacts[]> {
    const rows = await this.db
      .selectFrom('videos')
      .select(['id', 'seo_score', 'description', 'duration_seconds', 'is_short', 'created_at', 'fetched_at'])
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .where((eb) => eb.or([eb('seo_score', '>=', 80), eb('description', 'like', '%0:00%')]))
      .execute();
    return rows.map((row) => ({
      id: row.id,
      seoScore: row.seo_score,
      description: row.description,
      durationSeconds: row.duration_seconds,
      isShort: row.is_short,
      firstSeenAt: row.created_at,
      lastSeenAt: row.fetched_at,
    }));
  }

  channels(userId: string) {
    return this.db
      .selectFrom('youtube_connections')
      .select(['id', 'channel_title', 'subscriber_count', 'hidden_subscriber_count', 'view_count'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }
}
