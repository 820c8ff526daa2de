import type { VideoDetails, VideoSummary, Visibility } from '@vidcraft/contracts';
import type { VideoRow } from '../../db/schema.ts';
import { pickThumbnail } from '../../integrations/google/youtube.schemas.ts';

/** Scheduled is YouTube's private-with-a-future-publishAt. */
export function visibilityOf(
  row: Pick<VideoRow, 'privacy_status' | 'publish_at'>,
  now = Date.now(),
): Visibility | null {
  if (row.privacy_status === 'private' && row.publish_at && row.publish_at.getTime() > now)
    return 'scheduled';
  return row.privacy_status === 'public' ||
    row.privacy_status === 'unlisted' ||
    row.privacy_status === 'private'
    ? row.privacy_status
    : null;
}

/** The columns a list row needs (the list reads only these: descriptions and localizations stay behind). */
export const SUMMARY_COLUMNS = [
  'youtube_video_id',
  'title',
  'thumbnails',
  'published_at',
  'publish_at',
  'privacy_status',
  'duration_seconds',
  'is_short',
  'has_captions',
  'view_count',
  'like_count',
  'comment_count',
  'seo_score',
  'optimized_at',
  'fetched_at',
] as const satisfies readonly (keyof VideoRow)[];
export type VideoSummaryRow = Pick<VideoRow, (typeof SUMMARY_COLUMNS)[number]>;

export function presentVideo(row: VideoSummaryRow, channelId: string): VideoSummary {
  return {
    id: row.youtube_video_id,
    channelId,
    title: row.title,
    thumbnailUrl: pickThumbnail(row.thumbnails, ['medium', 'high', 'default']),
    publishedAt: row.published_at?.toISOString() ?? null,
    publishAt: row.publish_at?.toISOString() ?? null,
    visibility: visibilityOf(row),
    durationSeconds: row.duration_seconds,
    isShort: row.is_short,
    hasCaptions: row.has_captions,
    viewCount: row.view_count,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    seoScore: row.seo_score,
    optimized: row.optimized_at !== null,
    fetchedAt: row.fetched_at.toISOString(),
  };
}

export function presentVideoDetails(
  row: VideoRow,
  channelId: string,
  history: {
    day: string;
    view_count: number | null;
    like_count: number | null;
    comment_count: number | null;
  }[],
): VideoDetails {
  return {
    ...presentVideo(row, channelId),
    description: row.description,
    tags: row.tags,
    categoryId: row.category_id,
    defaultLanguage: row.default_language,
    defaultAudioLanguage: row.default_audio_language,
    localizations: row.localizations,
    madeForKids: row.made_for_kids,
    uploadStatus: row.upload_status,
    hasCustomThumbnail: row.has_custom_thumbnail,
    definition: row.definition,
    thumbnails: row.thumbnails,
    statsHistory: history.map((h) => ({
      day: h.day,
      viewCount: h.view_count,
      likeCount: h.like_count,
      commentCount: h.comment_count,
    })),
  };
}
