// YouTube's video resource → the columns Vidcraft mirrors. Pure functions, unit-tested.
import { scoreVideo } from '@vidcraft/seo';
import type { Video } from '../../integrations/google/youtube.schemas.ts';

/** ISO 8601 durations as YouTube writes them (PT15M51S, P1DT2H, PT0S) → seconds; null when unparseable. */
export function parseIsoDuration(value: string | undefined): number | null {
  if (!value) return null;
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
  if (!match) return null;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * 86400 + Number(h) * 3600 + Number(m) * 60 + Math.round(Number(s));
}

/**
 * YouTube has no Shorts flag. Since 2024-10-15 a Short is a square or vertical video of at most 3 minutes; the
 * stream dimensions come from the owner-only fileDetails part. Without them, a #shorts tag on a video of at
 * most 3 minutes is the best remaining signal.
 */
export function isShort(video: Video, durationSeconds: number | null): boolean {
  if (durationSeconds === null || durationSeconds > 180) return false;
  const stream = video.fileDetails?.videoStreams?.[0];
  if (stream?.widthPixels && stream.heightPixels) return stream.heightPixels >= stream.widthPixels;
  const text = `${video.snippet?.title ?? ''} ${video.snippet?.description ?? ''}`.toLowerCase();
  return /(^|\s)#shorts\b/.test(text);
}

const count = (value: string | undefined) => (value === undefined ? null : Number(value));
const date = (value: string | undefined) => (value ? new Date(value) : null);

export function videoColumns(video: Video) {
  const duration = parseIsoDuration(video.contentDetails?.duration);
  const short = isShort(video, duration);
  const score = scoreVideo({
    title: video.snippet?.title ?? '',
    description: video.snippet?.description ?? '',
    tags: video.snippet?.tags ?? [],
    hasCustomThumbnail: video.contentDetails?.hasCustomThumbnail ?? null,
    hasCaptions: video.contentDetails?.caption === 'true',
    localizationCount: Object.keys(video.localizations ?? {}).length,
    isShort: short,
    durationSeconds: duration,
    ...(video.snippet?.defaultLanguage ? { language: video.snippet.defaultLanguage.slice(0, 2) } : {}),
  });
  return {
    etag: video.etag ?? null,
    title: video.snippet?.title ?? '',
    description: video.snippet?.description ?? '',
    tags: video.snippet?.tags ?? [],
    category_id: video.snippet?.categoryId ?? null,
    default_language: video.snippet?.defaultLanguage ?? null,
    default_audio_language: video.snippet?.defaultAudioLanguage ?? null,
    published_at: date(video.snippet?.publishedAt),
    privacy_status: video.status?.privacyStatus ?? null,
    upload_status: video.status?.uploadStatus ?? null,
    publish_at: date(video.status?.publishAt),
    made_for_kids: video.status?.madeForKids ?? null,
    live_broadcast_content: video.snippet?.liveBroadcastContent ?? null,
    duration_seconds: duration,
    definition: video.contentDetails?.definition ?? null,
    has_captions: video.contentDetails?.caption === 'true',
    has_custom_thumbnail: video.contentDetails?.hasCustomThumbnail ?? null,
    is_short: short,
    seo_score: score.score,
    view_count: count(video.statistics?.viewCount),
    like_count: count(video.statistics?.likeCount),
    comment_count: count(video.statistics?.commentCount),
    thumbnails: JSON.stringify(video.snippet?.thumbnails ?? {}),
    localizations: JSON.stringify(video.localizations ?? {}),
  };
}
