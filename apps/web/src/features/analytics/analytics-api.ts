// The analytics page's calls (packages/contracts analytics.ts) through the typed client.
import { analyticsRoutes } from '@vidcraft/contracts/client-routes';
import { callApi } from '../../lib/api-client.ts';

export type AnalyticsRange = 28 | 90 | 180;

export function fetchAnalyticsOverview(days: AnalyticsRange) {
  return callApi(analyticsRoutes.overview, { query: { days } });
}

export function fetchVideoAnalytics(videoId: string, days: AnalyticsRange) {
  return callApi(analyticsRoutes.video, { params: { id: videoId }, query: { days } });
}

/** Queues a reading of the channel's YouTube Analytics (one live reading per channel: asking again joins it). */
export async function refreshAnalytics(connectionId: string) {
  return (await callApi(analyticsRoutes.refresh, { body: { connectionId } })).run;
}
