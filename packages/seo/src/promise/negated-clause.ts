// Whether a word is said under a negation: "nobody learns the piano in a week", "no necesitas horno", "keine
// Hanteln". A negator a few words before it in the same clause counts; Hindi puts नहीं after the verb, so there
// the whole clause counts.
import type { Token } from '../language/tokenize.ts';
import { NEGATORS, wordSet } from './words.ts';

const WINDOW = 6;

export function negatedAt(text: string, tokens: readonly Token[], i: number, language: string): boolean {
  const negators = wordSet(NEGATORS, language);
  const word = (t: Token) => text.slice(t.start, t.end).toLocaleLowerCase(language);
  const clause = tokens[i]?.clause;
  for (let k = i - 1; k >= Math.max(0, i - WINDOW); k -= 1) {
    const t = tokens[k];
    if (!t || t.clause !== clause) break;
    // French elides "ne" into the verb: "n'apprend".
    if (negators.has(word(t)) || /^n['’]/u.test(word(t))) return true;
  }
  if (language === 'hi') return tokens.some((t) => t.clause === clause && negators.has(word(t)));
  return false;
}
