// The creator's own phrases in a title: the runs of content words between separators, brackets, stop words and
// numbers ("croissant attempt 4 (raw footage)" → "croissant attempt", "raw footage"). A run of four or more words
// is split after its first two ("Japan trip planning notes" → "Japan trip", "planning notes"), as a long run is
// usually a topic and what is said about it. When a video has few keywords (no captions, a short description),
// these are what a title built from the video's own words can lead with and say it covers.
import { isSpaceless, tokenize } from '../language/tokenize.ts';
import type { Token } from '../language/tokenize.ts';
import { isShouted } from '../score/markers.ts';
import { codepoints } from '../text.ts';
import { isEnglishTitleChunk } from './english-nouns.ts';
import { PLACEHOLDER_WORDS } from './title-channel.ts';
import { isAmountWord } from './title-topics.ts';
import { splitTitle } from './title-parts.ts';

export interface TitlePhrase {
  text: string;
  /** Word keys of its content words. */
  keys: string[];
  /** The title part it comes from (see title-parts.ts). */
  part: number;
  /** Said in brackets: an aside ("(raw footage)", "（編集中）"), not what the title is about. */
  aside: boolean;
}

const MAX_PHRASE_WORDS = 3;
const MAX_PHRASE_CODEPOINTS = 32;
const HASHTAG = /(^|\s)#[\p{L}\p{M}\p{N}_]+/gu;

interface Word {
  start: number;
  end: number;
  tokens: Token[];
}

/** Whitespace-separated words (so "Q&A" stays one word), each with its tokens; spaceless scripts by token. */
function wordsOf(text: string, language: string): Word[] {
  const tokens = tokenize(text, language);
  if (isSpaceless(language)) return tokens.map((t) => ({ start: t.start, end: t.end, tokens: [t] }));
  const words: Word[] = [];
  for (const m of text.matchAll(/\S+/gu)) {
    const start = m.index;
    const end = start + m[0].length;
    const inside = tokens.filter((t) => t.start >= start && t.end <= end);
    if (inside.length > 0)
      words.push({ start: inside[0]?.start ?? start, end: inside.at(-1)?.end ?? end, tokens: inside });
  }
  return words;
}

// Numbers and the units of an amount ("minutes" of "6 minutes 30 seconds") are not topics either.
const isContent = (text: string, w: Word, language: string, avoid: ReadonlySet<string>) =>
  w.tokens.some((t) => !t.stop && !t.numeric) &&
  !w.tokens.some(
    (t) =>
      t.numeric ||
      avoid.has(t.key) ||
      isAmountWord(text.slice(t.start, t.end).toLocaleLowerCase(language), language),
  );
const isStopWord = (w: Word) => w.tokens.every((t) => t.stop);
// A word that ends with punctuation ("shade?", "tacos,") ends its run.
const endsClause = (text: string, w: Word, next: Word | undefined) =>
  !next || /[^\s\p{L}\p{M}\p{N}&'’-]/u.test(text.slice(w.end, next.start));

/** Runs of content words; in spaced languages other than English one stop word may join two ("cacio e pepe"). */
function runs(text: string, language: string, avoid: ReadonlySet<string>): Word[][] {
  const words = wordsOf(text, language);
  const joinable = !isSpaceless(language) && language !== 'en';
  const out: Word[][] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length) out.push(current);
    current = [];
  };
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i];
    if (!w) continue;
    const next = words[i + 1];
    // A shouted word ("SHOCKING pasta") is emphasis, not part of a name: it stands alone.
    if (isShouted(text.slice(w.start, w.end)) && w.tokens.length === 1) {
      flush();
      continue;
    }
    if (isContent(text, w, language, avoid)) {
      current.push(w);
      if (endsClause(text, w, next)) flush();
      continue;
    }
    const join =
      joinable &&
      current.length > 0 &&
      isStopWord(w) &&
      next !== undefined &&
      isContent(text, next, language, avoid) &&
      !endsClause(text, current.at(-1) ?? w, w) &&
      !endsClause(text, w, next);
    if (join) current.push(w);
    else flush();
  }
  flush();
  return out;
}

function phraseOf(
  text: string,
  words: Word[],
  language: string,
  where: Pick<TitlePhrase, 'part' | 'aside'>,
): TitlePhrase | null {
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return null;
  const surface = text.slice(first.start, last.end);
  const content = words.flatMap((w) => w.tokens).filter((t) => !t.stop && !t.numeric);
  if (content.length === 0 || content.every((t) => PLACEHOLDER_WORDS.has(t.key))) return null;
  const length = codepoints(surface);
  if (length < 2 || length > MAX_PHRASE_CODEPOINTS) return null;
  // A lone letter is no topic ("a"), and in Japanese a phrase neither starts nor ends in kana inflection.
  if (!isSpaceless(language) && words.length === 1 && codepoints(content.map((t) => t.key).join('')) < 2) {
    return null;
  }
  if (language === 'ja' && /^\p{Script=Hiragana}|\p{Script=Hiragana}$/u.test(surface)) return null;
  if (language === 'en' && !isEnglishTitleChunk(surface)) return null;
  return { text: surface, keys: content.map((t) => t.key), ...where };
}

function phrasesOf(
  text: string,
  language: string,
  avoid: ReadonlySet<string>,
  where: Pick<TitlePhrase, 'part' | 'aside'>,
): TitlePhrase[] {
  const out: TitlePhrase[] = [];
  for (const run of runs(text, language, avoid)) {
    const pieces: Word[][] = [];
    if (run.length > MAX_PHRASE_WORDS && !isSpaceless(language)) {
      pieces.push(run.slice(0, 2));
      for (let i = 2; i < run.length; i += MAX_PHRASE_WORDS) pieces.push(run.slice(i, i + MAX_PHRASE_WORDS));
    } else pieces.push(run);
    for (const piece of pieces) {
      const phrase = phraseOf(text, piece, language, where);
      if (phrase) out.push(phrase);
    }
  }
  return out;
}

/** The title's own phrases, in title order, without hashtags, numbers or words in `avoid`. */
export function titlePhrases(title: string, language: string, avoid: ReadonlySet<string>): TitlePhrase[] {
  return splitTitle(title.replace(HASHTAG, '$1 ')).flatMap((part, index) =>
    phrasesOf(part.text, language, avoid, { part: index, aside: part.bracket !== null }),
  );
}

/** The same phrases from running text (a description's first lines), without links and hashtags. */
export function textPhrases(text: string, language: string, avoid: ReadonlySet<string>): TitlePhrase[] {
  const clean = text
    .slice(0, 500)
    .replace(/https?:\/\/\S+|www\.\S+/gu, '\n')
    .replace(HASHTAG, '$1 ');
  return phrasesOf(clean, language, avoid, { part: 0, aside: false });
}
