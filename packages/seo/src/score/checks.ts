// Evaluates each rubric item for one video. Every function answers passed/applicable plus the numbers behind it.
import { findPhrase, tagsCover } from '../keywords/match.ts';
import type { Keyword } from '../keywords/extract.ts';
import { isSpaceless } from '../language/tokenize.ts';
import { previewTitle } from '../preview/truncate.ts';
import { parseChapters } from '../rules/chapters.ts';
import { parseHashtags } from '../rules/hashtags.ts';
import { LIMITS } from '../rules/limits.ts';
import { tagBudget } from '../rules/tags.ts';
import { codepoints } from '../text.ts';
import { misleadingMarkers, hasMisleadingMarkers } from './markers.ts';

export interface ScoreInput {
  title: string;
  description: string;
  tags: string[];
  /** Null when unknown (the check is then not applicable). */
  hasCustomThumbnail: boolean | null;
  hasCaptions: boolean;
  localizationCount: number;
  isShort: boolean;
  durationSeconds: number | null;
  /** The keyword the video should rank for; derived from the text when absent. */
  primaryKeyword?: string;
  language?: string;
}

export interface Outcome {
  passed: boolean;
  applicable: boolean;
  details?: Record<string, string | number>;
}

export interface Context {
  input: ScoreInput;
  language: string;
  keyword: string | null;
  keywords: Keyword[];
}

/** CJK characters are about twice as wide, so the "first 40 characters" window is 20 of them. */
function window(chars: number, ctx: Context): number {
  return isSpaceless(ctx.language) || ctx.language === 'ko' ? Math.round(chars / 2) : chars;
}

export function titleKeywordFront(ctx: Context): Outcome {
  if (!ctx.keyword) return { passed: false, applicable: true, details: { position: -1 } };
  const position = findPhrase(ctx.input.title, ctx.keyword, ctx.language);
  const limit = window(LIMITS.titleKeywordWindow, ctx);
  return {
    passed: position >= 0 && position < limit,
    applicable: true,
    details: { position, window: limit },
  };
}

export function titleLength(ctx: Context): Outcome {
  const length = codepoints(ctx.input.title.trim());
  const min = window(20, ctx);
  const desktop = previewTitle(ctx.input.title, 'desktopSearch');
  return {
    passed: length >= min && !desktop.truncated,
    applicable: true,
    details: { length, min, visibleOnDesktopSearch: codepoints(desktop.visible) },
  };
}

export function descriptionKeywordEarly(ctx: Context): Outcome {
  if (!ctx.keyword) return { passed: false, applicable: true, details: { position: -1 } };
  const position = findPhrase(ctx.input.description, ctx.keyword, ctx.language);
  const limit = window(LIMITS.descriptionKeywordWindow, ctx);
  return {
    passed: position >= 0 && position < limit,
    applicable: true,
    details: { position, window: limit },
  };
}

export function descriptionHook(ctx: Context): Outcome {
  const opening = [...ctx.input.description.trim()].slice(0, LIMITS.descriptionKeywordWindow).join('');
  const firstLine = opening.split('\n')[0] ?? '';
  const prose = firstLine
    .replace(/https?:\/\/\S+/gu, '')
    .replace(/#[\p{L}\p{M}\p{N}_]+/gu, '')
    .replace(/^\s*(?:\d{1,2}:)?\d{1,2}:\d{2}.*/u, '');
  const words = prose.match(/[\p{L}\p{M}\p{N}]+/gu)?.length ?? 0;
  const enough = isSpaceless(ctx.language) ? codepoints(prose.trim()) >= 20 : words >= 8;
  return { passed: enough, applicable: true, details: { words, characters: codepoints(prose.trim()) } };
}

export function chaptersValid(ctx: Context): Outcome {
  const { isShort, durationSeconds, description } = ctx.input;
  // Chapters do not exist on Shorts and add little to videos under two minutes.
  const applicable = !isShort && (durationSeconds === null || durationSeconds >= 120);
  const parsed = parseChapters(description, durationSeconds);
  return {
    passed: applicable && parsed.valid,
    applicable,
    details: { chapters: parsed.chapters.length, problems: parsed.problems.join(',') },
  };
}

export function tagsCoverTitle(ctx: Context): Outcome {
  const { tags, title } = ctx.input;
  const budget = tagBudget(tags);
  const titleKeywords = ctx.keywords
    .filter((k) => findPhrase(title, k.keyword, ctx.language) >= 0)
    .slice(0, 4)
    .map((k) => k.keyword);
  const covered = titleKeywords.filter((k) => tagsCover(tags, k, ctx.language)).length;
  const primary = ctx.keyword ? tagsCover(tags, ctx.keyword, ctx.language) : false;
  return {
    passed: primary && covered * 2 >= titleKeywords.length && budget <= LIMITS.tagsMaxBudget,
    applicable: true,
    details: { covered, titleKeywords: titleKeywords.length, budget, max: LIMITS.tagsMaxBudget },
  };
}

export function hashtagsCount(ctx: Context): Outcome {
  const count = parseHashtags(`${ctx.input.title}\n${ctx.input.description}`).length;
  const { min, max } = LIMITS.hashtagsRecommended;
  return { passed: count >= min && count <= max, applicable: true, details: { count, min, max } };
}

export function thumbnailCustom(ctx: Context): Outcome {
  const known = ctx.input.hasCustomThumbnail;
  return { passed: known === true, applicable: known !== null };
}

export function captionsPresent(ctx: Context): Outcome {
  return { passed: ctx.input.hasCaptions, applicable: true };
}

export function localizationsPresent(ctx: Context): Outcome {
  const count = ctx.input.localizationCount;
  return { passed: count >= 1, applicable: true, details: { count } };
}

export function titleNoMisleadingMarkers(ctx: Context): Outcome {
  const m = misleadingMarkers(ctx.input.title);
  return {
    passed: !hasMisleadingMarkers(ctx.input.title),
    applicable: true,
    details: { capsWords: m.capsWords.join(' '), punctuation: m.punctuationRuns.join(' ') },
  };
}
