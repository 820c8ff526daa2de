// Keeping the creator's voice when words move or are calmed: detect whether they write Title Case or sentence
// case, and apply the same style to what the engine touches.
import { hasCase } from '../language/languages.ts';
import { isShouted } from '../score/markers.ts';

export type CaseStyle = 'title' | 'sentence' | 'none';

const MINOR = new Set(
  'a an and as at but by for in nor of on or per the to vs via with de del la el y e o en con por para'.split(
    ' ',
  ),
);

export function caseStyle(title: string, language: string): CaseStyle {
  if (!hasCase(title)) return 'none';
  const words = (title.match(/[\p{L}][\p{L}\p{M}'’]*/gu) ?? []).filter(
    (w) => !isShouted(w) && [...w].length >= 4,
  );
  if (words.length === 0) return language === 'en' ? 'title' : 'sentence';
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised / words.length >= 0.6 ? 'title' : 'sentence';
}

function capitalise(word: string, language: string): string {
  return word.charAt(0).toLocaleUpperCase(language) + word.slice(1);
}

/** A phrase styled to sit at the start of a title in `style`. */
export function styled(phrase: string, style: CaseStyle, language: string): string {
  if (style === 'none') return phrase;
  if (style === 'sentence') return capitalise(phrase, language);
  return phrase
    .split(' ')
    .map((w, i) => (i > 0 && MINOR.has(w.toLocaleLowerCase(language)) ? w : capitalise(w, language)))
    .join(' ');
}

/** Replaces shouted words (or every word of a mostly upper-case title) with the creator's case style. */
export function unshout(title: string, style: CaseStyle, language: string, everything: boolean): string {
  let first = true;
  return title.replace(/[\p{L}][\p{L}\p{M}'’]*/gu, (word) => {
    const isFirst = first;
    first = false;
    const letters = word.replace(/\P{L}/gu, '');
    const upper =
      letters === letters.toLocaleUpperCase(language) && letters !== letters.toLocaleLowerCase(language);
    if (!(isShouted(word) || (everything && upper && [...letters].length > 1))) return word;
    const lower = word.toLocaleLowerCase(language);
    if (style === 'sentence' && !isFirst) return lower;
    if (style === 'title' && !isFirst && MINOR.has(lower)) return lower;
    return capitalise(lower, language);
  });
}
