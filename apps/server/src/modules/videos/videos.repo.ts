// The mirrored videos of a connection. Writes come from syncs; reads always take the owner.
import { setImmediate } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { Database, VideoRow } from '../../db/schema.ts';
import type { Video } from '../../integrations/google/youtube.schemas.ts';
import { videoColumns } from './video-mapper.ts';
import { SUMMARY_COLUMNS, type VideoSummaryRow } from './video.presenter.ts';
import { youtubeToday } from '../../db/youtube-day.ts';
import { type VideoSort } from './video-list-cursor.ts';
import { keySelections, keysetClauses, rowKeys } from './video-list-keysets.repo.ts';

export interface VideoListFilter {
  connectionId: string;
  search?: string | undefined;
  type?: 'short' | 'long' | undefined;
  visibility?: 'public' | 'unlisted' | 'private' | 'scheduled' | undefined;
  captions?: boolean | undefined;
  optimized?: boolean | undefined;
  sort: VideoSort;
  limit: number;
  /** Continue after (`forward`) or before a row's key tuple (a page token's); null: from the start. */
  cursor: { keys: string[]; forward: boolean } | null;
  /** Rows to skip first: the numbered `page` parameter of clients that send no token. */
  offset?: number;
  countTotal: boolean;
}

export class VideosRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Inserts or refreshes videos read from YouTube, marks them seen by `runId`, and snapshots today's stats. */
  async upsertFromYoutube(
    owner: { connectionId: string; userId: string },
    videos: readonly Video[],
    runId: string | null,
  ): Promise<VideoRow[]> {
    if (videos.length === 0) return [];
    // Scoring is CPU work (a few ms a video): done before the transaction opens, giving the event loop back
    // between videos, so a page of 50 neither holds the database nor stalls other requests.
    const mapped: ReturnType<typeof videoColumns>[] = [];
    for (const video of videos) {
      mapped.push(videoColumns(video));
      await setImmediate();
    }
    return this.db.transaction().execute(async (trx) => {
      const rows = await trx
        .insertInto('videos')
        .values(
          videos.map((video, index) => ({
            connection_id: owner.connectionId,
            user_id: owner.userId,
            youtube_video_id: video.id,
            ...mapped[index]!,
            last_seen_run_id: runId,
            removed_at: null,
            fetched_at: sql<Date>`now()` as unknown as Date,
          })),
        )
        .onConflict((oc) =>
          oc.constraint('videos_connection_video').doUpdateSet((eb) => {
            const excluded = (column: keyof ReturnType<typeof videoColumns>) => eb.ref(`excluded.${column}`);
            const columns = Object.keys(mapped[0]!) as (keyof ReturnType<typeof videoColumns>)[];
            return {
              ...Object.fromEntries(columns.map((c) => [c, excluded(c)])),
              last_seen_run_id: runId ?? eb.ref('videos.last_seen_run_id'),
              removed_at: null,
              fetched_at: sql<Date>`now()`,
              updated_at: sql<Date>`now()`,
            };
          }),
        )
        .returningAll()
        .execute();
      await trx
        .insertInto('video_stats_daily')
        .values(
          rows.map((row) => ({
            video_id: row.id,
            day: youtubeToday() as unknown as string,
            view_count: row.view_count,
            like_count: row.like_count,
            comment_count: row.comment_count,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['video_id', 'day']).doUpdateSet((eb) => ({
            view_count: eb.ref('excluded.view_count'),
            like_count: eb.ref('excluded.like_count'),
            comment_count: eb.ref('excluded.comment_count'),
          })),
        )
        .execute();
      await recountListed(trx, [owner.connectionId]);
      return rows;
    });
  }

  /** Of these YouTube ids, the ones mirrored and not removed. */
  async knownIds(connectionId: string, youtubeIds: readonly string[]): Promise<Set<string>> {
    if (youtubeIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('videos')
      .select('youtube_video_id')
      .where('connection_id', '=', connectionId)
      .where('youtube_video_id', 'in', [...youtubeIds])
      .where('removed_at', 'is', null)
      .execute();
    return new Set(rows.map((r) => r.youtube_video_id));
  }

  async markSeen(connectionId: string, youtubeIds: readonly string[], runId: string): Promise<void> {
    if (youtubeIds.length === 0) return;
    await this.db
      .updateTable('videos')
      .set({ last_seen_run_id: runId })
      .where('connection_id', '=', connectionId)
      .where('youtube_video_id', 'in', [...youtubeIds])
      .execute();
  }

  /** After a complete listing: whatever the run did not see is gone from the channel. */
  async markUnseenRemoved(connectionId: string, runId: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('videos')
        .set({ removed_at: sql<Date>`now()` as unknown as Date })
        .where('connection_id', '=', connectionId)
        .where('removed_at', 'is', null)
        .where((eb) => eb.or([eb('last_seen_run_id', 'is', null), eb('last_seen_run_id', '!=', runId)]))
        .executeTakeFirst();
      await recountListed(trx, [connectionId]);
      return Number(result.numUpdatedRows);
    });
  }

  async markRemoved(connectionId: string, youtubeIds: readonly string[]): Promise<void> {
    if (youtubeIds.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('videos')
        .set({ removed_at: sql<Date>`now()` as unknown as Date })
        .where('connection_id', '=', connectionId)
        .where('youtube_video_id', 'in', [...youtubeIds])
        .execute();
      await recountListed(trx, [connectionId]);
    });
  }

  /**
   * One page of a connection's videos still on YouTube, in YouTube id order after `after`, with only the
   * columns the channel audit reads. Small pages keep each embedded-database read short (≈3 ms per 100),
   * so other requests' queries are not queued behind a whole channel.
   */
  listActivePage(connectionId: string, after: string | null, limit: number) {
    let query = this.db
      .selectFrom('videos')
      .select([
        'youtube_video_id',
        'title',
        'description',
        'tags',
        'has_custom_thumbnail',
        'has_captions',
        'localizations',
        'is_short',
        'duration_seconds',
        'default_language',
        'view_count',
        'thumbnails',
      ])
      .where('connection_id', '=', connectionId)
      .where('removed_at', 'is', null);
    if (after !== null) query = query.where('youtube_video_id', '>', after);
    return query.orderBy('youtube_video_id').limit(limit).execute();
  }

  /** The channel's most-viewed titles (the engines' context for its style), leaving one video out. */
  async topTitles(connectionId: string, options: { except: string; limit: number }): Promise<string[]> {
    const rows = await this.db
      .selectFrom('videos')
      .select('title')
      .where('connection_id', '=', connectionId)
      .where('removed_at', 'is', null)
      .where('id', '!=', options.except)
      .orderBy('view_count', 'desc')
      .limit(options.limit)
      .execute();
    return rows.map((r) => r.title);
  }

  findById(id: string): Promise<VideoRow | undefined> {
    return this.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async markOptimized(id: string): Promise<void> {
    await this.db
      .updateTable('videos')
      .set({ optimized_at: sql<Date>`now()` as unknown as Date })
      .where('id', '=', id)
      .execute();
  }

  findForUser(userId: string, youtubeVideoId: string): Promise<VideoRow | undefined> {
    return this.db
      .selectFrom('videos')
      .selectAll()
      .where('user_id', '=', userId)
      .where('youtube_video_id', '=', youtubeVideoId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
  }

  /**
   * One page of the list in the sort's keyset order (video-list-keysets.repo.ts): the rows after (or, backwards,
   * before) the cursor's key tuple, or `offset` rows in. One row more than `limit` is read to tell whether
   * more follow; the total is counted only when asked (the first page), later pages carry it in their token.
   */
  async list(filter: VideoListFilter): Promise<{
    rows: VideoSummaryRow[];
    keys: string[][];
    more: boolean;
    total: number | null;
  }> {
    const query = this.filtered(filter);
    const total = filter.countTotal
      ? (await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()).total
      : null;
    const forward = filter.cursor?.forward ?? true;
    const { after, orderBy } = keysetClauses(filter.sort, filter.cursor?.keys ?? null, forward);
    let page = query.select(SUMMARY_COLUMNS).select(keySelections(filter.sort));
    if (after) page = page.where(after);
    const found = await page
      .orderBy(orderBy)
      .offset(filter.offset ?? 0)
      .limit(filter.limit + 1)
      .execute();
    const more = found.length > filter.limit;
    const rows = found.slice(0, filter.limit);
    if (!forward) rows.reverse();
    return {
      rows,
      keys: rows.map((row) => rowKeys(filter.sort, row)),
      more,
      total,
    };
  }

  private filtered(filter: VideoListFilter) {
    let query = this.db
      .selectFrom('videos')
      .where('connection_id', '=', filter.connectionId)
      .where('removed_at', 'is', null);
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb('title', 'ilike', pattern),
          eb('youtube_video_id', '=', filter.search!),
          eb(sql<string>`array_to_string(tags, ' ')`, 'ilike', pattern),
        ]),
      );
    }
    if (filter.type) query = query.where('is_short', '=', filter.type === 'short');
    if (filter.captions !== undefined) query = query.where('has_captions', '=', filter.captions);
    if (filter.optimized !== undefined) {
      query = query.where('optimized_at', filter.optimized ? 'is not' : 'is', null);
    }
    if (filter.visibility === 'scheduled') {
      query = query.where('privacy_status', '=', 'private').where('publish_at', '>', sql<Date>`now()`);
    } else if (filter.visibility) {
      query = query.where('privacy_status', '=', filter.visibility);
      if (filter.visibility === 'private') {
        query = query.where((eb) =>
          eb.or([eb('publish_at', 'is', null), eb('publish_at', '<=', sql<Date>`now()`)]),
        );
      }
    }
    return query;
  }

  async summary(connectionId: string) {
    return this.db
      .selectFrom('videos')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`count(*) filter (where is_short)::int`.as('shorts'),
        sql<number>`count(*) filter (where has_captions)::int`.as('withCaptions'),
        sql<number>`count(*) filter (where privacy_status = 'public')::int`.as('public'),
        sql<number>`count(*) filter (where privacy_status = 'unlisted')::int`.as('unlisted'),
        sql<number>`count(*) filter (where privacy_status = 'private')::int`.as('private'),
        sql<number>`coalesce(sum(view_count), 0)::bigint`.as('views'),
      ])
      .where('connection_id', '=', connectionId)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
  }

  statsHistory(videoId: string) {
    return this.db
      .selectFrom('video_stats_daily')
      .select(['day', 'view_count', 'like_count', 'comment_count'])
      .where('video_id', '=', videoId)
      .orderBy('day', 'desc')
      .limit(90)
      .execute();
  }

  /** Policy: API data not refreshed within 30 days goes (statistics snapshots go with their video). */
  async deleteStale(cutoff: Date): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('videos')
        .where('fetched_at', '<', cutoff)
        .returning('connection_id')
        .execute();
      await recountListed(trx, [...new Set(deleted.map((row) => row.connection_id))]);
      return deleted.length;
    });
  }
}

/**
 * Stores each connection's count of listed videos, the list's unfiltered total, so a read never counts the
 * channel. Recounted in the same transaction as every write that adds, removes or deletes videos.
 */
async function recountListed(db: Kysely<Database>, connectionIds: readonly string[]): Promise<void> {
  if (connectionIds.length === 0) return;
  await db
    .updateTable('youtube_connections')
    .set({
      listed_video_count: sql<number>`(select count(*)::int from videos
        where videos.connection_id = youtube_connections.id and videos.removed_at is null)`,
    })
    .where('id', 'in', [...connectionIds])
    .execute();
}
