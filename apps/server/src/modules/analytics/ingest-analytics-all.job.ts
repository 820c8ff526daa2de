// Once a day, after YouTube has the day before yesterday's figures: the ingest of every channel whose grant
// includes YouTube Analytics (one live run per channel, so a manual refresh in progress is joined, not doubled).
import type { JobHandler } from '../../jobs/job-registry.ts';
import type { AnalyticsRepo } from './analytics.repo.ts';
import type { AnalyticsService } from './analytics.service.ts';

export function createIngestAnalyticsAllHandler(deps: {
  repo: AnalyticsRepo;
  analytics: AnalyticsService;
}): JobHandler<'ingest-analytics-all'> {
  return async (ctx) => {
    await ctx.step('scheduling');
    const connections = await deps.repo.connectionsWithAnalytics();
    for (const connection of connections) await deps.analytics.startIngest(connection.user_id, connection.id);
    return { queued: connections.length };
  };
}
