// What the score reads from a video, in one place for the server (the score it stores) and the web (the score
// it shows while the user edits): the text, or the user's version of it, and the facts the text does not change.
import type { ScoreInput } from './checks.ts';

export interface ScoredVideo {
  title: string;
  description: string;
  tags: readonly string[];
  hasCustomThumbnail: boolean | null;
  hasCaptions: boolean;
  localizations: Readonly<Record<string, unknown>> | null;
  isShort: boolean;
  durationSeconds: number | null;
  defaultLanguage: string | null;
}

export function scoreInputOf(
  video: ScoredVideo,
  overrides: Partial<Pick<ScoreInput, 'title' | 'description' | 'tags'>> = {},
): ScoreInput {
  return {
    title: overrides.title ?? video.title,
    description: overrides.description ?? video.description,
    tags: [...(overrides.tags ?? video.tags)],
    hasCustomThumbnail: video.hasCustomThumbnail,
    hasCaptions: video.hasCaptions,
    localizationCount: Object.keys(video.localizations ?? {}).length,
    isShort: video.isShort,
    durationSeconds: video.durationSeconds,
    ...(video.defaultLanguage ? { language: video.defaultLanguage.slice(0, 2) } : {}),
  };
}
