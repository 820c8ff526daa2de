// What a video covers, in its own keyphrases, for titles: names of things that can lead a title or say what the
// viewer gets ("Bike chain: degreaser and rollers"). Numbers, negated items and words the title already has are
// left out, and in English a phrase must read as a noun phrase (not "Finally", not "kettlebell moves for stronger").
import type { Keyword } from '../keywords/extract.ts';
import { isSpaceless, tokenize } from '../language/tokenize.ts';
import { codepoints } from '../text.ts';
import {
  CJK_UNITS,
  currencyOfWord,
  numberWords,
  timeUnitSeconds,
  weightUnitKilos,
} from '../promise/words.ts';
import { isEnglishNounPhrase } from './english-nouns.ts';
import { PLACEHOLDER_WORDS } from './title-channel.ts';

export interface TopicOptions {
  language: string;
  /** Word keys no topic may contain: items the title says the video is without, unsupported claims. */
  avoid: ReadonlySet<string>;
  /** Word keys already in the title: a topic repeating one adds nothing. */
  present: ReadonlySet<string>;
  limit: number;
  /** Lone spoken words the video repeats count however they score (when the video has little else to offer). */
  lenient?: boolean;
}

const MAX_TOPIC_CODEPOINTS = 32;
// A lone spoken word is a topic only when it scores near the video's strongest topic keyword.
const MIN_SPOKEN_WORD_SCORE = 0.3;

export function titleTopics(keywords: readonly Keyword[], options: TopicOptions): string[] {
  const { language, avoid, present, limit, lenient = false } = options;
  const used = new Set(present);
  const out: string[] = [];
  // Phrases and the creator's tags first: lone words from speech are often too general.
  const strongest = Math.max(
    0,
    ...keywords
      .filter((k) => !tokenize(k.keyword, language).every((t) => PLACEHOLDER_WORDS.has(t.key)))
      .map((k) => k.score),
  );
  const ranked = [...keywords].sort((a, b) => rank(b, language) - rank(a, language));
  for (const k of ranked) {
    if (out.length >= limit) break;
    const tokens = tokenize(k.keyword, language);
    if (tokens.length === 0 || tokens.length > 3 || codepoints(k.keyword) > MAX_TOPIC_CODEPOINTS) continue;
    if (/\d/u.test(k.keyword) || /['’]/u.test(k.keyword) || tokens[0]?.stop || tokens.at(-1)?.stop) continue;
    // A lone word must be one the creator chose (a tag or the description) or one the video keeps coming back to.
    const chosen = k.sources.some((s) => s === 'tags' || s === 'description');
    if (tokens.length === 1 && !chosen && !lenient && k.score < MIN_SPOKEN_WORD_SCORE * strongest) continue;
    if (tokens.every((t) => t.stop || PLACEHOLDER_WORDS.has(t.key))) continue;
    const words = tokens.map((t) => k.keyword.slice(t.start, t.end).toLocaleLowerCase(language));
    // Amounts and units ("hundred grams", "minutes au frigo") and joined lists ("metro and trams") are not topics.
    if (words.some((w) => isAmountWord(w, language) || w === and(language))) continue;
    const keys = tokens.filter((t) => !t.stop).map((t) => t.key);
    if (keys.some((key) => avoid.has(key) || used.has(key))) continue;
    if (language === 'en' && !isEnglishNounPhrase(k.keyword)) continue;
    for (const key of keys) used.add(key);
    out.push(k.keyword);
  }
  return out;
}

/** A number word or a unit of time, weight or money: part of an amount, never a topic. */
export function isAmountWord(word: string, language: string): boolean {
  return (
    numberWords(language).has(word) ||
    timeUnitSeconds(word, language) !== null ||
    weightUnitKilos(word, language) !== null ||
    currencyOfWord(word, language) !== null ||
    word in CJK_UNITS
  );
}

const AND: Record<string, string> = {
  es: 'y',
  pt: 'e',
  fr: 'et',
  de: 'und',
  it: 'e',
  hi: 'और',
  ja: 'と',
  zh: '和',
};

/** The word for "and" in `language`. */
export function and(language: string): string {
  return AND[language] ?? 'and';
}

/** Two topics joined by "and", without spaces in scripts written without them ("鳥居とカフェ"). */
export function bothTopics(a: string, b: string, language: string): string {
  if (isSpaceless(language)) return `${a}${and(language)}${b}`;
  // Arabic writes "and" joined to the next word.
  return language === 'ar' ? `${a} و${b}` : `${a} ${and(language)} ${b}`;
}

function rank(k: Keyword, language: string): number {
  const words = tokenize(k.keyword, language).length;
  return k.score + (words > 1 ? 0.5 : 0) + (k.sources.includes('tags') ? 0.5 : 0);
}
