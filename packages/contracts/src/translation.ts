// Translation: a video's title and description (and caption tracks) into YouTube's languages, reviewed by the
// creator or an invited bilingual reviewer, then published — all metadata languages of a video in one
// videos.update, caption tracks one per language on the days the quota allows.
import { z } from './zod.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { YoutubeLanguage } from './localizations.ts';
import { UserIdParams } from './id-params.ts';
import { plainText } from './text.ts';
import { YoutubeVideoId } from './videos.ts';

export const TRANSLATION_ENGINES = ['llm', 'deepl', 'google', 'libretranslate', 'pseudo'] as const;
export const TranslationEngineId = z.enum(TRANSLATION_ENGINES);
export type TranslationEngineId = z.infer<typeof TranslationEngineId>;

/** Where a caption track's translation comes from: the metadata engine, or YouTube's own machine translation. */
export const CaptionSource = z.enum(['engine', 'youtube']);
export type CaptionSource = z.infer<typeof CaptionSource>;

export const TranslationEngineInfo = z
  .object({
    id: TranslationEngineId,
    /** "DeepL", "Google Cloud Translation", "OpenAI · gpt-4o-mini", "Pseudo-localization (sandbox)". */
    label: z.string(),
    /** The sandbox's pseudo-localization: its output is marked and can never be published to live Google. */
    pseudo: z.boolean(),
  })
  .meta({ id: 'TranslationEngineInfo' });
export type TranslationEngineInfo = z.infer<typeof TranslationEngineInfo>;

export const TranslationCapabilities = z
  .object({
    engines: z.array(TranslationEngineInfo),
    defaultEngine: TranslationEngineId.nullable(),
    /** No engine can translate metadata here: what the operator sets to get one. */
    providerHelp: z.string().nullable(),
    /** YouTube's machine translation of caption tracks (captions.download with tlang) is always available. */
    youtubeCaptionTranslation: z.boolean(),
    languages: z.object({ core: z.array(z.string()), more: z.array(z.string()) }),
    presets: z.array(z.object({ id: z.string(), languages: z.array(z.string()) })),
  })
  .meta({ id: 'TranslationCapabilities' });
export type TranslationCapabilities = z.infer<typeof TranslationCapabilities>;

export const TranslationRequest = z.object({
  videoIds: z.array(YoutubeVideoId).min(1).max(50),
  languages: z.array(YoutubeLanguage).min(1).max(100),
  /** Translate the title and description. */
  metadata: z.boolean(),
  /** Translate a caption track too (the video's own-language track), and where the translation comes from. */
  captions: z.object({ source: CaptionSource }).nullable(),
  engine: TranslationEngineId.nullable(),
});
export type TranslationRequest = z.infer<typeof TranslationRequest>;

export const TranslateVideoBody = TranslationRequest.extend({
  /** A fresh id per intent: a retried request starts the jobs once. */
  idempotencyKey: z.uuid(),
}).refine((b) => b.metadata || b.captions !== null, 'choose the title and description, captions, or both');

export const CaptionDayPlan = z.object({
  /** The quota day (Pacific time, as YouTube counts it), YYYY-MM-DD. */
  day: z.string(),
  tracks: z.number().int(),
  units: z.number().int(),
});

export const LanguageFlag = z.object({
  language: z.string(),
  /**
   * Why this language is unlikely to draw an audience for the channel (flagged, never hidden): the video's
   * own language in another variant (its viewers read the original), or a language outside the 57 with the
   * largest online audiences (docs/translation-languages.md).
   */
  reason: z.enum(['sameAsSource', 'smallOnlineAudience']),
});

export const TranslationEstimate = z
  .object({
    engine: TranslationEngineInfo.nullable(),
    videos: z.number().int(),
    languages: z.number().int(),
    /** Characters of source text the engine would receive (for providers priced per character). */
    characters: z.number().int(),
    providerCalls: z.number().int(),
    /** What the provider would charge, when the operator gave its prices; null when unknown or free. */
    costUsd: z.number().nullable(),
    youtube: z.object({
      /** One videos.list for all the videos, one videos.update per video with every language. */
      metadataUnits: z.number().int(),
      captionTracks: z.number().int(),
      captionUnits: z.number().int(),
      /** On which days the caption uploads fit the channel's share of the daily quota. */
      captionPlan: z.array(CaptionDayPlan),
    }),
    usage: z.object({
      languagesNeeded: z.number().int(),
      languagesRemaining: z.number().int(),
      captionTracksNeeded: z.number().int(),
      captionTracksRemaining: z.number().int(),
    }),
    flags: z.array(LanguageFlag),
    /** Languages the chosen engine cannot produce (left out of the estimate). */
    unsupported: z.array(z.string()),
  })
  .meta({ id: 'TranslationEstimate' });
export type TranslationEstimate = z.infer<typeof TranslationEstimate>;

export const TRANSLATION_STATUSES = [
  'queued',
  'translated',
  'failed',
  'approved',
  'rejected',
  'published',
] as const;
export const TranslationStatus = z.enum(TRANSLATION_STATUSES);
export type TranslationStatus = z.infer<typeof TranslationStatus>;

export const TranslationCheck = z.object({
  titleCodePoints: z.number().int(),
  descriptionBytes: z.number().int(),
  /** YouTube's rules that this text breaks (it cannot be approved or published until fixed). */
  problems: z.array(
    z.object({ field: z.enum(['title', 'description']), rule: z.string(), message: z.string() }),
  ),
});

export const TranslationEdit = z.object({
  field: z.enum(['title', 'description', 'captions']),
  by: z.string(),
  role: z.enum(['owner', 'reviewer']),
  at: z.string(),
});

export const ReviewerInvite = z
  .object({
    id: z.string(),
    language: z.string(),
    name: z.string(),
    expiresAt: z.string(),
    revokedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ReviewerInvite' });
export type ReviewerInvite = z.infer<typeof ReviewerInvite>;

export const CaptionTranslation = z.object({
  source: CaptionSource,
  status: z.enum(['queued', 'translated', 'failed', 'planned', 'published']),
  cues: z.number().int(),
  /** The translated track as WebVTT, cue times exactly as in the source track. */
  body: z.string().nullable(),
  /** When planned: the quota day its upload is scheduled for. */
  plannedDay: z.string().nullable(),
  youtubeCaptionId: z.string().nullable(),
  error: z.string().nullable(),
});

export const LanguageTranslation = z
  .object({
    id: z.string(),
    language: z.string(),
    status: TranslationStatus,
    title: z.string(),
    description: z.string(),
    /** The translation put back into the creator’s interface language, for a reviewer who does not read the target. */
    backTranslation: z.object({ title: z.string(), description: z.string() }).nullable(),
    check: TranslationCheck,
    /** Protected parts (links, @handles, hashtags, timestamps, glossary terms) the engine broke and Vidcraft put back. */
    repairs: z.array(z.string()),
    error: z.string().nullable(),
    flag: LanguageFlag.nullable(),
    caption: CaptionTranslation.nullable(),
    edits: z.array(TranslationEdit),
    reviewedBy: z.string().nullable(),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'LanguageTranslation' });
export type LanguageTranslation = z.infer<typeof LanguageTranslation>;

export const TranslationJob = z
  .object({
    id: z.string(),
    videoId: z.string(),
    videoTitle: z.string(),
    videoThumbnailUrl: z.string().nullable(),
    channelId: z.string(),
    sourceLanguage: z.string(),
    /** The video has no default language on YouTube: publishing asks which language the original is in. */
    needsDefaultLanguage: z.boolean(),
    /** Null for a captions-only job translated by YouTube's own machine translation. */
    engine: TranslationEngineInfo.nullable(),
    metadata: z.boolean(),
    captionSource: CaptionSource.nullable(),
    status: z.enum(['running', 'done', 'failed']),
    jobRunId: z.string().nullable(),
    error: z.string().nullable(),
    languages: z.array(LanguageTranslation),
    invites: z.array(ReviewerInvite),
    createdAt: z.string(),
  })
  .meta({ id: 'TranslationJob' });
export type TranslationJob = z.infer<typeof TranslationJob>;

export const PublishAttempt = z
  .object({
    id: z.string(),
    jobId: z.string(),
    kind: z.enum(['metadata', 'caption']),
    status: z.enum(['pending', 'succeeded', 'failed']),
    /** Per language: what happened to it in this attempt. */
    languages: z.array(
      z.object({
        language: z.string(),
        outcome: z.enum(['published', 'failed', 'skipped']),
        message: z.string().nullable(),
      }),
    ),
    /** The history entry of a metadata publish (revert it from the history). */
    historyEntryId: z.string().nullable(),
    /** YouTube units the write used (metadata; a caption plan shows its units per day instead). */
    units: z.number().int(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PublishAttempt' });
export type PublishAttempt = z.infer<typeof PublishAttempt>;

export const TranslationEditBody = z
  .object({
    title: plainText().max(1000).optional(),
    description: plainText().max(20_000).optional(),
  })
  .refine((b) => b.title !== undefined || b.description !== undefined, 'name a field to change');

export const ReviewBody = z.object({ decision: z.enum(['approve', 'reject']) });

export const GlossaryTerm = z.object({
  term: plainText().trim().min(1).max(100),
  /** Never translated (brand names, the channel name). */
  keep: z.boolean(),
  /** Fixed translations by language (used instead of the engine's). */
  translations: z.record(YoutubeLanguage, plainText().trim().min(1).max(100)).default({}),
});
export type GlossaryTerm = z.infer<typeof GlossaryTerm>;

export const Glossary = z
  .object({ channelId: z.string(), terms: z.array(GlossaryTerm) })
  .meta({ id: 'Glossary' });

export const TranslationQuota = z
  .object({
    period: z.object({ start: z.string(), end: z.string() }),
    /** Languages translated this month (one video into one language counts one). */
    languages: z.object({ used: z.number(), limit: z.number(), remaining: z.number() }),
    /** Caption tracks translated this month. */
    captionTracks: z.object({ used: z.number(), limit: z.number(), remaining: z.number() }),
    youtube: z.object({
      unitsPerMetadataPublish: z.number(),
      unitsPerCaptionInsert: z.number(),
      unitsPerCaptionUpdate: z.number(),
      unitsLeftToday: z.number(),
    }),
  })
  .meta({ id: 'TranslationQuota' });
export type TranslationQuota = z.infer<typeof TranslationQuota>;

export const CaptionAnalysis = z
  .object({
    videoId: z.string(),
    targetLanguage: z.string(),
    tracks: z.array(
      z.object({
        id: z.string(),
        language: z.string(),
        name: z.string(),
        autoGenerated: z.boolean(),
        isDraft: z.boolean(),
      }),
    ),
    /** A track in the target language exists already (publishing replaces it: captions.update). */
    targetTrackExists: z.boolean(),
    /** The track a translation would start from (null: the video has no usable track). */
    sourceTrackId: z.string().nullable(),
    options: z.array(
      z.object({
        source: CaptionSource,
        available: z.boolean(),
        /** Units: reading the track (captions.download 200) and publishing it (insert 400 or update 450). */
        units: z.number().int(),
        /** Characters of the track's text, when it is stored already (0 when it would first be read). */
        characters: z.number().int(),
        costUsd: z.number().nullable(),
      }),
    ),
    unitsSpent: z.number().int(),
  })
  .meta({ id: 'CaptionAnalysis' });
export type CaptionAnalysis = z.infer<typeof CaptionAnalysis>;

export const TranslationIdParams = z.object({ id: z.uuid() });
export const TranslationLanguageParams = z.object({ id: z.uuid(), language: YoutubeLanguage });
/** The secret part of a reviewer link (43 base64url characters). */
export const ReviewTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export const ReviewView = z
  .object({
    channelTitle: z.string(),
    videoTitle: z.string(),
    videoThumbnailUrl: z.string().nullable(),
    sourceLanguage: z.string(),
    source: z.object({ title: z.string(), description: z.string() }),
    translation: LanguageTranslation,
    reviewerName: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'ReviewView' });
export type ReviewView = z.infer<typeof ReviewView>;

const Common = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } as const;

export const translationRoutes = {
  capabilities: defineRoute({
    method: 'GET',
    path: '/api/translation/capabilities',
    summary: 'The translation engines on this server, the languages offered (the 57 first), presets',
    tags: ['translation'],
    response: { 200: TranslationCapabilities, 401: ErrorBody },
  }),
  estimate: defineRoute({
    method: 'POST',
    path: '/api/translation/estimate',
    summary:
      'What a translation would cost before it starts: engine calls and price, YouTube units, caption days, usage left (reads only the mirror; spends nothing)',
    tags: ['translation'],
    body: TranslationRequest,
    response: { 200: TranslationEstimate, ...Common },
  }),
  translate: defineRoute({
    method: 'POST',
    path: '/api/translate-video',
    summary: 'Starts translating videos (a job per video; follow each at /api/jobs/{id}/events)',
    tags: ['translation'],
    body: TranslateVideoBody,
    response: {
      202: z.object({
        jobs: z.array(z.object({ id: z.string(), videoId: z.string(), jobRunId: z.string() })),
      }),
      ...Common,
      403: ErrorBody,
      409: ErrorBody,
      429: ErrorBody,
    },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/translation-results',
    summary: 'Translation jobs, newest first (optionally for one video)',
    tags: ['translation'],
    querystring: z.object({
      videoId: YoutubeVideoId.optional(),
      limit: z.coerce.number().int().min(1).max(50).default(20),
    }),
    response: { 200: z.object({ jobs: z.array(TranslationJob) }), 401: ErrorBody, 404: ErrorBody },
  }),
  results: defineRoute({
    method: 'GET',
    path: '/api/translation-results/:id',
    summary: 'A translation job: every language with its text, checks, back-translation and review state',
    tags: ['translation'],
    params: TranslationIdParams,
    response: { 200: TranslationJob, 401: ErrorBody, 404: ErrorBody },
  }),
  edit: defineRoute({
    method: 'PATCH',
    path: '/api/translation-results/:id/languages/:language',
    summary: 'Edits a translation in place (it goes back to review)',
    tags: ['translation'],
    params: TranslationLanguageParams,
    body: TranslationEditBody,
    response: { 200: LanguageTranslation, ...Common, 409: ErrorBody },
  }),
  review: defineRoute({
    method: 'POST',
    path: '/api/translation-results/:id/languages/:language/review',
    summary: 'Approves or rejects a translation (approval needs it to pass YouTube’s rules)',
    tags: ['translation'],
    params: TranslationLanguageParams,
    body: ReviewBody,
    response: { 200: LanguageTranslation, ...Common, 409: ErrorBody },
  }),
  publishAttempts: defineRoute({
    method: 'GET',
    path: '/api/translation-results/:id/publish-attempts',
    summary: 'Every publish attempt of a translation job and its outcome per language, newest first',
    tags: ['translation'],
    params: TranslationIdParams,
    response: { 200: z.object({ attempts: z.array(PublishAttempt) }), 401: ErrorBody, 404: ErrorBody },
  }),
  publishCaptions: defineRoute({
    method: 'POST',
    path: '/api/translation-results/:id/publish-attempts',
    summary:
      'Plans the approved caption tracks of a job for publishing: one captions.insert (400) or update (450) per language, spread over the days the quota allows',
    tags: ['translation'],
    params: TranslationIdParams,
    body: z.object({ idempotencyKey: z.uuid() }),
    response: {
      200: z.object({ attempt: PublishAttempt, job: TranslationJob }),
      ...Common,
      403: ErrorBody,
      409: ErrorBody,
    },
  }),
  publishOne: defineRoute({
    method: 'POST',
    path: '/api/publish-translation',
    summary:
      'Publishes one approved language of a job (merged with the localizations the video has; one videos.update)',
    tags: ['translation'],
    body: z.object({
      jobId: z.uuid(),
      language: YoutubeLanguage,
      idempotencyKey: z.uuid(),
      /** The language the original title and description are in, when the video has none set on YouTube. */
      defaultLanguage: YoutubeLanguage.optional(),
    }),
    response: {
      200: z.object({ attempt: PublishAttempt, job: TranslationJob }),
      ...Common,
      403: ErrorBody,
      409: ErrorBody,
    },
  }),
  publishAll: defineRoute({
    method: 'POST',
    path: '/api/publish-all-translations',
    summary:
      'Publishes every approved language of each job: one videos.list for all the videos, one videos.update per video',
    tags: ['translation'],
    body: z.object({
      jobIds: z.array(z.uuid()).min(1).max(50),
      idempotencyKey: z.uuid(),
      /** Per video (YouTube id): the original's language, for videos with none set on YouTube. */
      defaultLanguages: z.record(YoutubeVideoId, YoutubeLanguage).default({}),
    }),
    response: {
      200: z.object({ attempts: z.array(PublishAttempt), jobs: z.array(TranslationJob) }),
      ...Common,
      403: ErrorBody,
      409: ErrorBody,
    },
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/translation-results/:id/languages/:language/reviewers',
    summary:
      'Invites a reviewer: a link that opens only this video’s translation in this language, until it expires or is revoked',
    tags: ['translation'],
    params: TranslationLanguageParams,
    body: z.object({
      name: plainText().trim().min(1).max(80),
      expiresInDays: z.number().int().min(1).max(30).default(7),
    }),
    response: { 200: z.object({ invite: ReviewerInvite, link: z.string() }), ...Common },
  }),
  revokeInvite: defineRoute({
    method: 'DELETE',
    path: '/api/translation-reviewers/:id',
    summary: 'Revokes a reviewer link at once',
    tags: ['translation'],
    params: TranslationIdParams,
    response: { 200: ReviewerInvite, 401: ErrorBody, 404: ErrorBody },
  }),
  reviewView: defineRoute({
    method: 'GET',
    path: '/api/translation-review/:token',
    summary: 'What a reviewer link opens: one translation, nothing else (no account)',
    tags: ['translation'],
    params: ReviewTokenParams,
    response: { 200: ReviewView, 404: ErrorBody },
  }),
  reviewEdit: defineRoute({
    method: 'PATCH',
    path: '/api/translation-review/:token',
    summary: 'A reviewer edits the translation (attributed to them)',
    tags: ['translation'],
    params: ReviewTokenParams,
    body: TranslationEditBody,
    response: { 200: ReviewView, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  reviewDecide: defineRoute({
    method: 'POST',
    path: '/api/translation-review/:token/review',
    summary: 'A reviewer approves or rejects the translation (the creator publishes)',
    tags: ['translation'],
    params: ReviewTokenParams,
    body: ReviewBody,
    response: { 200: ReviewView, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  }),
  glossary: defineRoute({
    method: 'GET',
    path: '/api/channels/:channelId/glossary',
    summary: 'A channel’s glossary and do-not-translate list',
    tags: ['translation'],
    params: z.object({ channelId: z.string().min(1).max(64) }),
    response: { 200: Glossary, 401: ErrorBody, 404: ErrorBody },
  }),
  saveGlossary: defineRoute({
    method: 'PUT',
    path: '/api/channels/:channelId/glossary',
    summary: 'Replaces a channel’s glossary and do-not-translate list',
    tags: ['translation'],
    params: z.object({ channelId: z.string().min(1).max(64) }),
    body: z.object({ terms: z.array(GlossaryTerm).max(200) }),
    response: { 200: Glossary, ...Common },
  }),
  quota: defineRoute({
    method: 'GET',
    path: '/api/translation-quota/:id',
    summary: 'Translations left this month and YouTube units left today (only for the signed-in user)',
    tags: ['usage'],
    params: UserIdParams,
    response: { 200: TranslationQuota, 401: ErrorBody, 404: ErrorBody },
  }),
  analyzeCaptions: defineRoute({
    method: 'POST',
    path: '/api/youtube-enhanced/analyze-captions',
    summary:
      'What caption tracks a video has and what translating one into a language would cost (captions.list: 50 units)',
    tags: ['translation'],
    body: z.object({ videoId: YoutubeVideoId, targetLanguage: YoutubeLanguage }),
    response: { 200: CaptionAnalysis, ...Common, 403: ErrorBody, 429: ErrorBody },
  }),
} as const;
