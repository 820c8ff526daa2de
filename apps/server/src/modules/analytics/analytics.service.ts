// What the analytics page shows: the channel's and a video's daily figures, and the verdict on every change
// Vidcraft published, each judged against the channel's other videos over the same days. Reads only what is
// stored (GETs make no YouTube call); `refresh` queues the ingest, which needs the analytics grant.
import type { AnalyticsAccess, ChangeView, ChannelDayView, VideoDayView } from '@vidcraft/contracts';
import type { ConnectionRow } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { grantAllowsAnalytics } from '../../integrations/google/google-scopes.ts';
import { pickThumbnail } from '../../integrations/google/youtube.schemas.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';
import { toJobRunView } from '../../jobs/job-events.ts';
import type { VideosRepo } from '../videos/videos.repo.ts';
import { addDays, analyticsLastDay, dayOf } from './analytics-days.ts';
import type { AnalyticsRepo, ChannelVideo, PublishedChange } from './analytics.repo.ts';
import { judgeChange, VERDICT_WINDOWS, type VerdictDay } from './change-verdict.compute.ts';
import type { DailyMetricsRepo, VideoDay } from './daily-metrics.repo.ts';

/** Changes listed with verdicts on the overview. */
const CHANGES_LISTED = 50;
const LONGEST_WINDOW = VERDICT_WINDOWS[VERDICT_WINDOWS.length - 1]!;
/** How long a video must have been out to count in a change's baseline (past its launch burst). */
const BASELINE_SETTLED_DAYS = 28;

export const analyticsKey = (connectionId: string) => `analytics:${connectionId}`;

export class AnalyticsService {
  private readonly deps: {
    repo: AnalyticsRepo;
    metrics: DailyMetricsRepo;
    videos: VideosRepo;
    jobs: JobEngine;
    /** The given connection of the user, or their active one (404 when none). */
    connectionFor: (userId: string, connectionId?: string | null) => Promise<ConnectionRow>;
    now: () => Date;
  };
  constructor(deps: AnalyticsService['deps']) {
    this.deps = deps;
  }

  async overview(userId: string, query: { days: number; connectionId?: string | undefined }) {
    const connection = await this.deps.connectionFor(userId, query.connectionId);
    const { from, to, videos, changes, daysByVideo } = await this.load(userId, connection.id, query.days);
    const snapshots = await this.deps.metrics.channelDays(connection.id, addDays(from, -1), to);
    return {
      access: await this.access(connection),
      from,
      to,
      days: channelSeries(from, to, channelTotals(daysByVideo), snapshots),
      changes: this.judge(changes, videos, daysByVideo),
    };
  }

  async video(userId: string, youtubeVideoId: string, query: { days: number }) {
    const video = await this.deps.videos.findForUser(userId, youtubeVideoId);
    if (!video || video.removed_at) throw notFound('The video');
    const connection = await this.deps.connectionFor(userId, video.connection_id);
    const { from, to, videos, changes, daysByVideo } = await this.load(
      userId,
      connection.id,
      query.days,
      video.id,
    );
    const own = new Map((daysByVideo.get(video.id) ?? []).map((d) => [d.day, d]));
    const days: VideoDayView[] = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const d = own.get(day);
      days.push({
        day,
        views: d?.views ?? null,
        watchMinutes: d?.watchMinutes ?? null,
        impressions: d?.impressions ?? null,
        ctr: d?.ctr ?? null,
      });
    }
    return {
      access: await this.access(connection),
      video: {
        id: video.youtube_video_id,
        title: video.title,
        thumbnailUrl: pickThumbnail(video.thumbnails),
        publishedAt: video.published_at?.toISOString() ?? null,
      },
      from,
      to,
      days,
      changes: this.judge(changes, videos, daysByVideo),
    };
  }

  /**
   * The period's bounds, the channel's videos, its published changes (of one video, when given) and every video's
   * days from the period's start or the longest verdict window before the oldest change, whichever is earlier.
   */
  private async load(userId: string, connectionId: string, days: number, videoId?: string) {
    const to = dayOf(this.deps.now());
    const from = addDays(to, -(days - 1));
    const videos = await this.deps.repo.channelVideos(connectionId);
    const changes = await this.deps.repo.publishedChanges(userId, {
      connectionId,
      ...(videoId ? { videoId } : {}),
      limit: CHANGES_LISTED,
    });
    const earliest = [from, ...changes.map((c) => addDays(dayOf(c.at), -LONGEST_WINDOW))].sort()[0]!;
    const daysByVideo = await this.deps.metrics.videosDays(
      videos.map((v) => v.id),
      earliest,
      to,
    );
    return { from, to, videos, changes, daysByVideo };
  }

  /** Queues the ingest of the channel (one live run per channel: asking again joins it). */
  async refresh(userId: string, connectionId?: string) {
    const connection = await this.deps.connectionFor(userId, connectionId);
    if (!grantAllowsAnalytics(connection.scopes)) {
      throw new AppError(
        'AUTH_REQUIRED',
        'Reading YouTube Analytics needs your permission. Allow it to continue.',
        {
          details: {
            reason: 'insufficientPermissions',
            needsAnalyticsAccess: true,
            channelId: connection.youtube_channel_id,
          },
        },
      );
    }
    return toJobRunView(await this.startIngest(userId, connection.id));
  }

  startIngest(userId: string, connectionId: string) {
    return this.deps.jobs.enqueue(
      'ingest-analytics',
      { connectionId },
      { ownerUserId: userId, key: analyticsKey(connectionId) },
    );
  }

  private async access(connection: ConnectionRow): Promise<AnalyticsAccess> {
    const state = await this.deps.repo.state(connection.id);
    const reportsTaken = state?.reporting_job_id
      ? await this.deps.repo.hasIngestedReports(connection.id)
      : false;
    return {
      connectionId: connection.id,
      channelTitle: connection.channel_title,
      canReadAnalytics: grantAllowsAnalytics(connection.scopes),
      lastIngestAt: state?.last_ingest_at?.toISOString() ?? null,
      lastError: state?.last_error ?? null,
      reportingSince: state?.reporting_job_created_at?.toISOString() ?? null,
      reportsPending: Boolean(state?.reporting_job_id) && !reportsTaken,
      lastDay: analyticsLastDay(this.deps.now()),
    };
  }

  private judge(
    changes: readonly PublishedChange[],
    videos: readonly ChannelVideo[],
    daysByVideo: Map<string, VideoDay[]>,
  ): ChangeView[] {
    const lastDay = analyticsLastDay(this.deps.now());
    const videoById = new Map(videos.map((v) => [v.id, v]));
    return changes.map((change) => {
      const changeDay = dayOf(change.at);
      const own = daysByVideo.get(change.videoId) ?? [];
      const otherChangeDays = changes
        .filter((c) => c.videoId === change.videoId && c.id !== change.id)
        .map((c) => dayOf(c.at));
      const totals = baselineTotals(changeDay, change.videoId, videos, daysByVideo);
      const viewDays: VerdictDay[] = own.map((d) => {
        const total = totals.get(d.day);
        return { day: d.day, video: d.views, baseline: total && total.viewVideos > 0 ? total.views : null };
      });
      const ctrDays: VerdictDay[] = own
        .filter((d) => d.impressions !== null && d.ctr !== null)
        .map((d) => {
          const total = totals.get(d.day);
          return {
            day: d.day,
            video: d.ctr,
            baseline: total && total.impressions > 0 ? total.clicks / total.impressions : null,
          };
        });
      const views = judgeChange({ changeDay, lastDay, metric: 'views', days: viewDays, otherChangeDays });
      const ctr =
        ctrDays.length > 0
          ? judgeChange({ changeDay, lastDay, metric: 'ctr', days: ctrDays, otherChangeDays })
          : null;
      return {
        id: change.id,
        kind: change.kind,
        revert: change.revert,
        videoId: change.youtubeVideoId,
        videoTitle: change.videoTitle,
        thumbnailUrl: pickThumbnail(videoById.get(change.videoId)?.thumbnails ?? {}),
        at: change.at.toISOString(),
        day: changeDay,
        changedFields: change.changedFields,
        views,
        ctr,
      };
    });
  }
}

/**
 * The baseline of a change: the channel's other videos that were already settled before the compared days
 * (published at least BASELINE_SETTLED_DAYS before the longest window starts). A video launched around the
 * change would swing the sum by its own launch, not by anything the channel as a whole went through.
 */
function baselineTotals(
  changeDay: string,
  videoId: string,
  videos: readonly ChannelVideo[],
  daysByVideo: Map<string, VideoDay[]>,
): Map<string, Totals> {
  const settledBy = addDays(changeDay, -(LONGEST_WINDOW + BASELINE_SETTLED_DAYS));
  const eligible = new Map<string, VideoDay[]>();
  for (const video of videos) {
    if (video.id === videoId || !video.publishedAt || dayOf(video.publishedAt) > settledBy) continue;
    const days = daysByVideo.get(video.id);
    if (days) eligible.set(video.id, days);
  }
  return channelTotals(eligible);
}

interface Totals {
  views: number;
  /** Videos with a views figure that day (a baseline needs at least one other). */
  viewVideos: number;
  watchMinutes: number | null;
  impressions: number;
  clicks: number;
  /** Any video has an Analytics API figure that day (its views are then complete, not snapshot guesses). */
  analytics: boolean;
}

function channelTotals(daysByVideo: Map<string, VideoDay[]>): Map<string, Totals> {
  const totals = new Map<string, Totals>();
  for (const days of daysByVideo.values()) {
    for (const d of days) {
      const t = totals.get(d.day) ?? {
        views: 0,
        viewVideos: 0,
        watchMinutes: null,
        impressions: 0,
        clicks: 0,
        analytics: false,
      };
      if (d.views !== null) {
        t.views += d.views;
        t.viewVideos += 1;
      }
      if (d.watchMinutes !== null) {
        t.watchMinutes = (t.watchMinutes ?? 0) + d.watchMinutes;
        t.analytics = true;
      }
      if (d.impressions !== null) {
        t.impressions += d.impressions;
        t.clicks += d.impressions * (d.ctr ?? 0);
      }
      totals.set(d.day, t);
    }
  }
  return totals;
}

/**
 * The channel's days: views from the Analytics API where ingested, else the change in the channel's total views
 * between consecutive daily snapshots; subscribers from the snapshots.
 */
function channelSeries(
  from: string,
  to: string,
  totals: Map<string, Totals>,
  snapshots: { day: string; subscriberCount: number | null; viewCount: number | null }[],
): ChannelDayView[] {
  const snapshotByDay = new Map(snapshots.map((s) => [s.day, s]));
  const days: ChannelDayView[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const t = totals.get(day);
    const snap = snapshotByDay.get(day);
    const prev = snapshotByDay.get(addDays(day, -1));
    const snapshotViews =
      snap?.viewCount != null && prev?.viewCount != null
        ? Math.max(0, snap.viewCount - prev.viewCount)
        : null;
    days.push({
      day,
      views: t?.analytics ? t.views : snapshotViews,
      watchMinutes: t?.watchMinutes ?? null,
      impressions: t && t.impressions > 0 ? t.impressions : null,
      ctr: t && t.impressions > 0 ? t.clicks / t.impressions : null,
      subscribers: snap?.subscriberCount ?? null,
    });
  }
  return days;
}
