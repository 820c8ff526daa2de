// Upload a video for analysis: the file arrives through the tus resumable-upload protocol at
// `UPLOAD_TUS_PATH`; `POST /api/videos` turns a finished upload into an analysed draft (media facts, loudness,
// silences, speech, scenes, thumbnail frames, transcript, suggestions), which the creator reviews and publishes
// as a new YouTube video (videos.insert) or copies. Files are removed after the retention period.
import { z } from './zod.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { plainText } from './text.ts';
import { SuggestionContent } from './optimization.ts';
import { BackgroundAsset } from './thumbnails.ts';
import { YoutubeVideoId } from './videos.ts';

/** Where tus clients create and resume uploads (not a JSON route: the tus protocol's own requests). */
export const UPLOAD_TUS_PATH = '/api/uploads/files';

/** The id tus gives an upload (the last segment of its URL): 32 hex characters. */
export const TusUploadId = z.string().regex(/^[0-9a-f]{32}$/, 'must be an upload id');

/** Caption files a creator may give as the transcript (SRT, WebVTT, SBV), read as text by the browser. */
export const CAPTION_FILE_MAX_CHARS = 1_000_000;

export const UPLOAD_STATUSES = ['analyzing', 'ready', 'failed', 'publishing', 'published'] as const;
export const UploadStatus = z.enum(UPLOAD_STATUSES);
export type UploadStatus = z.infer<typeof UploadStatus>;

export const TimeRange = z.object({ start: z.number(), end: z.number() });
export type TimeRange = z.infer<typeof TimeRange>;

export const MediaFactsView = z.object({
  durationSeconds: z.number(),
  formatName: z.string(),
  sizeBytes: z.number().nullable(),
  video: z
    .object({
      codec: z.string(),
      width: z.number(),
      height: z.number(),
      frameRate: z.number().nullable(),
    })
    .nullable(),
  audio: z
    .object({ codec: z.string(), sampleRate: z.number().nullable(), channels: z.number().nullable() })
    .nullable(),
  shortsEligible: z.boolean(),
});
export type MediaFactsView = z.infer<typeof MediaFactsView>;

export const LoudnessView = z.object({
  integratedLufs: z.number().nullable(),
  truePeakDbtp: z.number().nullable(),
  loudnessRangeLu: z.number(),
  /** YouTube's reference (−14 LUFS) minus the integrated loudness: positive = quieter than YouTube plays. */
  gapToYouTubeLu: z.number().nullable(),
  referenceLufs: z.number(),
  /** Momentary loudness every `stepSeconds` (null = digital silence), for the strip. */
  strip: z.array(z.number().nullable()),
  stepSeconds: z.number(),
});
export type LoudnessView = z.infer<typeof LoudnessView>;

export const FrameView = z.object({
  index: z.number().int().min(0),
  timeSeconds: z.number(),
  /** 0–1: sharp and well exposed. */
  score: z.number(),
  sharpness: z.number(),
  exposure: z.number(),
  url: z.string(),
});
export type FrameView = z.infer<typeof FrameView>;

export const TranscriptView = z.object({
  language: z.string(),
  engine: z.string(),
  /** The offline engine's rough transcript: the page says so. */
  rough: z.boolean(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })),
});
export type TranscriptView = z.infer<typeof TranscriptView>;

/** Why there is no transcript. */
export const TRANSCRIPT_MISSING_REASONS = [
  'noAudio',
  'noSpeech',
  'providerNeeded',
  'providerFailed',
] as const;

export const UPLOAD_FIX_IDS = [
  'noAudio',
  'tooQuiet',
  'tooLoud',
  'clipping',
  'deadAirStart',
  'longSilence',
  'noSpeech',
  'lowResolution',
  'notShortsEligible',
] as const;
export const UploadFixId = z.enum(UPLOAD_FIX_IDS);
export type UploadFixId = z.infer<typeof UploadFixId>;

/** Something to fix before publishing, with the measured values that back it (seconds, LUFS, dBTP…). */
export const UploadFix = z.object({
  id: UploadFixId,
  severity: z.enum(['warning', 'info']),
  atSeconds: z.number().nullable(),
  values: z.record(z.string(), z.number()),
});
export type UploadFix = z.infer<typeof UploadFix>;

export const UploadAnalysis = z.object({
  media: MediaFactsView,
  loudness: LoudnessView.nullable(),
  silences: z.array(TimeRange),
  speech: z.array(TimeRange),
  scenes: z.array(z.number()),
  frames: z.array(FrameView),
  transcript: TranscriptView.nullable(),
  transcriptMissing: z.enum(TRANSCRIPT_MISSING_REASONS).nullable(),
  fixes: z.array(UploadFix),
  /** The engine's suggestions from the file name/working title, the transcript and its times. */
  suggestion: SuggestionContent.nullable(),
  /** How long the analysis took, for the creator's curiosity and the bench. */
  analysisSeconds: z.number(),
});
export type UploadAnalysis = z.infer<typeof UploadAnalysis>;

export const UploadPrivacy = z.enum(['private', 'unlisted', 'public']);
export type UploadPrivacy = z.infer<typeof UploadPrivacy>;

export const UploadView = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    sizeBytes: z.number(),
    workingTitle: z.string(),
    language: z.string().nullable(),
    status: UploadStatus,
    analysisRunId: z.string().nullable(),
    publishRunId: z.string().nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    analysis: UploadAnalysis.nullable(),
    published: z
      .object({
        youtubeVideoId: YoutubeVideoId,
        channelTitle: z.string(),
        privacyStatus: UploadPrivacy,
        publishAt: z.string().nullable(),
        thumbnailSet: z.boolean(),
        captionsSet: z.boolean(),
        url: z.string(),
      })
      .nullable(),
    createdAt: z.string(),
    /** When the file is removed (the analysis stays until the creator deletes the upload). */
    fileExpiresAt: z.string().nullable(),
  })
  .meta({ id: 'UploadView' });
export type UploadView = z.infer<typeof UploadView>;

export const UploadSummaryView = UploadView.omit({ analysis: true });
export type UploadSummaryView = z.infer<typeof UploadSummaryView>;

export const UploadCapabilities = z
  .object({
    tusPath: z.string(),
    maxBytes: z.number(),
    /** ffmpeg and ffprobe found at start; without them nothing can be analysed. */
    mediaTools: z.object({ available: z.boolean(), detail: z.string().nullable() }),
    transcription: z.object({
      engine: z.enum(['provider', 'offline']),
      label: z.string(),
      /** The offline engine hears English only, roughly. */
      languages: z.enum(['any', 'en']),
    }),
    retentionHours: z.number(),
    minutes: z.object({ used: z.number(), limit: z.number(), remaining: z.number() }),
    /**
     * YouTube units publishing takes from the day's pool: the insert (in the current profile 1 unit, plus one of
     * its own 100 calls a day), a thumbnail, a caption track.
     */
    youtubeCosts: z.object({
      insert: z.number(),
      insertHasOwnDailyLimit: z.boolean(),
      thumbnail: z.number(),
      caption: z.number(),
    }),
  })
  .meta({ id: 'UploadCapabilities' });
export type UploadCapabilities = z.infer<typeof UploadCapabilities>;

export const CreateUploadBody = z.object({
  uploadId: TusUploadId,
  /** The creator's working title (default: the file name without its extension). */
  workingTitle: plainText().trim().max(100).optional(),
  /** The spoken language (ISO 639-1) when the creator knows it. */
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
  /** An SRT/WebVTT/SBV file's text to use as the transcript instead of transcribing. */
  captionFile: z.string().max(CAPTION_FILE_MAX_CHARS).optional(),
});

export const UploadIdParams = z.object({ id: z.uuid() });
export const FrameParams = z.object({ id: z.uuid(), index: z.coerce.number().int().min(0).max(63) });

export const PublishUploadBody = z
  .object({
    connectionId: z.uuid(),
    title: plainText().trim().min(1).max(100),
    description: plainText().max(5000).default(''),
    tags: z.array(plainText().trim().min(1).max(100)).max(60).default([]),
    privacyStatus: UploadPrivacy,
    /** A scheduled publish: the video stays private until then. */
    publishAt: z.iso.datetime().optional(),
    madeForKids: z.boolean(),
    /** One of the analysis's frames as the thumbnail, or a kept studio thumbnail. */
    thumbnail: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('frame'), index: z.number().int().min(0).max(63) }),
        z.object({ kind: z.literal('kept'), thumbnailId: z.uuid() }),
      ])
      .optional(),
    /** Upload the transcript as the video's caption track (not for the offline engine's rough one unless asked). */
    captions: z.boolean().default(false),
    idempotencyKey: z.uuid(),
  })
  .refine((b) => !b.publishAt || b.privacyStatus === 'private', {
    message: 'A scheduled video is private until its time',
    path: ['publishAt'],
  });

export const UploadJobResponse = z.object({ upload: UploadView, runId: z.string() });

export const uploadRoutes = {
  capabilities: defineRoute({
    method: 'GET',
    path: '/api/uploads/capabilities',
    summary:
      'What the upload tool offers here: size limit, media tools, the transcription engine, minutes left',
    tags: ['uploads'],
    response: { 200: UploadCapabilities, 401: ErrorBody },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/videos',
    summary:
      'Creates a draft video from a finished upload (checked by content with ffprobe) and starts its analysis; counts its minutes',
    tags: ['uploads'],
    body: CreateUploadBody,
    response: {
      200: UploadJobResponse,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/uploads',
    summary: 'The creator’s uploads, newest first',
    tags: ['uploads'],
    response: { 200: z.object({ uploads: z.array(UploadSummaryView) }), 401: ErrorBody },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/uploads/:id',
    summary: 'An upload with its analysis',
    tags: ['uploads'],
    params: UploadIdParams,
    response: { 200: UploadView, 401: ErrorBody, 404: ErrorBody },
  }),
  frame: defineRoute({
    method: 'GET',
    path: '/api/uploads/:id/frames/:index',
    summary: 'A thumbnail-candidate frame (JPEG)',
    tags: ['uploads'],
    params: FrameParams,
    response: { 200: z.unknown(), 401: ErrorBody, 404: ErrorBody },
  }),
  frameBackground: defineRoute({
    method: 'POST',
    path: '/api/uploads/:id/frames/:index/background',
    summary:
      'Keeps a frame, brought to 1280×720, as a thumbnail-studio background (the studio then designs on it)',
    tags: ['uploads'],
    params: FrameParams,
    response: { 200: BackgroundAsset, 401: ErrorBody, 404: ErrorBody },
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/uploads/:id/publish',
    summary:
      'Publishes the upload as a new YouTube video (resumable videos.insert), then its thumbnail and caption track; once per idempotency key',
    tags: ['uploads'],
    params: UploadIdParams,
    body: PublishUploadBody,
    response: {
      200: UploadJobResponse,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
    },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/uploads/:id',
    summary: 'Deletes the upload, its file and its frames at once',
    tags: ['uploads'],
    params: UploadIdParams,
    response: { 200: z.object({ deleted: z.literal(true) }), 401: ErrorBody, 404: ErrorBody },
  }),
} as const;
