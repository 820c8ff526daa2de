// The analytics page's data: the channel overview or one video, for the chosen period. The figures change once
// a day, so an answer stays fresh for five minutes.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../app/query-keys.ts';
import { fetchAnalyticsOverview, fetchVideoAnalytics, type AnalyticsRange } from './analytics-api.ts';

const FRESH_MS = 5 * 60 * 1000;

export function useAnalyticsOverview(days: AnalyticsRange, connectionId: string | null) {
  return useQuery({
    queryKey: queryKeys.analyticsOverview(connectionId ?? 'none', days),
    queryFn: () => fetchAnalyticsOverview(days),
    enabled: connectionId !== null,
    staleTime: FRESH_MS,
  });
}

export function useVideoAnalytics(videoId: string, days: AnalyticsRange) {
  return useQuery({
    queryKey: queryKeys.videoAnalytics(videoId, days),
    queryFn: () => fetchVideoAnalytics(videoId, days),
    staleTime: FRESH_MS,
    retry: false,
  });
}
