// Chapters cut at real caption cue starts, never estimated. Each gap between cues is scored by how much the
// vocabulary changes across it (cosine distance of content words in a window either side, as in TextTiling)
// and by the pause before the next cue (topic changes come with b-roll and silence); the strongest gaps that
// keep every chapter long enough become chapter starts. Titles are each segment's most distinctive keyphrase.
import { extractKeywords } from '../keywords/extract.ts';
import type { Keyword } from '../keywords/extract.ts';
import { hasCase } from '../language/languages.ts';
import { isSpaceless, tokenize } from '../language/tokenize.ts';
import { LIMITS } from '../rules/limits.ts';
import { codepoints, sliceCodepoints } from '../text.ts';
import { englishLabelCandidates, isLabelPhrase } from './chapter-label.ts';
import { numberedSections } from './chapter-markers.ts';
import { englishNounPhrases } from './english-nouns.ts';
import { note } from './notes.ts';
import type { SuggestionNote } from './notes.ts';
import type { CaptionCue } from './types.ts';

export interface ChapterPlan {
  chapters: { startSeconds: number; title: string }[];
  /** Why there are none, when there are none. */
  reason: SuggestionNote | null;
}

type Bag = Map<string, number>;

// A gap scores at most 1; a numbered section's start outranks every gap that is not one.
const NUMBERED_SECTION_BONUS = 1;

function bagOf(cues: readonly CaptionCue[], language: string): Bag[] {
  return cues.map((cue) => {
    const bag: Bag = new Map();
    for (const t of tokenize(cue.text, language))
      if (!t.stop && !t.numeric) bag.set(t.key, (bag.get(t.key) ?? 0) + 1);
    return bag;
  });
}

function merge(bags: Bag[]): Bag {
  const out: Bag = new Map();
  for (const bag of bags) for (const [k, v] of bag) out.set(k, (out.get(k) ?? 0) + v);
  return out;
}

function cosine(a: Bag, b: Bag): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [k, v] of a) {
    na += v * v;
    dot += v * (b.get(k) ?? 0);
  }
  for (const v of b.values()) nb += v * v;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Score of starting a chapter at cue i: vocabulary shift around it plus the pause before it. */
function gapScores(cues: readonly CaptionCue[], bags: Bag[], window: number): number[] {
  return cues.map((cue, i) => {
    if (i === 0) return 0;
    const before = merge(
      bags.filter((_, j) => j < i && cues[j] && cue.startSeconds - (cues[j]?.startSeconds ?? 0) <= window),
    );
    const after = merge(
      bags.filter((_, j) => j >= i && cues[j] && (cues[j]?.startSeconds ?? 0) - cue.startSeconds < window),
    );
    const pause = Math.max(0, cue.startSeconds - (cues[i - 1]?.endSeconds ?? cue.startSeconds));
    return 0.6 * (1 - cosine(before, after)) + 0.4 * Math.min(1, pause / 3);
  });
}

/**
 * A segment's label, in tiers: phrases that recur in the segment beat one-off ones, the video's own keywords beat
 * other words, several words beat one; phrases other segments share are damped (inverse segment frequency).
 * One-off fragments with a stop-word inside are never labels.
 */
function chapterTitle(ctx: TitleRanking, index: number, used: Set<string>): string {
  const lower = (k: string) => k.toLocaleLowerCase(ctx.language);
  const segments = ctx.lists.length;
  ctx.keySets ??= ctx.lists.map((l) => new Set(l.map((k) => lower(k.keyword))));
  const sets = ctx.keySets;
  const df = (key: string) => sets.filter((set) => set.has(key)).length;
  const recurring = new Set((ctx.recurring[index] ?? []).map((k) => lower(k.keyword)));
  // English keyphrases must be tagged as nouns where they are said ("cook the dough" is not a chapter "Cook").
  const spokenNouns =
    ctx.language === 'en'
      ? ` ${englishNounPhrases(ctx.texts[index] ?? '')
          .join(' | ')
          .toLocaleLowerCase('en')} `
      : '';
  const nounInContext = (k: string) =>
    ctx.language !== 'en' ||
    new RegExp(`(?<![\\p{L}])${lower(k).replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}])`, 'u').test(
      spokenNouns,
    );
  const ranked = (ctx.lists[index] ?? [])
    .map((k) => {
      const key = lower(k.keyword);
      const global = ctx.global.get(key);
      const words = tokenize(k.keyword, ctx.language);
      const loose = words.length > 3 || words.slice(1, -1).some((t) => t.stop);
      if (loose && global === undefined) return null;
      // A lone word is a label only when the video's keywords vouch for it ("Pan" and "Keep" are not topics).
      const phrase = words.length > 1 || (isSpaceless(ctx.language) && codepoints(k.keyword) >= 3);
      const single = phrase ? 1.5 : global === undefined ? 0.4 : 1;
      const tier = (recurring.has(key) ? 2 : 1) * (global === undefined ? 1 : 1.5 + global) * single;
      return { k: k.keyword, s: tier * (0.5 + k.score) * Math.log(1 + segments / Math.max(1, df(key))) };
    })
    .filter(
      (r): r is { k: string; s: number } =>
        r !== null && isLabelPhrase(r.k, ctx.language) && nounInContext(r.k),
    )
    .sort((a, b) => b.s - a.s);
  const fits = (k: string) => !used.has(lower(k)) && codepoints(k) <= LIMITS.chapterTitleVisibleCodepoints;
  const text = ctx.texts[index] ?? '';
  // English: the tagger's noun phrases of the segment when the keyphrases offer none; elsewhere any keyphrase of
  // the segment that can be a label, before the opening words.
  const spoken = ctx.language === 'en' ? englishLabelCandidates(text) : [];
  const anyPhrase = (ctx.lists[index] ?? [])
    .map((k) => k.keyword)
    .find((k) => fits(k) && isLabelPhrase(k, ctx.language));
  const pick = ranked.find((r) => fits(r.k))?.k ?? spoken.find(fits) ?? anyPhrase;
  let title = (pick ?? firstWords(text)).replace(/[<>]/gu, '').trim() || '…';
  if (hasCase(title)) title = title.charAt(0).toLocaleUpperCase(ctx.language) + title.slice(1);
  used.add(lower(title));
  return title;
}

interface TitleRanking {
  texts: string[];
  /** Every candidate phrase of each segment, and those that recur in it. */
  lists: Keyword[][];
  recurring: Keyword[][];
  /** Lower-case keys of each segment's phrases (built once, for the segment frequency). */
  keySets?: Set<string>[];
  /** The video's keywords (lower-case) and their scores. */
  global: Map<string, number>;
  language: string;
}

/** Fallback label: the segment's opening words, cut at a word boundary within the hover label's 49 characters. */
function firstWords(text: string): string {
  const clean = text.replace(/\s+/gu, ' ').trim();
  const cut = sliceCodepoints(clean, 40);
  if (cut.length === clean.length) return cut;
  const space = cut.lastIndexOf(' ');
  return space > 10 ? cut.slice(0, space) : cut;
}

export function planChapters(
  cues: readonly CaptionCue[] | undefined,
  isShort: boolean,
  durationSeconds: number | null,
  language: string,
  videoKeywords: readonly Keyword[] = [],
): ChapterPlan {
  if (isShort) return { chapters: [], reason: note('chapters.onShort') };
  const sorted = [...(cues ?? [])]
    .filter((c) => c.text.trim() && Number.isFinite(c.startSeconds))
    .sort((a, b) => a.startSeconds - b.startSeconds);
  if (sorted.length < LIMITS.chaptersMin) return { chapters: [], reason: note('chapters.needCaptions') };
  const end = durationSeconds ?? Math.max(...sorted.map((c) => c.endSeconds));
  const minLength = Math.max(LIMITS.chapterMinSeconds, Math.min(45, end / 12));
  // Sections the speaker numbers ("Recipe one" … "Recipe five") are chapters first, and each may have its own.
  const numbered = numberedSections(sorted, language);
  const wanted = Math.max(
    LIMITS.chaptersMin,
    Math.min(12, Math.max(Math.round(end / 75), numbered.starts.length + 1)),
  );
  const scores = gapScores(sorted, bagOf(sorted, language), Math.max(20, Math.min(60, end / 10)));
  for (const i of numbered.starts) if (i > 0) scores[i] = (scores[i] ?? 0) + NUMBERED_SECTION_BONUS;
  const starts: number[] = [0];
  const order = sorted
    .map((_, i) => i)
    .filter((i) => i > 0)
    .sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  for (const i of order) {
    if (starts.length >= wanted || (scores[i] ?? 0) < 0.35) break;
    const at = sorted[i]?.startSeconds ?? 0;
    const floor = Math.floor(at);
    const clear =
      starts.every((s) => Math.abs(Math.floor(s) - floor) >= minLength) && end - floor >= minLength;
    if (clear) starts.push(at);
  }
  starts.sort((a, b) => a - b);
  if (starts.length < LIMITS.chaptersMin) {
    return { chapters: [], reason: note('chapters.noTopicChanges') };
  }
  const texts = starts.map((s, i) => {
    const next = starts[i + 1] ?? Infinity;
    return sorted
      .filter((c) => c.startSeconds >= s && c.startSeconds < next)
      .map((c) => c.text)
      .join('\n');
  });
  const input = (text: string) => ({ title: '', description: '', tags: [], transcript: text, language });
  const lists = texts.map((text) => extractKeywords(input(text), { limit: 80, minOccurrences: 1 }));
  const recurring = texts.map((text) => extractKeywords(input(text), { limit: 30, minOccurrences: 2 }));
  const global = new Map(videoKeywords.map((k) => [k.keyword.toLocaleLowerCase(language), k.score]));
  const ranking: TitleRanking = { texts, lists, recurring, global, language };
  // The word that numbers the sections ("Recipe", "Number") names all of them, so it labels none.
  const used = new Set<string>(numbered.head ? [numbered.head] : []);
  return {
    chapters: starts.map((s, i) => ({ startSeconds: s, title: chapterTitle(ranking, i, used) })),
    reason: null,
  };
}
