import type { ScoreInput } from '@vidcraft/seo';
import type { VideoRow } from '../../db/schema.ts';

/** What the SEO score reads from a mirrored video. */
export function scoreInputOf(
  video: Pick<
    VideoRow,
    | 'title'
    | 'description'
    | 'tags'
    | 'has_custom_thumbnail'
    | 'has_captions'
    | 'localizations'
    | 'is_short'
    | 'duration_seconds'
    | 'default_language'
  >,
  overrides: Partial<Pick<ScoreInput, 'title' | 'description' | 'tags'>> = {},
): ScoreInput {
  return {
    title: overrides.title ?? video.title,
    description: overrides.description ?? video.description,
    tags: overrides.tags ?? video.tags,
    hasCustomThumbnail: video.has_custom_thumbnail,
    hasCaptions: video.has_captions,
    localizationCount: Object.keys(video.localizations ?? {}).length,
    isShort: video.is_short,
    durationSeconds: video.duration_seconds,
    ...(video.default_language ? { language: video.default_language.slice(0, 2) } : {}),
  };
}
