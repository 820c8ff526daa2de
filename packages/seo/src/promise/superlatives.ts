// Superlatives a title or thumbnail claims ("BEST GPU", "le meilleur week-end", "【最強】") and whether the video
// says the same: the same superlative before the same noun, not negated ("it is not the fastest card" does not
// back "the fastest card").
import { tokenize } from '../language/tokenize.ts';
import { negatedAt } from './negated-clause.ts';
import {
  CJK_SUPERLATIVES,
  COMPARATIVE_UNLESS_ARTICLE,
  DEFINITE_ARTICLES,
  SUPERLATIVES,
  wordSet,
} from './words.ts';

export interface SuperlativeClaim {
  /** As written, with the noun it qualifies ("BEST GPU"). */
  text: string;
  word: string;
  /** The qualified noun's key, when there is one. */
  noun: string | null;
}

const lower = (text: string, start: number, end: number, language: string) =>
  text.slice(start, end).toLocaleLowerCase(language);

export function superlativeClaims(text: string, language: string): SuperlativeClaim[] {
  if (language === 'ja' || language === 'zh') {
    return CJK_SUPERLATIVES.filter((w) => text.includes(w)).map((word) => ({ text: word, word, noun: null }));
  }
  const words = wordSet(SUPERLATIVES, language);
  const articles = wordSet(DEFINITE_ARTICLES, language);
  const tokens = tokenize(text, language);
  const out: SuperlativeClaim[] = [];
  tokens.forEach((t, i) => {
    const word = lower(text, t.start, t.end, language);
    if (!words.has(word)) return;
    const previous = tokens[i - 1];
    const article = previous && articles.has(lower(text, previous.start, previous.end, language));
    if (COMPARATIVE_UNLESS_ARTICLE.has(word) && !article) return;
    const next = tokens[i + 1];
    const noun = next && next.clause === t.clause && !next.stop && !next.numeric ? next : null;
    // A hyphenated noun is quoted whole ("WEEK-END"), though its first part is what is compared.
    const joined = noun && text.charAt(noun.end) === '-' ? tokens[i + 2] : undefined;
    const end = joined && joined.start === (noun?.end ?? 0) + 1 ? joined.end : (noun?.end ?? t.end);
    out.push({ text: text.slice(t.start, end), word, noun: noun?.key ?? null });
  });
  return out;
}

/** Whether the transcript makes the same superlative claim itself. */
export function superlativeBacked(claim: SuperlativeClaim, transcript: string, language: string): boolean {
  if (language === 'ja' || language === 'zh') {
    return transcript
      .split(/[。！？!?\n]/u)
      .some((sentence) => sentence.includes(claim.word) && !/ない|ません|じゃ|不是/u.test(sentence));
  }
  const tokens = tokenize(transcript, language);
  return tokens.some((t, i) => {
    if (
      lower(transcript, t.start, t.end, language) !== claim.word ||
      negatedAt(transcript, tokens, i, language)
    )
      return false;
    if (claim.noun === null) return true;
    const next = tokens[i + 1];
    return next !== undefined && next.clause === t.clause && next.key === claim.noun;
  });
}
