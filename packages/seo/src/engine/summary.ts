// Extractive summary: the caption sentences that carry the most of the video's keywords, quoted verbatim in the
// order spoken. Quoting the creator's own words keeps their voice and invents nothing.
import { findPhrase } from '../keywords/match.ts';
import { isSpaceless } from '../language/tokenize.ts';
import { codepoints } from '../text.ts';
import type { CaptionCue } from './types.ts';

/** Caption cues joined into running text: with spaces, except in scripts written without them. */
export function joinCues(captions: readonly CaptionCue[], language: string): string {
  return captions
    .map((c) => c.text.replace(/\s+/gu, isSpaceless(language) ? '' : ' ').trim())
    .join(isSpaceless(language) ? '' : ' ');
}

export function sentencesOf(text: string, language: string): string[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
  return Array.from(segmenter.segment(text.replace(/\s+/gu, ' ')), (s) => s.segment.trim()).filter(Boolean);
}

export function pickSummary(
  captions: readonly CaptionCue[],
  keywords: readonly string[],
  language: string,
  exclude: readonly string[],
): string | null {
  const sentences = sentencesOf(joinCues(captions, language), language);
  const top = keywords.slice(0, 8);
  const scored = sentences
    .map((s, i) => ({
      s,
      i,
      score: top.reduce((n, k, rank) => n + (findPhrase(s, k, language) >= 0 ? 8 - rank : 0), 0),
    }))
    .filter((x) => x.score > 0 && !exclude.includes(x.s) && codepoints(x.s) >= 25 && codepoints(x.s) <= 240);
  const chosen = scored
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, 2)
    .sort((a, b) => a.i - b.i);
  if (chosen.length === 0) return null;
  return chosen.map((x) => x.s).join(isSpaceless(language) ? '' : ' ');
}
