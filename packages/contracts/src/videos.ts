import { z } from './zod.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { plainText } from './text.ts';
import { JobRunView } from './jobs.ts';
import { CaptionCue } from './caption-cues.ts';

export const Visibility = z.enum(['public', 'unlisted', 'private', 'scheduled']);
export type Visibility = z.infer<typeof Visibility>;

/** YouTube video ids are 11 characters of base64url. */
export const YoutubeVideoId = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'must be a YouTube video id');
const ConnectionOrChannel = z.string().min(1).max(64);

export const VideoSummary = z
  .object({
    id: z.string(),
    channelId: z.string(),
    title: z.string(),
    thumbnailUrl: z.string().nullable(),
    publishedAt: z.string().nullable(),
    publishAt: z.string().nullable(),
    visibility: Visibility.nullable(),
    durationSeconds: z.number().nullable(),
    isShort: z.boolean(),
    hasCaptions: z.boolean(),
    viewCount: z.number().nullable(),
    likeCount: z.number().nullable(),
    commentCount: z.number().nullable(),
    /** Vidcraft's own SEO score of the metadata (0–100), not a YouTube metric. */
    seoScore: z.number().nullable(),
    /** Metadata was published through Vidcraft. */
    optimized: z.boolean(),
    fetchedAt: z.string(),
  })
  .meta({ id: 'VideoSummary' });
export type VideoSummary = z.infer<typeof VideoSummary>;

export const Localization = z.object({ title: z.string().optional(), description: z.string().optional() });

export const VideoDetails = VideoSummary.extend({
  description: z.string(),
  tags: z.array(z.string()),
  categoryId: z.string().nullable(),
  defaultLanguage: z.string().nullable(),
  defaultAudioLanguage: z.string().nullable(),
  localizations: z.record(z.string(), Localization),
  madeForKids: z.boolean().nullable(),
  uploadStatus: z.string().nullable(),
  hasCustomThumbnail: z.boolean().nullable(),
  definition: z.string().nullable(),
  thumbnails: z.record(
    z.string(),
    z.object({ url: z.string(), width: z.number().optional(), height: z.number().optional() }),
  ),
  statsHistory: z.array(
    z.object({
      day: z.string(),
      viewCount: z.number().nullable(),
      likeCount: z.number().nullable(),
      commentCount: z.number().nullable(),
    }),
  ),
}).meta({ id: 'VideoDetails' });
export type VideoDetails = z.infer<typeof VideoDetails>;

// Strict: a GET only reads, so a parameter that once started work (`forceRefresh`) is refused, not ignored
// (decision 016; the sync starts with POST /api/youtube/sync-videos-manual).
export const ChannelVideosQuery = z.strictObject({
  /** A connection id or YouTube channel id of the signed-in user; the active channel when absent. */
  channelId: ConnectionOrChannel.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  /** Pages to return at once (limit × batchCount rows, at most 200). */
  batchCount: z.coerce.number().int().min(1).max(8).default(1),
  /** Continue from a previous answer's token, forwards (`next`, default) or backwards (`prev`). */
  pageToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/, 'must be a token from a previous answer')
    .optional(),
  pageType: z.enum(['next', 'prev']).optional(),
  q: plainText().trim().max(200).optional(),
  type: z.enum(['short', 'long']).optional(),
  visibility: Visibility.optional(),
  captions: z.enum(['true', 'false']).optional(),
  /** Whether metadata was published through Vidcraft. */
  optimized: z.enum(['true', 'false']).optional(),
  /** `score`: the lowest Vidcraft SEO score first (where better metadata helps most). */
  sort: z.enum(['newest', 'oldest', 'views', 'score']).default('newest'),
});

export const ChannelVideosResponse = z
  .object({
    connectionId: z.string(),
    channelId: z.string(),
    videos: z.array(VideoSummary),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
    hasMore: z.boolean(),
    nextPageToken: z.string().nullable(),
    prevPageToken: z.string().nullable(),
    /** A sync is queued or running. */
    syncing: z.boolean(),
    /** A sync is paused (YouTube quota spent) and resumes after the daily reset. */
    paused: z.boolean(),
  })
  .meta({ id: 'ChannelVideos' });
export type ChannelVideosResponse = z.infer<typeof ChannelVideosResponse>;

export const CaptionTrack = z.object({
  id: z.string(),
  language: z.string(),
  name: z.string(),
  kind: z.string().nullable(),
  isDraft: z.boolean(),
  status: z.string().nullable(),
  lastUpdated: z.string().nullable(),
});
export type CaptionTrack = z.infer<typeof CaptionTrack>;

// The GET serves what is stored; listing and downloading spend quota and are POSTs (decision 016), so the
// old `refresh` and `track` parameters are refused rather than ignored.
export const CaptionsQuery = z.strictObject({});

export const CaptionsRefreshBody = z
  .strictObject({
    /** List only when the stored list is missing or over a day old (else answer it, no units). */
    onlyIfStale: z.boolean().default(false),
  })
  .default({ onlyIfStale: false });

export const CaptionTrackParams = z.object({ id: YoutubeVideoId, trackId: z.string().min(1).max(128) });
/** The formats captions.download converts a track to (`tfmt`); YouTube's SCC is left out (no reader for it). */
export const CaptionTextFormat = z.enum(['srt', 'vtt', 'sbv', 'ttml']);
export type CaptionTextFormat = z.infer<typeof CaptionTextFormat>;
export const CaptionDownloadBody = z
  .strictObject({ format: CaptionTextFormat.default('vtt') })
  .default({ format: 'vtt' });

export const CaptionsResponse = z
  .object({
    videoId: z.string(),
    hasCaptions: z.boolean(),
    tracks: z.array(CaptionTrack),
    listedAt: z.string().nullable(),
    /** Quota units each action costs, shown before the user triggers it. */
    costs: z.object({
      listTracks: z.number(),
      downloadTrack: z.number(),
      insertTrack: z.number(),
      updateTrack: z.number(),
      deleteTrack: z.number(),
    }),
    /** YouTube units the signed-in user may still spend today (the project's budget and their share). */
    unitsLeftToday: z.number().nullable(),
    /** The connection may manage captions (youtube.force-ssl); without it every caption action asks for it. */
    canWrite: z.boolean(),
    text: z
      .object({
        trackId: z.string(),
        format: CaptionTextFormat,
        body: z.string(),
        cached: z.boolean(),
        /** The body read as timed cues (null for TTML, which only downloads). */
        cues: z.array(CaptionCue).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Captions' });
export type CaptionsResponse = z.infer<typeof CaptionsResponse>;

export const VideoIdParams = z.object({ id: YoutubeVideoId });
export const VideoRefreshBatchBody = z.object({ videoIds: z.array(YoutubeVideoId).min(1).max(200) });
export const VideoRefreshBatchResponse = z.object({
  videos: z.array(VideoSummary),
  notFound: z.array(z.string()),
  unitsUsed: z.number(),
});

export const videoRoutes = {
  channelVideos: defineRoute({
    method: 'GET',
    path: '/api/user/channel-videos',
    summary: "The signed-in user's synced videos of a channel: search, filters, sort and paging",
    tags: ['videos'],
    querystring: ChannelVideosQuery,
    response: { 200: ChannelVideosResponse, 401: ErrorBody, 404: ErrorBody },
  }),
  channelVideo: defineRoute({
    method: 'GET',
    path: '/api/channel-videos/:id',
    summary: 'One synced video (userId, when given, must be the signed-in user)',
    tags: ['videos'],
    params: VideoIdParams,
    querystring: z.object({ userId: z.string().max(64).optional() }),
    response: { 200: VideoSummary, 401: ErrorBody, 404: ErrorBody },
  }),
  video: defineRoute({
    method: 'GET',
    path: '/api/videos/:id',
    summary: 'One synced video',
    tags: ['videos'],
    params: VideoIdParams,
    response: { 200: VideoSummary, 401: ErrorBody, 404: ErrorBody },
  }),
  details: defineRoute({
    method: 'GET',
    path: '/api/videos/:id/details',
    summary: 'A synced video with its full metadata, localizations and daily statistics',
    tags: ['videos'],
    params: VideoIdParams,
    response: { 200: VideoDetails, 401: ErrorBody, 404: ErrorBody },
  }),
  captions: defineRoute({
    method: 'GET',
    path: '/api/videos/:id/captions',
    summary: "A video's stored caption tracks (no YouTube call; list them with POST …/captions/refresh)",
    tags: ['videos'],
    params: VideoIdParams,
    querystring: CaptionsQuery,
    response: { 200: CaptionsResponse, 401: ErrorBody, 404: ErrorBody },
  }),
  captionsRefresh: defineRoute({
    method: 'POST',
    path: '/api/videos/:id/captions/refresh',
    summary: "Lists a video's caption tracks on YouTube (captions.list, 50 units)",
    tags: ['videos'],
    params: VideoIdParams,
    body: CaptionsRefreshBody,
    response: { 200: CaptionsResponse, 401: ErrorBody, 404: ErrorBody },
  }),
  captionDownload: defineRoute({
    method: 'POST',
    path: '/api/videos/:id/captions/:trackId/download',
    summary: "A caption track's text: stored (no units) or downloaded (captions.download, 200 units)",
    tags: ['videos'],
    params: CaptionTrackParams,
    body: CaptionDownloadBody,
    response: { 200: CaptionsResponse, 401: ErrorBody, 404: ErrorBody },
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/videos/:id/refresh',
    summary: 'Re-reads one video from YouTube (1 unit)',
    tags: ['videos'],
    params: VideoIdParams,
    response: { 200: VideoDetails, 401: ErrorBody, 404: ErrorBody },
  }),
  refreshBatch: defineRoute({
    method: 'POST',
    path: '/api/videos/refresh-batch-enhanced',
    summary: 'Re-reads up to 200 videos from YouTube, 50 per unit',
    tags: ['videos'],
    body: VideoRefreshBatchBody,
    response: { 200: VideoRefreshBatchResponse, 401: ErrorBody },
  }),
} as const;

export const SyncTargetBody = z.object({ connectionId: ConnectionOrChannel.optional() }).default({});
export const SyncTargetQuery = z.object({ connectionId: ConnectionOrChannel.optional() });

export const SyncStatus = z
  .object({
    connectionId: z.string(),
    channelId: z.string(),
    run: JobRunView.nullable(),
    /** The latest run is queued or running. */
    syncing: z.boolean(),
    /** The latest run is paused (YouTube quota spent) and resumes at `run.resumeAt`. */
    paused: z.boolean(),
    lastSyncAt: z.string().nullable(),
    lastFullSyncAt: z.string().nullable(),
    unitsLastSync: z.number().nullable(),
  })
  .meta({ id: 'SyncStatus' });
export type SyncStatus = z.infer<typeof SyncStatus>;

export const SyncStats = SyncStatus.extend({
  totalVideos: z.number(),
  shorts: z.number(),
  longForm: z.number(),
  withCaptions: z.number(),
  visibility: z.object({ public: z.number(), unlisted: z.number(), private: z.number() }),
  totalViews: z.number(),
}).meta({ id: 'SyncStats' });
export type SyncStats = z.infer<typeof SyncStats>;

export const syncRoutes = {
  syncChannel: defineRoute({
    method: 'POST',
    path: '/api/youtube/sync-channel-manual',
    summary: 'Starts a full sync of a channel (1 + 2 units per 50 videos); joins a sync already running',
    tags: ['sync'],
    body: SyncTargetBody,
    response: { 202: SyncStatus, 401: ErrorBody, 404: ErrorBody },
  }),
  syncVideosManual: defineRoute({
    method: 'POST',
    path: '/api/youtube/sync-videos-manual',
    summary: 'Starts an incremental sync (new and changed videos; about 3 units when nothing changed)',
    tags: ['sync'],
    body: SyncTargetBody,
    response: { 202: SyncStatus, 401: ErrorBody, 404: ErrorBody },
  }),
  syncVideos: defineRoute({
    method: 'POST',
    path: '/api/youtube/sync-videos',
    summary: 'Re-reads the given videos from YouTube now (1 unit per 50)',
    tags: ['sync'],
    body: z.object({ videos: z.array(YoutubeVideoId).min(1).max(200) }),
    response: { 200: VideoRefreshBatchResponse, 401: ErrorBody },
  }),
  progress: defineRoute({
    method: 'GET',
    path: '/api/youtube/sync-progress',
    summary: "The channel's latest sync run (follow it live at /api/jobs/{id}/events)",
    tags: ['sync'],
    querystring: SyncTargetQuery,
    response: { 200: SyncStatus, 401: ErrorBody, 404: ErrorBody },
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/api/youtube/sync-stats',
    summary: 'What is synced for a channel: counts, views, last syncs and their cost',
    tags: ['sync'],
    querystring: SyncTargetQuery,
    response: { 200: SyncStats, 401: ErrorBody, 404: ErrorBody },
  }),
} as const;
