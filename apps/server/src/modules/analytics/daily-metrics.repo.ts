import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { dayOffset } from './analytics-days.ts';

/** One video's figures for one day: Analytics API views where ingested, else the difference of Data API snapshots. */
export interface VideoDay {
  day: string;
  views: number | null;
  impressions: number | null;
  ctr: number | null;
  watchMinutes: number | null;
}

export interface ChannelDay {
  day: string;
  subscriberCount: number | null;
  viewCount: number | null;
  videoCount: number | null;
}

export interface VideoMetricsInput {
  day: string;
  views?: number | null;
  watchMinutes?: number | null;
  avgViewDurationS?: number | null;
}

export interface ReachInput {
  day: string;
  impressions: number;
  ctr: number | null;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export class DailyMetricsRepo {
  private readonly db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async videoDays(videoId: string, fromDay: string, toDay: string): Promise<VideoDay[]> {
    const byVideo = await this.videosDays([videoId], fromDay, toDay);
    return byVideo.get(videoId) ?? [];
  }

  /**
   * Daily figures of several videos at once (a channel's baseline). Snapshot deltas need the snapshot of the day
   * before `fromDay`, so the window is read one day wider and trimmed.
   */
  async videosDays(
    videoIds: readonly string[],
    fromDay: string,
    toDay: string,
  ): Promise<Map<string, VideoDay[]>> {
    const result = new Map<string, VideoDay[]>();
    if (videoIds.length === 0) return result;
    const [metrics, snapshots] = await Promise.all([
      this.db
        .selectFrom('video_daily_metrics')
        .selectAll()
        .where('video_id', 'in', videoIds)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .execute(),
      this.db
        .selectFrom('video_stats_daily')
        .select(['video_id', 'day', 'view_count'])
        .where('video_id', 'in', videoIds)
        .where('day', '>=', sql<string>`${fromDay}::date - 1`)
        .where('day', '<=', toDay)
        .orderBy('video_id')
        .orderBy('day')
        .execute(),
    ]);
    const days = new Map<string, Map<string, VideoDay>>();
    const slot = (videoId: string, day: string) => {
      let perVideo = days.get(videoId);
      if (!perVideo) days.set(videoId, (perVideo = new Map()));
      let entry = perVideo.get(day);
      if (!entry)
        perVideo.set(day, (entry = { day, views: null, impressions: null, ctr: null, watchMinutes: null }));
      return entry;
    };
    // Cumulative counts become views per day only between snapshots on consecutive days.
    for (let i = 1; i < snapshots.length; i++) {
      const prev = snapshots[i - 1]!;
      const cur = snapshots[i]!;
      if (prev.video_id !== cur.video_id || cur.day < fromDay) continue;
      if (prev.view_count === null || cur.view_count === null) continue;
      if (dayOffset(prev.day, cur.day) !== 1) continue;
      slot(cur.video_id, cur.day).views = Math.max(0, Number(cur.view_count) - Number(prev.view_count));
    }
    for (const row of metrics) {
      const entry = slot(row.video_id, row.day);
      if (row.views !== null) entry.views = Number(row.views);
      entry.impressions = numberOrNull(row.impressions);
      entry.ctr = numberOrNull(row.impressions_ctr);
      entry.watchMinutes = numberOrNull(row.watch_minutes);
    }
    for (const [videoId, perVideo] of days) {
      result.set(
        videoId,
        [...perVideo.values()].sort((a, b) => (a.day < b.day ? -1 : 1)),
      );
    }
    return result;
  }

  async channelDays(connectionId: string, fromDay: string, toDay: string): Promise<ChannelDay[]> {
    const rows = await this.db
      .selectFrom('channel_stats_daily')
      .selectAll()
      .where('connection_id', '=', connectionId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .orderBy('day')
      .execute();
    return rows.map((row) => ({
      day: row.day,
      subscriberCount: numberOrNull(row.subscriber_count),
      viewCount: numberOrNull(row.view_count),
      videoCount: numberOrNull(row.video_count),
    }));
  }

  /** Analytics API figures per video and day; re-reading a day overwrites it (the API revises recent days). */
  async upsertVideoMetrics(videoId: string, days: readonly VideoMetricsInput[]): Promise<void> {
    if (days.length === 0) return;
    await this.db
      .insertInto('video_daily_metrics')
      .values(
        days.map((d) => ({
          video_id: videoId,
          day: d.day,
          views: d.views ?? null,
          watch_minutes: d.watchMinutes ?? null,
          avg_view_duration_s: d.avgViewDurationS ?? null,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['video_id', 'day']).doUpdateSet((eb) => ({
          views: eb.ref('excluded.views'),
          watch_minutes: eb.ref('excluded.watch_minutes'),
          avg_view_duration_s: eb.ref('excluded.avg_view_duration_s'),
        })),
      )
      .execute();
  }

  /** Reporting API reach per video and day (the report's rows already summed over its other dimensions). */
  async upsertReach(videoId: string, days: readonly ReachInput[]): Promise<void> {
    if (days.length === 0) return;
    await this.db
      .insertInto('video_daily_metrics')
      .values(
        days.map((d) => ({
          video_id: videoId,
          day: d.day,
          impressions: d.impressions,
          impressions_ctr: d.ctr,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['video_id', 'day']).doUpdateSet((eb) => ({
          impressions: eb.ref('excluded.impressions'),
          impressions_ctr: eb.ref('excluded.impressions_ctr'),
        })),
      )
      .execute();
  }
}
