// The video resource on the wire: counts as strings, owner-only fields only for the owner, etag per resource.
import type { SandboxCore } from '../core.ts';
import { formatIsoDuration } from '../seed/build.ts';
import type { UploadedMedia, Video } from '../state/model.ts';
import { etagOf } from '../util/ids.ts';
import { videoThumbnails } from './thumbnail-urls.ts';

export const VIDEO_PARTS = [
  'contentDetails',
  'fileDetails',
  'id',
  'liveStreamingDetails',
  'localizations',
  'paidProductPlacementDetails',
  'player',
  'processingDetails',
  'recordingDetails',
  'snippet',
  'statistics',
  'status',
  'suggestions',
  'topicDetails',
] as const;

export const OWNER_ONLY_PARTS = ['fileDetails', 'processingDetails', 'suggestions'];

export function canSeeVideo(video: Video, viewerChannelId: string | undefined): boolean {
  if (video.channelId === viewerChannelId) return true;
  return video.privacyStatus !== 'private' && video.uploadStatus === 'processed';
}

/** contentDetails.caption is "true" when a published (non-draft, serving) track exists. */
export function hasPublishedCaptions(core: SandboxCore, videoId: string): boolean {
  return core.world
    .captionsOf(videoId)
    .some((t) => !t.isDraft && t.status === 'serving' && t.trackKind !== 'ASR');
}

function snippet(core: SandboxCore, video: Video, hl: string | undefined): Record<string, unknown> {
  const channel = core.world.channel(video.channelId);
  const localized = (hl && video.localizations?.[hl]) || {
    title: video.title,
    description: video.description,
  };
  return {
    publishedAt: video.publishedAt,
    channelId: video.channelId,
    title: video.title,
    description: video.description,
    thumbnails: videoThumbnails(core, video),
    channelTitle: channel?.title ?? '',
    ...(video.tags && video.tags.length > 0 ? { tags: video.tags } : {}),
    categoryId: video.categoryId,
    liveBroadcastContent: 'none',
    ...(video.defaultLanguage ? { defaultLanguage: video.defaultLanguage } : {}),
    localized,
    ...(video.defaultAudioLanguage ? { defaultAudioLanguage: video.defaultAudioLanguage } : {}),
  };
}

/** The container a file's first bytes suggest (fileDetails.container). */
export function containerOf(media: UploadedMedia): string {
  const head = Buffer.from(media.head, 'base64');
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') {
    return head.subarray(8, 10).toString('latin1') === 'qt' ? 'mov' : 'mp4';
  }
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'webm';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF') return 'avi';
  return 'other';
}

export function presentVideo(
  core: SandboxCore,
  video: Video,
  parts: readonly string[],
  viewerChannelId: string | undefined,
  hl?: string,
): Record<string, unknown> {
  const owner = video.channelId === viewerChannelId;
  const resource: Record<string, unknown> = { kind: 'youtube#video', etag: '', id: video.id };
  if (parts.includes('snippet')) resource.snippet = snippet(core, video, hl);
  if (parts.includes('contentDetails')) {
    resource.contentDetails = {
      duration: formatIsoDuration(video.durationSeconds),
      dimension: '2d',
      definition: video.definition,
      caption: String(hasPublishedCaptions(core, video.id)),
      licensedContent: video.licensedContent,
      contentRating: {},
      projection: 'rectangular',
      ...(owner ? { hasCustomThumbnail: video.hasCustomThumbnail } : {}),
    };
  }
  if (parts.includes('status')) {
    resource.status = {
      uploadStatus: video.uploadStatus,
      ...(video.failureReason ? { failureReason: video.failureReason } : {}),
      ...(video.rejectionReason ? { rejectionReason: video.rejectionReason } : {}),
      privacyStatus: video.privacyStatus,
      ...(video.publishAt ? { publishAt: video.publishAt } : {}),
      license: video.license,
      embeddable: video.embeddable,
      publicStatsViewable: video.publicStatsViewable,
      madeForKids: video.madeForKids,
      ...(owner && video.selfDeclaredMadeForKids !== undefined
        ? { selfDeclaredMadeForKids: video.selfDeclaredMadeForKids }
        : {}),
      containsSyntheticMedia: video.containsSyntheticMedia,
    };
  }
  if (parts.includes('statistics')) {
    resource.statistics = {
      viewCount: String(video.viewCount),
      likeCount: String(video.likeCount),
      ...(owner ? { dislikeCount: String(video.dislikeCount) } : {}),
      favoriteCount: '0',
      commentCount: String(video.commentCount),
    };
  }
  if (parts.includes('player')) {
    resource.player = {
      embedHtml: `<iframe width="480" height="270" src="//www.youtube.com/embed/${video.id}" frameborder="0" allowfullscreen></iframe>`,
    };
  }
  if (parts.includes('recordingDetails')) {
    resource.recordingDetails = video.recordingDate ? { recordingDate: video.recordingDate } : {};
  }
  if (parts.includes('fileDetails') && owner && video.media) {
    // An inserted video: what was uploaded. The sandbox does not decode media, so no streams are reported.
    resource.fileDetails = {
      ...(video.media.fileName ? { fileName: video.media.fileName } : {}),
      fileSize: String(video.media.bytes),
      fileType: 'video',
      container: containerOf(video.media),
    };
  } else if (parts.includes('fileDetails') && owner) {
    resource.fileDetails = {
      fileType: 'video',
      container: 'mov',
      durationMs: String(video.durationSeconds * 1000),
      videoStreams: [
        {
          widthPixels: video.width,
          heightPixels: video.height,
          frameRateFps: 30,
          aspectRatio: video.width / video.height,
        },
      ],
    };
  }
  if (parts.includes('processingDetails') && owner) {
    resource.processingDetails = {
      processingStatus:
        video.uploadStatus === 'failed' || video.uploadStatus === 'rejected'
          ? 'failed'
          : video.uploadStatus === 'uploaded'
            ? 'processing'
            : 'succeeded',
    };
  }
  if (parts.includes('paidProductPlacementDetails')) {
    resource.paidProductPlacementDetails = { hasPaidProductPlacement: false };
  }
  if (parts.includes('localizations') && video.localizations && Object.keys(video.localizations).length > 0) {
    resource.localizations = video.localizations;
  }
  resource.etag = etagOf({ ...resource, etag: undefined });
  return resource;
}
