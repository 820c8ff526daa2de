// The daily analytics ingest of one channel (needs the yt-analytics.readonly grant):
// 1. Views and watch time per video and day from the Analytics API: one top-videos query per day (the API has no
//    per-video daily breakdown of a whole channel in one call). The first run reads the last 90 days; later runs
//    read from two days before the last day read (the API revises recent days; at most 90 days back) to two days
//    ago (its lag).
// 2. Impressions and CTR per video and day from the Reporting API: the channel's `channel_reach_basic_a1` job is
//    made once, then every report not taken yet is downloaded and summed. Each report is taken once (its id is
//    kept), and re-taking one would only overwrite the same days.
import type { ConnectionRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { grantAllowsAnalytics } from '../../integrations/google/google-scopes.ts';
import type { YoutubeAnalyticsClient } from '../../integrations/google/youtube-analytics.client.ts';
import {
  REACH_REPORT_TYPE,
  type YoutubeReportingClient,
} from '../../integrations/google/youtube-reporting.client.ts';
import type { YoutubeCaller } from '../../integrations/google/youtube.client.ts';
import { JobFailure } from '../../jobs/job-errors.ts';
import type { JobHandler } from '../../jobs/job-registry.ts';
import type { ConnectionTokens } from '../channels/connection-tokens.service.ts';
import type { ConnectionsRepo } from '../channels/connections.repo.ts';
import type { AnalyticsRepo } from './analytics.repo.ts';
import { addDays, analyticsLastDay, dayOf } from './analytics-days.ts';
import type { DailyMetricsRepo } from './daily-metrics.repo.ts';

/** Days read on a channel's first ingest: the analytics page's default period. */
export const BACKFILL_DAYS = 90;
/** The most a later ingest catches up after a pause (the verdicts' before-windows need the days in between). */
const CATCH_UP_DAYS = 90;
/** Recent days re-read on every ingest, because the Analytics API still revises them. */
const REVISED_DAYS = 2;
/** The top-videos report's page size: a day with fewer rows lists every video with views. */
const TOP_VIDEOS_MAX = 200;

export interface IngestAnalyticsDeps {
  connections: ConnectionsRepo;
  tokens: ConnectionTokens;
  analytics: YoutubeAnalyticsClient;
  reporting: YoutubeReportingClient;
  repo: AnalyticsRepo;
  metrics: DailyMetricsRepo;
  now: () => Date;
}

export function createIngestAnalyticsHandler(deps: IngestAnalyticsDeps): JobHandler<'ingest-analytics'> {
  return async (ctx) => {
    const connection = await deps.connections.findById(ctx.input.connectionId);
    if (!connection || connection.user_id !== ctx.ownerUserId) {
      throw new JobFailure('NOT_FOUND', 'This channel is no longer connected.');
    }
    if (!grantAllowsAnalytics(connection.scopes)) {
      throw new JobFailure('FORBIDDEN', 'YouTube Analytics access was not granted for this channel.');
    }
    const caller = { ...deps.tokens.caller(connection), jobRunId: ctx.runId };
    try {
      await ctx.step('reading-views');
      const views = await ingestViews(deps, connection, caller);
      await ctx.step('reading-reach');
      const reach = await ingestReach(deps, connection, caller);
      await deps.repo.saveState(connection.id, { last_ingest_at: deps.now(), last_error: null });
      return { viewDays: views, reachReports: reach };
    } catch (error) {
      const message = error instanceof AppError || error instanceof Error ? error.message : String(error);
      await deps.repo.saveState(connection.id, {
        last_ingest_at: deps.now(),
        last_error: message.slice(0, 500),
      });
      throw error;
    }
  };
}

async function ingestViews(deps: IngestAnalyticsDeps, connection: ConnectionRow, caller: YoutubeCaller) {
  const lastDay = analyticsLastDay(deps.now());
  const state = await deps.repo.state(connection.id);
  const earliest = addDays(lastDay, -((state?.views_through ? CATCH_UP_DAYS : BACKFILL_DAYS) - 1));
  const resume = state?.views_through ? addDays(state.views_through, -REVISED_DAYS) : earliest;
  const firstDay = resume > earliest ? resume : earliest;
  const videos = await deps.repo.channelVideos(connection.id);
  const byYoutubeId = new Map(videos.map((v) => [v.youtubeVideoId, v]));
  let days = 0;
  for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
    const rows = await deps.analytics.videosOnDay(caller, day);
    const seen = new Set<string>();
    for (const row of rows) {
      const video = byYoutubeId.get(row.videoId);
      if (!video) continue; // not synced yet: its days are read again once it is
      seen.add(video.id);
      await deps.metrics.upsertVideoMetrics(video.id, [
        { day, views: row.views, watchMinutes: row.watchMinutes, avgViewDurationS: row.avgViewDurationS },
      ]);
    }
    // A complete day (under the page size) lists every video with views: the others had none.
    if (rows.length < TOP_VIDEOS_MAX) {
      for (const video of videos) {
        if (seen.has(video.id) || !video.publishedAt || dayOf(video.publishedAt) > day) continue;
        await deps.metrics.upsertVideoMetrics(video.id, [{ day, views: 0, watchMinutes: 0 }]);
      }
    }
    await deps.repo.saveState(connection.id, { views_through: day });
    days += 1;
  }
  return days;
}

async function ingestReach(deps: IngestAnalyticsDeps, connection: ConnectionRow, caller: YoutubeCaller) {
  let state = await deps.repo.state(connection.id);
  if (!state?.reporting_job_id) {
    const jobId = await deps.reporting.ensureJob(caller, REACH_REPORT_TYPE);
    await deps.repo.saveState(connection.id, {
      reporting_job_id: jobId,
      reporting_job_created_at: deps.now(),
    });
    state = await deps.repo.state(connection.id);
  }
  const jobId = state!.reporting_job_id!;
  const taken = await deps.repo.ingestedReportIds(connection.id);
  const reports = (await deps.reporting.reports(caller, jobId, null)).filter((r) => !taken.has(r.id));
  if (reports.length === 0) return 0;
  const videos = await deps.repo.channelVideos(connection.id);
  const byYoutubeId = new Map(videos.map((v) => [v.youtubeVideoId, v.id]));
  for (const report of reports) {
    const rows = await deps.reporting.reachRows(caller, report);
    const perVideo = new Map<string, { day: string; impressions: number; ctr: number | null }[]>();
    for (const row of rows) {
      const videoId = byYoutubeId.get(row.videoId);
      if (!videoId) continue;
      const list = perVideo.get(videoId) ?? [];
      list.push({ day: row.day, impressions: row.impressions, ctr: row.ctr });
      perVideo.set(videoId, list);
    }
    for (const [videoId, days] of perVideo) await deps.metrics.upsertReach(videoId, days);
    await deps.repo.markReportIngested(connection.id, report.id, report.startTime.slice(0, 10), rows.length);
  }
  return reports.length;
}
