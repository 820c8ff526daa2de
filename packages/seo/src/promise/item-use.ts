// Whether a video uses an item its title says it goes without. Mentioning it is not using it ("my oven died",
// "even when I have an oven", "no necesitas horno"): a use is a mention that is not negated and comes right after
// a word of use ("into the oven", "mit beiden Hanteln"). A category ("no equipment", "ohne Geräte") is used when
// any of its members is mentioned without a negation ("zwei Kurzhanteln").
import type { NegatedItem } from '../keywords/negation.ts';
import { tokenize } from '../language/tokenize.ts';
import { negatedAt } from './negated-clause.ts';
import { CATEGORY_MEMBERS, USE_CUES, wordSet } from './words.ts';

const CUE_WINDOW = 3;

/** The words around the first use of `item` in the transcript, or null when the video does not use it. */
export function itemUse(item: NegatedItem, transcript: string, language: string): string | null {
  const tokens = tokenize(transcript, language);
  const cues = wordSet(USE_CUES, language);
  const word = (i: number) => {
    const t = tokens[i];
    return t ? transcript.slice(t.start, t.end).toLocaleLowerCase(language) : '';
  };
  const members =
    CATEGORY_MEMBERS[language]?.[item.key] ??
    CATEGORY_MEMBERS[language]?.[item.item.toLocaleLowerCase(language)];
  const memberSet = new Set(members?.split(' ') ?? []);
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (!t) continue;
    const member = memberSet.has(word(i));
    if (!member && t.key !== item.key) continue;
    if (negatedAt(transcript, tokens, i, language)) continue;
    let used = member;
    for (let k = i - 1; !used && k >= Math.max(0, i - CUE_WINDOW); k -= 1) {
      if (tokens[k]?.clause !== t.clause) break;
      used = cues.has(word(k));
    }
    // Hindi marks use after the noun: "पतीले में".
    if (!used && language === 'hi') used = tokens[i + 1]?.clause === t.clause && cues.has(word(i + 1));
    if (used) {
      const from = tokens[Math.max(0, i - CUE_WINDOW)]?.start ?? t.start;
      const to = tokens[Math.min(tokens.length - 1, i + 2)]?.end ?? t.end;
      return transcript.slice(from, to).replace(/\s+/gu, ' ');
    }
  }
  return null;
}
