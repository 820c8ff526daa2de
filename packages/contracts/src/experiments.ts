// Packaging experiments: two or three titles or thumbnails of one video, rotated daily through the metered
// YouTube client, then judged against variant A (the current one) with the video's natural decline and the day
// of the week taken out. The preview (POST, spends nothing) says what the rotation costs in YouTube units and
// how many days it needs before anything starts; "inconclusive" is said plainly when the data cannot decide.
import { z } from './zod.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { plainText } from './text.ts';
import { YoutubeVideoId } from './videos.ts';

export const EXPERIMENT_DEFAULT_DAYS = 14;
export const EXPERIMENT_MIN_DAYS = 4;
export const EXPERIMENT_MAX_DAYS = 28;
/** Midnight Pacific standard time: YouTube Analytics counts days in Pacific time. */
export const EXPERIMENT_DEFAULT_SWAP_HOUR = 8;
export const EXPERIMENT_DEFAULT_MINIMUM_EFFECT = 0.1;

export const ExperimentKind = z.enum(['title', 'thumbnail']);
export type ExperimentKind = z.infer<typeof ExperimentKind>;
export const VariantLabel = z.enum(['A', 'B', 'C']);
export type VariantLabel = z.infer<typeof VariantLabel>;
export const EXPERIMENT_STATUSES = ['running', 'finished', 'stopped', 'failed'] as const;
export const ExperimentStatus = z.enum(EXPERIMENT_STATUSES);
export type ExperimentStatus = z.infer<typeof ExperimentStatus>;

/** A challenger title: YouTube's title rules (1–100 characters, no angle brackets) are checked on the server. */
export const ExperimentTitle = plainText().trim().min(1).max(100);

const Schedule = {
  /** The hour (UTC) the daily swap happens. */
  swapHourUtc: z.number().int().min(0).max(23).default(EXPERIMENT_DEFAULT_SWAP_HOUR),
  days: z.number().int().min(EXPERIMENT_MIN_DAYS).max(EXPERIMENT_MAX_DAYS).default(EXPERIMENT_DEFAULT_DAYS),
  /** The smallest relative difference worth acting on (0.1 = 10 %). */
  minimumEffect: z.number().min(0.02).max(1).default(EXPERIMENT_DEFAULT_MINIMUM_EFFECT),
};

const TitleDesign = z.object({
  videoId: YoutubeVideoId,
  kind: z.literal('title'),
  titles: z.array(ExperimentTitle).min(1).max(2),
  ...Schedule,
});
const ThumbnailDesign = z.object({
  videoId: YoutubeVideoId,
  kind: z.literal('thumbnail'),
  /** Thumbnails kept in the thumbnail studio. */
  thumbnailIds: z.array(z.uuid()).min(1).max(2),
  ...Schedule,
});

/** What to test: B (and C) besides the current title or thumbnail, which is A. */
export const ExperimentDesign = z.discriminatedUnion('kind', [TitleDesign, ThumbnailDesign]);
export type ExperimentDesign = z.input<typeof ExperimentDesign>;

const Key = { idempotencyKey: z.uuid() };
export const StartExperimentBody = z.discriminatedUnion('kind', [
  TitleDesign.extend(Key),
  ThumbnailDesign.extend(Key),
]);
export type StartExperimentBody = z.input<typeof StartExperimentBody>;

export const SWAP_STATUSES = ['pending', 'claimed', 'done', 'skipped', 'failed', 'cancelled'] as const;
export const SwapStatus = z.enum(SWAP_STATUSES);

export const EXPERIMENT_WARNINGS = [
  /** The channel is connected read-only: swaps need permission to edit its videos. */
  'needsWriteAccess',
  /** Another experiment is running on this video. */
  'alreadyRunning',
  /** Not within 28 days at this traffic. */
  'trafficTooLow',
  /** More days than chosen are needed (but within 28). */
  'longerNeeded',
  /** Too few recent days with figures to estimate anything. */
  'noHistory',
  /** Without impressions (the analytics permission), views are judged, which say less about packaging. */
  'viewsOnly',
  /** The swap hour is far from midnight Pacific: a day of YouTube Analytics would mix two variants. */
  'swapHourMixesDays',
  /** A day's swap takes more of the daily YouTube quota than this account has left today. */
  'quotaTight',
] as const;
export const ExperimentWarning = z.enum(EXPERIMENT_WARNINGS);
export type ExperimentWarning = z.infer<typeof ExperimentWarning>;

export const SampleSizeView = z.object({
  status: z.enum(['enough', 'longer', 'tooLow', 'noHistory']),
  metric: z.enum(['ctr', 'views']),
  historyDays: z.number().int(),
  dailyViews: z.number().nullable(),
  dailyImpressions: z.number().nullable(),
  /** Typical day-to-day spread left after trend and weekday (0.2 = ±20 %). */
  dailyVariation: z.number().nullable(),
  /** Days the rotation needs to find the minimum effect (may exceed 28: then it cannot decide). */
  daysNeeded: z.number().int().nullable(),
  /** The smallest difference the chosen days can find. */
  detectableInChosenDays: z.number().nullable(),
  minimumEffect: z.number(),
});
export type SampleSizeView = z.infer<typeof SampleSizeView>;

export const QuotaPlanView = z.object({
  /** YouTube calls over the whole rotation (swaps and the final restore), and their units. */
  calls: z.number().int(),
  units: z.number().int(),
  breakdown: z.array(z.object({ method: z.string(), calls: z.number().int(), units: z.number().int() })),
  /** Units one day's swap takes. */
  unitsPerSwap: z.number().int(),
  /** Units this account may still spend today. */
  spendableToday: z.number(),
});
export type QuotaPlanView = z.infer<typeof QuotaPlanView>;

export const CalendarDay = z.object({
  dayIndex: z.number().int(),
  /** When the day starts (the swap time). */
  startsAt: z.string(),
  variant: VariantLabel,
  /** The swap that puts this day's variant live (none on day 0 or when it is live already). */
  swap: z
    .object({ status: SwapStatus, doneAt: z.string().nullable(), error: z.string().nullable() })
    .nullable(),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

export const ExperimentPreview = z
  .object({
    kind: ExperimentKind,
    startsAt: z.string(),
    endsAt: z.string(),
    calendar: z.array(CalendarDay),
    quota: QuotaPlanView,
    sampleSize: SampleSizeView,
    warnings: z.array(ExperimentWarning),
    /** Start would be accepted now (write access, nothing running). */
    canStart: z.boolean(),
    currentTitle: z.string(),
    /** The video's YouTube channel (to ask for its write permission in context). */
    channelId: z.string(),
  })
  .meta({ id: 'ExperimentPreview' });
export type ExperimentPreview = z.infer<typeof ExperimentPreview>;

export const ComparisonView = z.object({
  variant: VariantLabel,
  /** Relative difference against A (0.25 = 25 % more) and its interval; null when too early. */
  effect: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  verdict: z.enum(['better', 'worse', 'same', 'inconclusive', 'tooEarly']),
});

export const JudgementView = z.object({
  outcome: z.enum(['tooEarly', 'winner', 'aBetter', 'noDifference', 'inconclusive']),
  winner: VariantLabel.nullable(),
  metric: z.enum(['ctr', 'views']),
  confidence: z.number(),
  minimumEffect: z.number(),
  baselineDays: z.number().int(),
  comparisons: z.array(ComparisonView),
  /** The video's own drift per week found by the model (−0.1 = 10 % fewer a week). */
  weeklyTrend: z.number().nullable(),
});
export type JudgementView = z.infer<typeof JudgementView>;

export const ExperimentVariantView = z.object({
  label: VariantLabel,
  title: z.string().nullable(),
  thumbnailId: z.string().nullable(),
  /** Where the variant's image is read (thumbnail experiments). */
  imageUrl: z.string().nullable(),
  /** Days this variant was live, and of those the days with figures. */
  daysLive: z.number().int(),
  daysWithFigures: z.number().int(),
  views: z.number().nullable(),
  impressions: z.number().nullable(),
  ctr: z.number().nullable(),
});
export type ExperimentVariantView = z.infer<typeof ExperimentVariantView>;

export const ExperimentView = z
  .object({
    id: z.string(),
    videoId: YoutubeVideoId,
    kind: ExperimentKind,
    status: ExperimentStatus,
    swapHourUtc: z.number().int(),
    days: z.number().int(),
    minimumEffect: z.number(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** Asked to stop (the restore follows at once). */
    stoppedAt: z.string().nullable(),
    /** The restore was made: the experiment is over. */
    endedAt: z.string().nullable(),
    /** The variant left live at the end (A unless a winner was chosen). */
    keep: VariantLabel,
    liveVariant: VariantLabel,
    variants: z.array(ExperimentVariantView),
    calendar: z.array(CalendarDay),
    restore: z.object({
      variant: VariantLabel,
      dueAt: z.string(),
      status: SwapStatus,
      doneAt: z.string().nullable(),
    }),
    judgement: JudgementView,
    quota: z.object({ unitsSpent: z.number().int(), unitsPlanned: z.number().int() }),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ExperimentView' });
export type ExperimentView = z.infer<typeof ExperimentView>;

export const ExperimentIdParams = z.object({ id: z.uuid() });
export const ExperimentListQuery = z.object({ videoId: YoutubeVideoId });
export const StopExperimentBody = z.object({
  /** The variant to leave live: A (the default) or the winner. */
  keep: VariantLabel.default('A'),
});

const WRITE_ERRORS = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};

export const experimentRoutes = {
  preview: defineRoute({
    method: 'POST',
    path: '/api/experiments/preview',
    summary:
      'What an experiment would cost in YouTube units, how many days it needs to decide, and what stands in its way (spends no quota, changes nothing)',
    tags: ['experiments'],
    body: ExperimentDesign,
    response: { 200: ExperimentPreview, ...WRITE_ERRORS },
  }),
  start: defineRoute({
    method: 'POST',
    path: '/api/experiments',
    summary:
      'Starts a title or thumbnail rotation on one video (once per idempotency key; one running experiment per video)',
    tags: ['experiments'],
    body: StartExperimentBody,
    response: { 200: ExperimentView, ...WRITE_ERRORS },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/experiments',
    summary: 'The experiments of one of the creator’s videos, newest first, with their judgements',
    tags: ['experiments'],
    querystring: ExperimentListQuery,
    response: {
      200: z.object({ experiments: z.array(ExperimentView) }),
      400: ErrorBody,
      401: ErrorBody,
      404: ErrorBody,
    },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/experiments/:id',
    summary: 'An experiment: its calendar, per-variant figures and judgement',
    tags: ['experiments'],
    params: ExperimentIdParams,
    response: { 200: ExperimentView, 401: ErrorBody, 404: ErrorBody },
  }),
  stop: defineRoute({
    method: 'POST',
    path: '/api/experiments/:id/stop',
    summary:
      'Stops the rotation and leaves variant A (or the chosen winner) live; stopping again answers the same',
    tags: ['experiments'],
    params: ExperimentIdParams,
    body: StopExperimentBody,
    response: { 200: ExperimentView, ...WRITE_ERRORS },
  }),
} as const;
