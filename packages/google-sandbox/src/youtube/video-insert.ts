// videos.insert metadata: the resource is checked like a videos.update of a new, never-published video (title
// required and within YouTube's limits, publishAt only with private and in the future, localizations need a
// default language), then becomes a Video in the uploader's channel once the media has arrived. The sandbox keeps
// a summary of the media (size, SHA-256, first bytes), never the file.
import type { SandboxCore } from '../core.ts';
import { apiErrors } from '../http/error-catalog.ts';
import type { Channel, UploadedMedia, Video } from '../state/model.ts';
import { rfc3339 } from '../util/clock.ts';
import { randomId } from '../util/ids.ts';
import { applyVideoUpdate, checkBodyParts, videoBodySchema } from './video-update.ts';
import { videoErrors } from './video-errors.ts';

/** YouTube files a video without a category under People & Blogs. */
export const DEFAULT_CATEGORY_ID = '22';

export interface InsertRequest {
  parts: string[];
  /** The JSON video resource (undefined for uploadType=media). */
  metadata: unknown;
  /** The Slug header: the uploaded file's name. */
  fileName?: string | undefined;
}

/** The file name without its extension, as YouTube titles an upload that came without a title. */
function titleFromFileName(fileName: string | undefined): string | undefined {
  const base = fileName
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/\.[^.]*$/, '')
    .trim();
  return base ? base : undefined;
}

/** Validates the metadata and returns the video as it will be stored (without media), or throws the API error. */
export function prepareInsert(core: SandboxCore, channel: Channel, request: InsertRequest, now: Date): Video {
  const parsed = videoBodySchema.safeParse(request.metadata ?? {});
  if (!parsed.success) {
    const path = parsed.error.issues[0]?.path.join('.') ?? '';
    throw videoErrors.invalidVideoMetadata(`Invalid value at '${path}'.`);
  }
  const body = parsed.data;
  checkBodyParts(body, request.parts);
  const snippet = {
    ...(body.snippet ?? {}),
    title: body.snippet?.title ?? titleFromFileName(request.fileName),
    categoryId: body.snippet?.categoryId ?? DEFAULT_CATEGORY_ID,
  };
  const nowText = rfc3339(now);
  // A new upload has never been published: privacy starts private so publishAt may be set, and the status
  // part's defaults (public unless told otherwise) apply even when the caller sent no status.
  const template: Video = {
    id: randomId(8), // 11 characters, like YouTube's
    channelId: channel.id,
    title: '',
    description: '',
    categoryId: DEFAULT_CATEGORY_ID,
    publishedAt: nowText,
    durationSeconds: 0,
    // Unknown: the sandbox does not decode media. Only generated thumbnails use the definition.
    width: 1920,
    height: 1080,
    definition: 'hd',
    licensedContent: false,
    privacyStatus: 'private',
    uploadStatus: 'uploaded',
    license: 'youtube',
    embeddable: true,
    publicStatsViewable: true,
    madeForKids: false,
    selfDeclaredMadeForKids: false,
    containsSyntheticMedia: false,
    viewCount: 0,
    likeCount: 0,
    dislikeCount: 0,
    commentCount: 0,
    art: { text: '', colors: channel.colors },
    hasCustomThumbnail: false,
    thumbnailVersion: 0,
  };
  const applied = [...new Set([...request.parts.filter((p) => p !== 'id'), 'snippet', 'status'])];
  const video = applyVideoUpdate(template, applied, { ...body, snippet }, now);
  if (core.world.videoUploadsInLastDay(channel.id, now.getTime()) >= core.settings.videoUploadsPerDay) {
    throw videoErrors.uploadLimitExceeded();
  }
  while (core.world.video(video.id, now)) video.id = randomId(8);
  return { ...video, publishedAt: nowText, art: { text: video.title, colors: channel.colors } };
}

/** The media summary kept for an upload. */
export function mediaSummary(input: {
  bytes: number;
  sha256: string;
  contentType: string | undefined;
  head: Buffer;
  fileName?: string | undefined;
}): UploadedMedia {
  return {
    bytes: input.bytes,
    sha256: input.sha256,
    contentType: input.contentType || 'application/octet-stream',
    head: input.head.subarray(0, 16).toString('base64'),
    ...(input.fileName ? { fileName: input.fileName } : {}),
  };
}

/** Stores the uploaded video: first in the channel's uploads, "uploaded" until the processing time passes. */
export function completeInsert(core: SandboxCore, draft: Video, media: UploadedMedia, now: Date): Video {
  if (media.bytes === 0) throw videoErrors.mediaBodyRequired();
  if (media.bytes > core.settings.videoMaxBytes) throw apiErrors.uploadTooLarge(core.settings.videoMaxBytes);
  const processing = core.settings.uploadProcessingSeconds;
  const video: Video = {
    ...draft,
    publishedAt: rfc3339(now),
    media,
    uploadStatus: processing > 0 ? 'uploaded' : 'processed',
    ...(processing > 0 ? { processingDoneAt: rfc3339(now.getTime() + processing * 1000) } : {}),
  };
  core.world.insertVideo(video, now.getTime());
  return video;
}
