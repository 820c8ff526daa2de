// Analytics: the channel's and each video's daily figures (Data API snapshots always; YouTube Analytics views and
// watch time, and Reporting API impressions and CTR, once the creator grants analytics access), and a verdict on
// every change Vidcraft published, judged against the channel's other videos over the same days.
import { z } from './zod.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { JobRunView } from './jobs.ts';
import { YoutubeVideoId } from './videos.ts';

export const ANALYTICS_RANGES = [28, 90, 180] as const;
export const AnalyticsQuery = z.strictObject({
  /** Days shown, ending today. */
  days: z.coerce
    .number()
    .int()
    .refine((n) => (ANALYTICS_RANGES as readonly number[]).includes(n), 'must be 28, 90 or 180')
    .default(90),
  /** A connection of the user (default: the active one). */
  connectionId: z.uuid().optional(),
});
export const AnalyticsVideoParams = z.object({ id: YoutubeVideoId });

export const VERDICT_OUTCOMES = [
  'too-early',
  'improved',
  'worsened',
  'no-change',
  'unclear',
  'no-data',
] as const;
export const VerdictOutcome = z.enum(VERDICT_OUTCOMES);
export type VerdictOutcome = z.infer<typeof VerdictOutcome>;

export const WindowVerdictView = z.object({
  days: z.number(),
  outcome: VerdictOutcome.exclude(['too-early']),
  effect: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  videoBefore: z.number().nullable(),
  videoAfter: z.number().nullable(),
  baselineBefore: z.number().nullable(),
  baselineAfter: z.number().nullable(),
  trendCorrected: z.boolean(),
});
export type WindowVerdictView = z.infer<typeof WindowVerdictView>;

export const VerdictView = z
  .object({
    metric: z.enum(['views', 'ctr']),
    outcome: VerdictOutcome,
    headline: WindowVerdictView.nullable(),
    windows: z.array(WindowVerdictView),
    daysAfter: z.number(),
    daysNeeded: z.number(),
    overlapping: z.boolean(),
    withoutBaseline: z.boolean(),
  })
  .meta({ id: 'ChangeVerdict' });
export type VerdictView = z.infer<typeof VerdictView>;

export const ChangeView = z
  .object({
    id: z.uuid(),
    kind: z.enum(['metadata', 'thumbnail', 'translation']),
    revert: z.boolean(),
    videoId: z.string(),
    videoTitle: z.string(),
    thumbnailUrl: z.string().nullable(),
    at: z.string(),
    day: z.string(),
    changedFields: z.array(z.string()),
    views: VerdictView,
    /** Click-through rate, when the Reporting API has impressions around the change. */
    ctr: VerdictView.nullable(),
  })
  .meta({ id: 'PublishedChange' });
export type ChangeView = z.infer<typeof ChangeView>;

export const AnalyticsAccess = z.object({
  connectionId: z.uuid(),
  channelTitle: z.string(),
  canReadAnalytics: z.boolean(),
  lastIngestAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** When the Reporting API job was made: its first reports come 24–48 hours later. */
  reportingSince: z.string().nullable(),
  /** The job exists but no report has been taken yet. */
  reportsPending: z.boolean(),
  /** The last day the Analytics API has figures for (about two days ago). */
  lastDay: z.string(),
});
export type AnalyticsAccess = z.infer<typeof AnalyticsAccess>;

export const ChannelDayView = z.object({
  day: z.string(),
  views: z.number().nullable(),
  watchMinutes: z.number().nullable(),
  impressions: z.number().nullable(),
  ctr: z.number().nullable(),
  subscribers: z.number().nullable(),
});
export type ChannelDayView = z.infer<typeof ChannelDayView>;

export const AnalyticsOverview = z
  .object({
    access: AnalyticsAccess,
    from: z.string(),
    to: z.string(),
    days: z.array(ChannelDayView),
    changes: z.array(ChangeView),
  })
  .meta({ id: 'AnalyticsOverview' });
export type AnalyticsOverview = z.infer<typeof AnalyticsOverview>;

export const VideoDayView = z.object({
  day: z.string(),
  views: z.number().nullable(),
  watchMinutes: z.number().nullable(),
  impressions: z.number().nullable(),
  ctr: z.number().nullable(),
});
export type VideoDayView = z.infer<typeof VideoDayView>;

export const VideoAnalytics = z
  .object({
    access: AnalyticsAccess,
    video: z.object({
      id: z.string(),
      title: z.string(),
      thumbnailUrl: z.string().nullable(),
      publishedAt: z.string().nullable(),
    }),
    from: z.string(),
    to: z.string(),
    days: z.array(VideoDayView),
    changes: z.array(ChangeView),
  })
  .meta({ id: 'VideoAnalytics' });
export type VideoAnalytics = z.infer<typeof VideoAnalytics>;

export const AnalyticsRefreshBody = z.strictObject({ connectionId: z.uuid().optional() });

export const analyticsRoutes = {
  overview: defineRoute({
    method: 'GET',
    path: '/api/analytics/overview',
    summary: 'The channel’s daily figures and a verdict on every change Vidcraft published (no YouTube call)',
    tags: ['analytics'],
    querystring: AnalyticsQuery,
    response: { 200: AnalyticsOverview, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  video: defineRoute({
    method: 'GET',
    path: '/api/analytics/videos/:id',
    summary: 'One video’s daily figures and the verdicts on its published changes (no YouTube call)',
    tags: ['analytics'],
    params: AnalyticsVideoParams,
    querystring: AnalyticsQuery.omit({ connectionId: true }),
    response: { 200: VideoAnalytics, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/analytics/refresh',
    summary:
      'Reads the channel’s YouTube Analytics and Reporting API reports now (needs analytics access; no Data API units)',
    tags: ['analytics'],
    body: AnalyticsRefreshBody,
    response: { 200: z.object({ run: JobRunView }), 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
};
