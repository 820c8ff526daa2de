import {
  scoreInputOf as sharedScoreInputOf,
  scoreVideo,
  type ScoreInput,
  type SeoScore,
} from '@vidcraft/seo';
import type { VideoRow } from '../../db/schema.ts';

/** The columns the SEO score reads: plain data, so a row can cross to a compute thread. */
export type ScoredVideoFields = Pick<
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
>;

/** What the SEO score reads from a mirrored video: the row's facts, read by the same rule the web uses. */
export function scoreInputOf(
  video: ScoredVideoFields,
  overrides: Partial<Pick<ScoreInput, 'title' | 'description' | 'tags'>> = {},
): ScoreInput {
  return sharedScoreInputOf(
    {
      title: video.title,
      description: video.description,
      tags: video.tags,
      hasCustomThumbnail: video.has_custom_thumbnail,
      hasCaptions: video.has_captions,
      localizations: video.localizations,
      isShort: video.is_short,
      durationSeconds: video.duration_seconds,
      defaultLanguage: video.default_language,
    },
    overrides,
  );
}

/** Scores many videos at once (≈1 ms each): CPU-bound, so callers run it on a compute thread. */
export function scoreVideos(videos: readonly ScoredVideoFields[]): SeoScore[] {
  return videos.map((video) => scoreVideo(scoreInputOf(video)));
}
