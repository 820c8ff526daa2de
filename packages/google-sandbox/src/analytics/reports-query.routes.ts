// GET /youtubeanalytics/v2/reports (reports.query): Google requires an Analytics scope and, for this method,
// youtube.readonly as well (the broader youtube scope is accepted too). Channel reports for the token's own channel.
import type { FastifyInstance } from 'fastify';
import type { SandboxCore } from '../core.ts';
import { SCOPES } from '../oauth/scopes.ts';
import { ANALYTICS_SERVICE, otherApiErrors } from './api-errors.ts';
import { defineOtherApiRoute } from './other-api-route.ts';
import { parseReportQuery, resultTable, type QueryCells } from './reports-query.ts';
import { channelVideos, lastAnalyticsDay, videoDays } from './world-series.ts';

export function hasAnalyticsScope(scopes: readonly string[]): boolean {
  return scopes.includes(SCOPES.analytics) || scopes.includes(SCOPES.analyticsMonetary);
}

function allowsQuery(scopes: readonly string[]): boolean {
  return hasAnalyticsScope(scopes) && (scopes.includes(SCOPES.readonly) || scopes.includes(SCOPES.youtube));
}

export function registerAnalyticsRoutes(app: FastifyInstance, core: SandboxCore): void {
  defineOtherApiRoute(app, core, {
    api: 'youtubeAnalytics',
    method: 'GET',
    url: '/youtubeanalytics/v2/reports',
    name: 'youtubeAnalytics.reports.query',
    service: ANALYTICS_SERVICE,
    rpc: 'youtube.analytics.v2.YouTubeAnalyticsService.Query',
    allows: allowsQuery,
    handler: ({ query, auth, now }) => {
      const report = parseReportQuery(query);
      const channel = auth.channel;
      if (!channel || (report.channel !== 'MINE' && report.channel !== channel.id))
        throw otherApiErrors.forbidden();
      const videos = channelVideos(core.world, channel, now);
      let selected = videos;
      if (report.videoFilter) {
        const byId = new Map(videos.map((v) => [v.id, v]));
        if (report.videoFilter.some((id) => !byId.has(id))) throw otherApiErrors.forbidden();
        selected = report.videoFilter.map((id) => byId.get(id)!);
      }
      const last = lastAnalyticsDay(now);
      const to = report.endDate < last ? report.endDate : last;
      const cells: QueryCells[] =
        report.startDate > to
          ? []
          : selected.map((video) => ({
              videoId: video.id,
              days: videoDays(core.world, channel, video, report.startDate, to),
            }));
      return { type: 'json', body: resultTable(report, cells) };
    },
  });
}
