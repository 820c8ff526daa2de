// Multilingual keyword and keyphrase extraction from a video's own text. Each candidate phrase is scored by
// where it occurs — the title and the creator's tags weigh most, then the description, then the spoken
// transcript (log-scaled, so a long transcript does not drown the rest) — with a bonus for specific multi-word
// phrases. A phrase that is only ever part of a longer selected phrase is dropped.
import { detectLanguage } from '../language/detect.ts';
import { normalizeLanguage } from '../language/languages.ts';
import { isSpaceless, tokenize } from '../language/tokenize.ts';
import { phrases } from './candidates.ts';

export type KeywordSource = 'title' | 'description' | 'tags' | 'transcript';

export interface KeywordInput {
  title: string;
  description: string;
  tags: string[];
  transcript?: string;
  language?: string | null;
}

export interface Keyword {
  keyword: string;
  /** Relative weight, 1 for the strongest keyword. */
  score: number;
  sources: KeywordSource[];
}

interface Candidate {
  key: string;
  words: number;
  counts: Record<KeywordSource, number>;
  exactTag: boolean;
  /** 1 for a phrase at the very start of the title, falling to 0 at its end (front-loaded = main topic). */
  titleFront: number;
  /** 1 for the creator's first tag, falling to 0 for the last (creators list the most important first). */
  tagRank: number;
  surfaces: Map<string, number>;
  tagSurface: string | null;
}

/** Text of a description without URLs, hashtags and chapter timestamps (chapter titles stay: they are topics). */
export function descriptionText(description: string): string {
  return description
    .replace(/https?:\/\/\S+|www\.\S+/gu, ' ')
    .replace(/(^|\s)#[\p{L}\p{M}\p{N}_]+/gu, '$1 ')
    .replace(/^\s*(?:\d{1,2}:)?\d{1,2}:\d{2}/gmu, '\n');
}

/** The language to analyse in: the given one if it is an interface language, else detected, else English. */
export function analysisLanguage(input: KeywordInput): string {
  const sample = `${input.title}\n${input.description}\n${(input.transcript ?? '').slice(0, 3000)}`;
  return normalizeLanguage(input.language) ?? detectLanguage(sample) ?? 'en';
}

function collect(input: KeywordInput, language: string): Map<string, Candidate> {
  const spaceless = isSpaceless(language);
  const candidates = new Map<string, Candidate>();
  const tagKeys = new Set(
    input.tags.map((tag) =>
      tokenize(tag, language)
        .map((t) => t.key)
        .join(' '),
    ),
  );
  const add = (source: KeywordSource, text: string, tagRank = -1) => {
    const found = phrases(text, tokenize(text, language), spaceless, tagKeys);
    for (const { key, surface, words, start } of found) {
      let c = candidates.get(key);
      if (!c) {
        c = {
          key,
          words,
          counts: { title: 0, description: 0, tags: 0, transcript: 0 },
          exactTag: false,
          titleFront: 0,
          tagRank: 0,
          surfaces: new Map(),
          tagSurface: null,
        };
        candidates.set(key, c);
      }
      c.counts[source] += 1;
      c.surfaces.set(surface, (c.surfaces.get(surface) ?? 0) + 1);
      if (source === 'title') c.titleFront = Math.max(c.titleFront, 1 - start / Math.max(1, text.length));
      if (tagRank >= 0 && surface.length >= text.trim().length - 1) {
        c.exactTag = true;
        c.tagRank = Math.max(c.tagRank, tagRank);
        c.tagSurface ??= surface;
      }
    }
  };
  add('title', input.title.replace(/(^|\s)#[\p{L}\p{M}\p{N}_]+/gu, '$1 '));
  add('description', descriptionText(input.description));
  const tags = input.tags.length;
  input.tags.forEach((tag, i) => add('tags', tag, tags > 1 ? 1 - i / (tags - 1) : 1));
  if (input.transcript) add('transcript', input.transcript);
  return candidates;
}

function score(c: Candidate): number {
  const { title, description, tags, transcript } = c.counts;
  const base =
    (title > 0 ? 3 + 2 * c.titleFront : 0) +
    (c.exactTag ? 1.5 + c.tagRank : tags > 0 ? 1 : 0) +
    Math.log2(1 + description) +
    Math.log2(1 + transcript);
  return base * (1 + 0.4 * (c.words - 1));
}

function total(c: Candidate): number {
  return c.counts.title + c.counts.description + c.counts.tags + c.counts.transcript;
}

/** Display form: the creator's tag spelling, else the form with the fewest capitals (proper nouns keep theirs). */
function display(c: Candidate): string {
  if (c.tagSurface) return c.tagSurface;
  const capitals = (s: string) => s.match(/\p{Lu}/gu)?.length ?? 0;
  const ranked = [...c.surfaces].sort((a, b) => capitals(a[0]) - capitals(b[0]) || b[1] - a[1]);
  return ranked[0]?.[0] ?? c.key;
}

function contains(longer: string, shorter: string): boolean {
  return ` ${longer} `.includes(` ${shorter} `);
}

export interface ExtractOptions {
  /** At most this many keywords (default 20). */
  limit?: number;
  /** Occurrences a phrase needs unless it is one of the creator's tags (default 2; 1 for short passages). */
  minOccurrences?: number;
}

export function extractKeywords(input: KeywordInput, options: ExtractOptions = {}): Keyword[] {
  const { limit = 20, minOccurrences = 2 } = options;
  const language = analysisLanguage(input);
  const scored = [...collect(input, language).values()]
    // Noise filter: a phrase seen once (even in the title) is not yet a keyword, unless it is a creator's tag.
    .filter((c) => c.exactTag || total(c) >= minOccurrences)
    .map((c) => ({ c, s: score(c) }))
    .sort((a, b) => b.s - a.s || b.c.words - a.c.words || a.c.key.localeCompare(b.c.key));
  const chosen: { c: Candidate; s: number }[] = [];
  for (const entry of scored) {
    if (chosen.length >= limit) break;
    const redundant = chosen.some(({ c: kept }) => {
      // Part of a kept phrase, and (almost) never seen outside it.
      if (contains(kept.key, entry.c.key)) return total(entry.c) <= total(kept) + 1;
      // A kept phrase plus extra words, never chosen by the creator (title or tag).
      if (contains(entry.c.key, kept.key)) return entry.c.counts.title === 0 && !entry.c.exactTag;
      return false;
    });
    if (!redundant) chosen.push(entry);
  }
  const top = chosen[0]?.s ?? 1;
  return chosen.map(({ c, s }) => ({
    keyword: display(c),
    score: Math.round((s / top) * 1000) / 1000,
    sources: (['title', 'description', 'tags', 'transcript'] as const).filter((k) => c.counts[k] > 0),
  }));
}
