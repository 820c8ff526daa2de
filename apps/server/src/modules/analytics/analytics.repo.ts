import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { YT_ANALYTICS_READONLY } from '../../integrations/google/google-scopes.ts';

export type ChangeKind = 'metadata' | 'thumbnail' | 'translation';

/** A change Vidcraft published to a video (a revert is a change too). */
export interface PublishedChange {
  id: string;
  kind: ChangeKind;
  revert: boolean;
  videoId: string;
  youtubeVideoId: string;
  videoTitle: string;
  at: Date;
  changedFields: string[];
}

export interface ChannelVideo {
  id: string;
  youtubeVideoId: string;
  title: string;
  thumbnails: Record<string, { url: string }>;
  publishedAt: Date | null;
}

/** The analytics module's own bookkeeping and the reads it makes across other modules' tables. */
export class AnalyticsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  state(connectionId: string) {
    return this.db
      .selectFrom('analytics_sync_state')
      .selectAll()
      .where('connection_id', '=', connectionId)
      .executeTakeFirst();
  }

  async saveState(
    connectionId: string,
    patch: Partial<{
      reporting_job_id: string;
      reporting_job_created_at: Date;
      views_through: string;
      last_ingest_at: Date;
      last_error: string | null;
    }>,
  ): Promise<void> {
    await this.db
      .insertInto('analytics_sync_state')
      .values({ connection_id: connectionId, ...patch })
      .onConflict((oc) => oc.column('connection_id').doUpdateSet(patch))
      .execute();
  }

  async ingestedReportIds(connectionId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('analytics_ingested_reports')
      .select('report_id')
      .where('connection_id', '=', connectionId)
      .execute();
    return new Set(rows.map((r) => r.report_id));
  }

  async hasIngestedReports(connectionId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('analytics_ingested_reports')
      .select('report_id')
      .where('connection_id', '=', connectionId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async markReportIngested(connectionId: string, reportId: string, day: string, rows: number): Promise<void> {
    await this.db
      .insertInto('analytics_ingested_reports')
      .values({ connection_id: connectionId, report_id: reportId, report_day: day, rows })
      .onConflict((oc) => oc.columns(['connection_id', 'report_id']).doNothing())
      .execute();
  }

  /** Active connections (of every user) whose grant includes YouTube Analytics: the daily ingest's list. */
  async connectionsWithAnalytics(): Promise<{ id: string; user_id: string }[]> {
    return this.db
      .selectFrom('youtube_connections')
      .select(['id', 'user_id'])
      .where('status', '=', 'active')
      .where(sql<boolean>`${YT_ANALYTICS_READONLY} = any(scopes)`)
      .execute();
  }

  /**
   * The channel's videos (not removed), newest first. A scheduled video counts as out from its scheduled time:
   * until then it has no audience, whatever day it was uploaded.
   */
  async channelVideos(connectionId: string): Promise<ChannelVideo[]> {
    const rows = await this.db
      .selectFrom('videos')
      .select([
        'id',
        'youtube_video_id',
        'title',
        'thumbnails',
        sql<Date | null>`coalesce(publish_at, published_at)`.as('published_at'),
      ])
      .where('connection_id', '=', connectionId)
      .where('removed_at', 'is', null)
      .orderBy('published_at', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      youtubeVideoId: r.youtube_video_id,
      title: r.title,
      thumbnails: r.thumbnails,
      publishedAt: r.published_at,
    }));
  }

  /**
   * Succeeded publishes of the channel's videos, newest first: optimizer and translation publishes (and their
   * reverts) from `publishes`, thumbnails from `thumbnail_uploads`. Copies change nothing on YouTube.
   */
  async publishedChanges(
    userId: string,
    filter: { connectionId: string; videoId?: string; limit: number },
  ): Promise<PublishedChange[]> {
    const metadata = this.db
      .selectFrom('publishes as p')
      .innerJoin('videos as v', 'v.id', 'p.video_id')
      .select([
        'p.id',
        sql<string>`case when 'localizations' = any(p.changed_fields) then 'translation' else 'metadata' end`.as(
          'kind',
        ),
        sql<boolean>`p.kind = 'revert'`.as('revert'),
        'v.id as video_id',
        'v.youtube_video_id',
        'v.title',
        sql<Date>`coalesce(p.completed_at, p.created_at)`.as('at'),
        'p.changed_fields',
      ])
      .where('p.user_id', '=', userId)
      .where('p.status', '=', 'succeeded')
      .where('p.kind', 'in', ['publish', 'revert'])
      .where('v.connection_id', '=', filter.connectionId)
      .$if(filter.videoId !== undefined, (q) => q.where('v.id', '=', filter.videoId!));
    const thumbnails = this.db
      .selectFrom('thumbnail_uploads as t')
      .innerJoin('videos as v', 'v.id', 't.video_id')
      .select([
        't.id',
        sql<string>`'thumbnail'`.as('kind'),
        sql<boolean>`t.kind = 'revert'`.as('revert'),
        'v.id as video_id',
        'v.youtube_video_id',
        'v.title',
        sql<Date>`coalesce(t.completed_at, t.created_at)`.as('at'),
        sql<string[]>`array['thumbnail']::text[]`.as('changed_fields'),
      ])
      .where('t.user_id', '=', userId)
      .where('t.status', '=', 'succeeded')
      .where('v.connection_id', '=', filter.connectionId)
      .$if(filter.videoId !== undefined, (q) => q.where('v.id', '=', filter.videoId!));
    const rows = await metadata.unionAll(thumbnails).orderBy('at', 'desc').limit(filter.limit).execute();
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind as ChangeKind,
      revert: r.revert,
      videoId: r.video_id,
      youtubeVideoId: r.youtube_video_id,
      videoTitle: r.title,
      at: new Date(r.at),
      changedFields: r.changed_fields,
    }));
  }
}
