// The thumbnail studio: compose a 1280×720 thumbnail (a background and text layers the server draws), read
// its checks, keep it, upload it to YouTube and take an upload back. Backgrounds are the video's current
// thumbnail, an image the creator uploads, a style preset, or a picture an image model made from a prompt.
import { z } from './zod.ts';
import { defineRoute } from './route.ts';
import { ErrorBody } from './errors.ts';
import { plainText } from './text.ts';
import { YoutubeVideoId } from './videos.ts';
import { UserIdParams } from './id-params.ts';

/** Colours as the web's colour inputs give them. */
export const HexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');

/** Where a layer sits. No bottom-right: YouTube's duration badge covers that corner. `auto`: where the picture is calmest. */
export const TEXT_PLACEMENTS = [
  'auto',
  'top-left',
  'top-center',
  'top-right',
  'center-left',
  'center',
  'center-right',
  'bottom-left',
  'bottom-center',
] as const;
export const TextPlacement = z.enum(TEXT_PLACEMENTS);
export type TextPlacement = z.infer<typeof TextPlacement>;

/** A short id from the server's lists (presets, image styles); the server refuses ids it does not know. */
const CatalogId = z.string().regex(/^[a-z0-9-]{1,32}$/, 'must be a known id');

export const TextLayerInput = z.object({
  text: plainText().trim().min(1).max(80),
  weight: z.enum(['regular', 'bold']).default('bold'),
  /** The largest size to try; the text is shrunk until it fits. */
  maxSizePx: z.number().int().min(24).max(240).default(140),
  fill: HexColor.default('#ffffff'),
  outline: z.object({ color: HexColor, widthPx: z.number().int().min(0).max(16) }).optional(),
  shadow: z
    .object({
      color: HexColor,
      blurPx: z.number().int().min(0).max(40),
      offsetPx: z.number().int().min(0).max(20),
    })
    .optional(),
  box: z.object({ color: HexColor, paddingPx: z.number().int().min(0).max(48) }).optional(),
  placement: TextPlacement.default('auto'),
  maxWidthShare: z.number().min(0.2).max(0.95).default(0.6),
  maxLines: z.number().int().min(1).max(4).default(3),
});
export type TextLayerInput = z.infer<typeof TextLayerInput>;

export const BackgroundInput = z.discriminatedUnion('kind', [
  /** The video's current thumbnail on YouTube (the largest size it has). */
  z.object({
    kind: z.literal('current'),
    videoId: YoutubeVideoId,
    scrim: z.number().min(0).max(0.6).default(0),
  }),
  /** An image the creator uploaded, or one an image model made (`/api/thumbnails/backgrounds…`). */
  z.object({ kind: z.literal('asset'), assetId: z.uuid(), scrim: z.number().min(0).max(0.6).default(0) }),
  /** A style preset in one to three colours (for example the channel's brand colours). */
  z.object({ kind: z.literal('preset'), preset: CatalogId, colors: z.array(HexColor).min(1).max(3) }),
]);
export type BackgroundInput = z.infer<typeof BackgroundInput>;

export const ThumbnailDesign = z
  .object({ background: BackgroundInput, layers: z.array(TextLayerInput).max(3) })
  .meta({ id: 'ThumbnailDesign' });
export type ThumbnailDesign = z.infer<typeof ThumbnailDesign>;

export const THUMBNAIL_CHECK_IDS = [
  'legibleSize',
  'contrast',
  'wordCount',
  'durationBadge',
  'fileSize',
  'titlePromise',
] as const;
export const ThumbnailCheck = z.object({
  id: z.enum(THUMBNAIL_CHECK_IDS),
  passed: z.boolean(),
  /** The measured values (the web writes the reason from them, in the interface language). */
  details: z.record(z.string(), z.union([z.number(), z.string()])),
});
export type ThumbnailCheck = z.infer<typeof ThumbnailCheck>;

export const ThumbnailReport = z
  .object({ score: z.number().int().min(0).max(100), checks: z.array(ThumbnailCheck) })
  .meta({ id: 'ThumbnailReport' });
export type ThumbnailReport = z.infer<typeof ThumbnailReport>;

const Box = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export const LaidOutLayer = z.object({
  lines: z.array(z.string()),
  sizePx: z.number(),
  bounds: Box,
  placement: TextPlacement.exclude(['auto']),
  rightToLeft: z.boolean(),
});

export const RenderBody = z.object({
  design: ThumbnailDesign,
  /** The video the thumbnail is for: its title feeds the promise check. */
  videoId: YoutubeVideoId.optional(),
});

export const RenderResponse = z.object({
  /** The rendered thumbnail as a data URL (JPEG), exactly as it would be uploaded. */
  image: z.string(),
  bytes: z.number().int(),
  report: ThumbnailReport,
  layers: z.array(LaidOutLayer),
});
export type RenderResponse = z.infer<typeof RenderResponse>;

export const SavedThumbnail = z
  .object({
    id: z.string(),
    videoId: z.string().nullable(),
    design: ThumbnailDesign,
    /** Where the image is read (and downloaded, as thumbnail.jpg or thumbnail.png). */
    imageUrl: z.string(),
    contentType: z.enum(['image/jpeg', 'image/png']),
    bytes: z.number().int(),
    report: ThumbnailReport,
    createdAt: z.string(),
  })
  .meta({ id: 'SavedThumbnail' });
export type SavedThumbnail = z.infer<typeof SavedThumbnail>;

export const BackgroundAsset = z
  .object({
    id: z.string(),
    source: z.enum(['upload', 'generated']),
    imageUrl: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** For generated backgrounds: what made it. */
    prompt: z.string().nullable(),
    style: z.string().nullable(),
    model: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'BackgroundAsset' });
export type BackgroundAsset = z.infer<typeof BackgroundAsset>;

export const ThumbnailUploadEntry = z
  .object({
    id: z.string(),
    videoId: z.string(),
    kind: z.enum(['upload', 'revert']),
    status: z.enum(['pending', 'succeeded', 'failed']),
    imageUrl: z.string(),
    /** The thumbnail YouTube showed before (null when it could not be kept, so no revert). */
    replacedImageUrl: z.string().nullable(),
    revertsId: z.string().nullable(),
    revertedById: z.string().nullable(),
    canRevert: z.boolean(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ThumbnailUploadEntry' });
export type ThumbnailUploadEntry = z.infer<typeof ThumbnailUploadEntry>;

export const ThumbnailUploadResponse = z.object({ entry: ThumbnailUploadEntry, replayed: z.boolean() });

const Allowance = z.object({ used: z.number(), limit: z.number(), remaining: z.number() });

export const ThumbnailQuota = z
  .object({
    period: z.object({ start: z.string(), end: z.string() }),
    /** Backgrounds made by an image model this month. */
    generations: Allowance,
    /** Thumbnails sent to YouTube this month (reverts are free). */
    uploads: Allowance,
    /** YouTube's side: each upload costs 50 units of the daily quota this user may spend. */
    youtube: z.object({ unitsPerUpload: z.number(), uploadsLeftToday: z.number() }),
  })
  .meta({ id: 'ThumbnailQuota' });
export type ThumbnailQuota = z.infer<typeof ThumbnailQuota>;

export const ThumbnailCapabilities = z
  .object({
    presets: z.array(z.object({ id: z.string(), colors: z.array(z.string()) })),
    imageModel: z.object({ provider: z.string(), model: z.string(), styles: z.array(z.string()) }).nullable(),
    /** How `auto` placement chooses (said in the studio). */
    placementMethod: z.string(),
    limits: z.object({ maxUploadBytes: z.number(), maxLayers: z.number(), maxPromptLength: z.number() }),
  })
  .meta({ id: 'ThumbnailCapabilities' });
export type ThumbnailCapabilities = z.infer<typeof ThumbnailCapabilities>;

export const ThumbnailIdParams = z.object({ id: z.uuid() });
export const IMAGE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const PROMPT_MAX_LENGTH = 400;

export const thumbnailRoutes = {
  capabilities: defineRoute({
    method: 'GET',
    path: '/api/thumbnails/capabilities',
    summary: 'What the studio offers on this server: presets, the image model (if configured), limits',
    tags: ['thumbnails'],
    response: { 200: ThumbnailCapabilities, 401: ErrorBody },
  }),
  render: defineRoute({
    method: 'POST',
    path: '/api/thumbnails/render',
    summary: 'Renders a design and checks it (nothing is stored; nothing is sent to YouTube)',
    tags: ['thumbnails'],
    body: RenderBody,
    response: { 200: RenderResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/thumbnails',
    summary: 'Renders a design and keeps it (one per idempotency key)',
    tags: ['thumbnails'],
    body: RenderBody.extend({ idempotencyKey: z.uuid() }),
    response: { 200: SavedThumbnail, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/thumbnails',
    summary: 'Kept thumbnails, newest first (optionally for one video)',
    tags: ['thumbnails'],
    querystring: z.object({
      videoId: YoutubeVideoId.optional(),
      limit: z.coerce.number().int().min(1).max(50).default(20),
    }),
    response: { 200: z.object({ thumbnails: z.array(SavedThumbnail) }), 401: ErrorBody },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/thumbnails/:id',
    summary: 'A kept thumbnail',
    tags: ['thumbnails'],
    params: ThumbnailIdParams,
    response: { 200: SavedThumbnail, 401: ErrorBody, 404: ErrorBody },
  }),
  image: defineRoute({
    method: 'GET',
    path: '/api/thumbnails/:id/image',
    summary:
      'The image of a kept thumbnail or a background (?download=1: as an attachment named thumbnail.jpg/png)',
    tags: ['thumbnails'],
    params: ThumbnailIdParams,
    querystring: z.object({ download: z.enum(['0', '1']).default('0') }),
    response: { 200: z.unknown(), 401: ErrorBody, 404: ErrorBody },
  }),
  uploadBackground: defineRoute({
    method: 'POST',
    path: '/api/thumbnails/backgrounds',
    summary:
      'Accepts an image as a background (multipart field `image`; checked by content, re-encoded, metadata removed)',
    tags: ['thumbnails'],
    multipart: {
      fields: z.object({}),
      files: { image: { maxBytes: IMAGE_UPLOAD_MAX_BYTES } },
    },
    response: { 200: BackgroundAsset, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody },
  }),
  generateBackground: defineRoute({
    method: 'POST',
    path: '/api/thumbnails/backgrounds/generate',
    summary:
      'Makes a background with the configured image model (400 noImageModel when none is; counts toward the monthly generations only when it succeeds)',
    tags: ['thumbnails'],
    body: z.object({
      prompt: plainText().trim().min(3).max(PROMPT_MAX_LENGTH),
      style: CatalogId,
      idempotencyKey: z.uuid(),
    }),
    response: {
      200: BackgroundAsset,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      409: ErrorBody,
      429: ErrorBody,
      503: ErrorBody,
    },
  }),
  backgrounds: defineRoute({
    method: 'GET',
    path: '/api/thumbnails/backgrounds',
    summary: 'Backgrounds the user uploaded or generated, newest first',
    tags: ['thumbnails'],
    response: { 200: z.object({ backgrounds: z.array(BackgroundAsset) }), 401: ErrorBody },
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/api/youtube/upload-thumbnail',
    summary:
      'Sets a video’s custom thumbnail on YouTube (multipart: videoId, idempotencyKey, thumbnail; 50 units); the replaced image is kept for revert',
    tags: ['thumbnails'],
    multipart: {
      fields: z.object({ videoId: YoutubeVideoId, idempotencyKey: z.uuid() }),
      files: { thumbnail: { maxBytes: IMAGE_UPLOAD_MAX_BYTES } },
    },
    response: {
      200: ThumbnailUploadResponse,
      400: ErrorBody,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
      429: ErrorBody,
    },
  }),
  revert: defineRoute({
    method: 'POST',
    path: '/api/youtube/revert-thumbnail',
    summary: 'Sends the thumbnail an upload replaced back to YouTube (50 units)',
    tags: ['thumbnails'],
    body: z.object({ uploadId: z.uuid(), idempotencyKey: z.uuid() }),
    response: {
      200: ThumbnailUploadResponse,
      401: ErrorBody,
      403: ErrorBody,
      404: ErrorBody,
      409: ErrorBody,
      429: ErrorBody,
    },
  }),
  uploads: defineRoute({
    method: 'GET',
    path: '/api/thumbnails/uploads',
    summary: 'Thumbnails sent to YouTube for a video, newest first, each with the image it replaced',
    tags: ['thumbnails'],
    querystring: z.object({ videoId: YoutubeVideoId }),
    response: { 200: z.object({ entries: z.array(ThumbnailUploadEntry) }), 401: ErrorBody, 404: ErrorBody },
  }),
  uploadImage: defineRoute({
    method: 'GET',
    path: '/api/thumbnails/uploads/:id/image',
    summary: 'The image an upload sent (`which=sent`) or the one it replaced (`which=replaced`)',
    tags: ['thumbnails'],
    params: ThumbnailIdParams,
    querystring: z.object({ which: z.enum(['sent', 'replaced']).default('sent') }),
    response: { 200: z.unknown(), 401: ErrorBody, 404: ErrorBody },
  }),
  record: defineRoute({
    method: 'POST',
    path: '/api/thumbnails/record-thumbnail',
    summary: 'Records that a kept thumbnail was downloaded or copied instead of uploaded',
    tags: ['thumbnails'],
    body: z.object({ thumbnailId: z.uuid(), action: z.enum(['download', 'copy']) }),
    response: { 200: SavedThumbnail, 401: ErrorBody, 404: ErrorBody },
  }),
  quota: defineRoute({
    method: 'GET',
    path: '/api/thumbnails/quota/:id',
    summary: 'What the signed-in user can still do: generations and uploads this month, uploads left today',
    tags: ['usage'],
    params: UserIdParams,
    response: { 200: ThumbnailQuota, 401: ErrorBody, 404: ErrorBody },
  }),
  usage: defineRoute({
    method: 'GET',
    path: '/api/usage/thumbnails/:id',
    summary: 'Thumbnail generations and uploads used this month against the limits',
    tags: ['usage'],
    params: UserIdParams,
    response: { 200: ThumbnailQuota, 401: ErrorBody, 404: ErrorBody },
  }),
} as const;
