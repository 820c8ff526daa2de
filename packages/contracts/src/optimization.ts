import { z } from './zod.ts';
import { Localizations } from './localizations.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { plainText } from './text.ts';
import { JobRunView } from './jobs.ts';
import { VideoDetails, YoutubeVideoId } from './videos.ts';
import { UserIdParams } from './id-params.ts';

export const EngineChoice = z.enum(['builtin', 'llm']);
export type EngineChoice = z.infer<typeof EngineChoice>;

export const Chapter = z.object({ startSeconds: z.number().int().min(0), title: z.string() });
export type Chapter = z.infer<typeof Chapter>;

/**
 * A note about a suggestion: `message` in plain English; `code` and `details` (its values) for interfaces that
 * say it in their own language. No code: free text, such as an AI provider's rationale for a title.
 */
export const SuggestionNote = z.object({
  code: z.string().optional(),
  message: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type SuggestionNote = z.infer<typeof SuggestionNote>;

/** What an engine suggested, after the YouTube rules were applied to it. */
export const SuggestionContent = z.object({
  titles: z.array(z.object({ text: z.string(), rationale: SuggestionNote })),
  description: z.string(),
  tags: z.array(z.string()),
  hashtags: z.array(z.string()),
  chapters: z.array(Chapter),
  keywords: z.array(z.string()),
  notes: z.array(SuggestionNote),
  /**
   * Parts the engine returned that broke YouTube's rules and could not be repaired: a note, or YouTube's own
   * `reason` for a rules problem.
   */
  dropped: z.array(SuggestionNote.extend({ field: z.string(), reason: z.string().optional() })),
});
export type SuggestionContent = z.infer<typeof SuggestionContent>;

export const MetadataFields = z.object({
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
});
export type MetadataFields = z.infer<typeof MetadataFields>;

/** Metadata a person wrote, on its way to YouTube and the history. */
const MetadataEdit = z.object({
  title: plainText(),
  description: plainText(),
  tags: z.array(plainText()),
});

export const EngineInfo = z.object({
  engine: EngineChoice,
  /** The label the UI shows: "Basic" for the offline engine, else the provider and model. */
  label: z.string(),
  provider: z.string().nullable(),
  model: z.string().nullable(),
});

export const SuggestionSet = z
  .object({
    id: z.string(),
    videoId: z.string(),
    createdAt: z.string(),
    engine: EngineInfo,
    language: z.string(),
    /** The video's metadata when the suggestions were made (to detect changes on YouTube before publishing). */
    base: MetadataFields,
    content: SuggestionContent,
    scoreBefore: z.number(),
    usage: z.object({
      inputTokens: z.number().nullable(),
      outputTokens: z.number().nullable(),
      costUsd: z.number().nullable(),
      latencyMs: z.number(),
    }),
  })
  .meta({ id: 'SuggestionSet' });
export type SuggestionSet = z.infer<typeof SuggestionSet>;

export const OptimizeBody = z.object({
  videoId: YoutubeVideoId,
  engine: EngineChoice.optional(),
  options: z
    .object({
      /** Read the caption transcript (captions.list 50 + captions.download 200 units unless cached). */
      useCaptions: z.boolean().default(true),
      titleCount: z.number().int().min(1).max(8).default(5),
    })
    .default({ useCaptions: true, titleCount: 5 }),
});

export const OptimizeResponse = z.object({
  run: JobRunView,
  usage: z.object({ used: z.number(), limit: z.number() }),
});

export const PublishBody = z.object({
  /** A fresh id per intent (per click): a retried or doubled request publishes once. */
  idempotencyKey: z.uuid(),
  suggestionId: z.uuid().optional(),
  fields: MetadataEdit.partial().refine(
    (f) => Object.keys(f).length > 0,
    'name at least one field to change',
  ),
  /** The metadata the edit started from; if YouTube now differs, the publish stops and says what changed. */
  base: MetadataFields.optional(),
  /** Publish even though the video changed on YouTube since `base` (after the user reviewed the changes). */
  overwrite: z.boolean().default(false),
});

export const FieldChange = z.object({
  field: z.enum(['title', 'description', 'tags', 'localizations', 'defaultLanguage']),
  base: z.unknown(),
  current: z.unknown(),
});

/** What a history entry changed: metadata, or (a translation publish) the localizations and default language. */
const HistoryFields = MetadataFields.partial().extend({
  localizations: Localizations.optional(),
  defaultLanguage: z.string().nullable().optional(),
});

export const HistoryEntry = z
  .object({
    id: z.string(),
    videoId: z.string(),
    videoTitle: z.string(),
    videoThumbnailUrl: z.string().nullable(),
    kind: z.enum(['publish', 'revert', 'copy']),
    status: z.enum(['pending', 'succeeded', 'failed']),
    engine: EngineInfo.nullable(),
    before: HistoryFields,
    after: HistoryFields,
    changedFields: z.array(z.string()),
    scoreBefore: z.number().nullable(),
    scoreAfter: z.number().nullable(),
    revertsId: z.string().nullable(),
    revertedById: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'HistoryEntry' });
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const PublishResponse = z.object({ entry: HistoryEntry, video: VideoDetails, replayed: z.boolean() });

export const HistoryQuery = z.object({
  videoId: YoutubeVideoId.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const UsageSummary = z
  .object({
    period: z.object({ start: z.string(), end: z.string() }),
    optimizations: z.object({ used: z.number(), limit: z.number(), remaining: z.number() }),
    /** The engines this server offers: the offline Basic engine always, an LLM when the operator configured one. */
    engines: z.object({
      default: EngineChoice,
      llm: z.object({ label: z.string(), provider: z.string(), model: z.string() }).nullable(),
    }),
  })
  .meta({ id: 'UsageSummary' });
export type UsageSummary = z.infer<typeof UsageSummary>;

export { UserIdParams } from './id-params.ts';

export const ChannelAudit = z
  .object({
    connectionId: z.string(),
    channelId: z.string(),
    videosAnalyzed: z.number(),
    averageScore: z.number().nullable(),
    distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
    commonIssues: z.array(z.object({ checkId: z.string(), failing: z.number(), share: z.number() })),
    quickWins: z.array(
      z.object({
        videoId: z.string(),
        title: z.string(),
        score: z.number(),
        viewCount: z.number().nullable(),
        thumbnailUrl: z.string().nullable(),
        topIssues: z.array(z.string()),
      }),
    ),
    keywords: z.array(z.object({ keyword: z.string(), videos: z.number(), views: z.number() })),
    /** Vidcraft's own score from its rules on the text — not a YouTube metric. */
    note: z.string(),
  })
  .meta({ id: 'ChannelAudit' });
export type ChannelAudit = z.infer<typeof ChannelAudit>;

export const optimizationRoutes = {
  optimize: defineRoute({
    method: 'POST',
    path: '/api/ai-video-optimizer',
    summary: 'Starts generating suggestions for a video (a job; follow it at /api/jobs/{id}/events)',
    tags: ['optimization'],
    body: OptimizeBody,
    response: { 202: OptimizeResponse, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody },
  }),
  suggestion: defineRoute({
    method: 'GET',
    path: '/api/suggestions/:id',
    summary: 'A suggestion set',
    tags: ['optimization'],
    params: z.object({ id: z.uuid() }),
    response: { 200: SuggestionSet, 401: ErrorBody, 404: ErrorBody },
  }),
  latestSuggestion: defineRoute({
    method: 'GET',
    path: '/api/videos/:id/suggestions',
    summary: "A video's suggestion sets, newest first",
    tags: ['optimization'],
    params: z.object({ id: YoutubeVideoId }),
    response: { 200: z.object({ suggestions: z.array(SuggestionSet) }), 401: ErrorBody, 404: ErrorBody },
  }),
  publish: defineRoute({
    method: 'PUT',
    path: '/api/videos/:id',
    summary:
      'Publishes metadata to YouTube: re-reads the video, stops on a conflicting change, merges into the full snippet, validates, updates (51–52 units), reads back and records the change',
    tags: ['optimization'],
    params: z.object({ id: YoutubeVideoId }),
    body: PublishBody,
    response: { 200: PublishResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  recordOptimization: defineRoute({
    method: 'POST',
    path: '/api/record-optimization',
    summary: 'Records that suggestions were copied to YouTube Studio by hand (they join the history)',
    tags: ['optimization'],
    body: z.object({ suggestionId: z.uuid(), fields: MetadataFields.partial() }),
    response: { 200: HistoryEntry, 401: ErrorBody, 404: ErrorBody },
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/optimization-history',
    summary: 'Every publish, revert and copy, newest first, with before and after per field',
    tags: ['optimization'],
    querystring: HistoryQuery,
    response: { 200: z.object({ entries: z.array(HistoryEntry), total: z.number() }), 401: ErrorBody },
  }),
  revert: defineRoute({
    method: 'POST',
    path: '/api/optimization-history',
    summary: 'Reverts a publish: publishes its earlier values through the same checks',
    tags: ['optimization'],
    body: z.object({ revertOf: z.uuid(), idempotencyKey: z.uuid(), overwrite: z.boolean().default(false) }),
    response: { 200: PublishResponse, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  usageOptimizations: defineRoute({
    method: 'GET',
    path: '/api/usage/optimizations/:id',
    summary: 'Optimizations used this month and the monthly limit (only for the signed-in user)',
    tags: ['usage'],
    params: UserIdParams,
    response: { 200: UsageSummary, 401: ErrorBody, 404: ErrorBody },
  }),
  usageLimits: defineRoute({
    method: 'GET',
    path: '/api/usage/limits/:id',
    summary: 'The limits that apply to the signed-in user',
    tags: ['usage'],
    params: UserIdParams,
    response: { 200: UsageSummary, 401: ErrorBody, 404: ErrorBody },
  }),
  analyzeChannel: defineRoute({
    method: 'POST',
    path: '/api/youtube/analyze-channel/:id',
    summary:
      'A channel audit from the synced videos: score distribution, common issues, quick wins (no quota)',
    tags: ['optimization'],
    params: z.object({ id: z.string().min(1).max(64) }),
    response: { 200: ChannelAudit, 401: ErrorBody, 404: ErrorBody },
  }),
} as const;
