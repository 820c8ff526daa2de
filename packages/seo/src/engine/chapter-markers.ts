// Sections the speaker numbers out loud: "Recipe one, …", "Recipe two, …", "Step 3: …", "Paso 4 …". A cue that
// opens with a word and a number, where the same word opens at least three cues with rising numbers, starts a
// section the viewer would want to jump to, whatever the pauses and vocabulary around it say.
import { tokenize } from '../language/tokenize.ts';
import { numberWords } from '../promise/words.ts';
import type { CaptionCue } from './types.ts';

const MIN_SECTIONS = 3;

/** The number a token stands for: digits or a spelled-out number ("one", "tres"), else null. */
function numberOf(word: string, language: string): number | null {
  if (/^\d{1,2}$/u.test(word)) return Number(word);
  return numberWords(language).get(word.toLocaleLowerCase(language)) ?? null;
}

export interface NumberedSections {
  /** Indexes of the cues that open a numbered section, in time order (empty when the speaker numbers nothing). */
  starts: number[];
  /** The word that numbers them ("recipe"), lower-case: it names every section, so it labels none. */
  head: string | null;
}

export function numberedSections(cues: readonly CaptionCue[], language: string): NumberedSections {
  const byHead = new Map<string, { word: string; index: number; n: number }[]>();
  cues.forEach((cue, index) => {
    const [head, second] = tokenize(cue.text, language);
    if (!head || !second || head.stop || head.numeric || head.clause !== second.clause) return;
    // The pair opens the cue: nothing but spaces before the word.
    if (cue.text.slice(0, head.start).trim()) return;
    const n = numberOf(cue.text.slice(second.start, second.end), language);
    if (n === null) return;
    const list = byHead.get(head.key) ?? [];
    list.push({ word: cue.text.slice(head.start, head.end).toLocaleLowerCase(language), index, n });
    byHead.set(head.key, list);
  });
  let best: NumberedSections = { starts: [], head: null };
  for (const list of byHead.values()) {
    // Keep the run of rising numbers ("Recipe one" … "Recipe five"); a repeated or falling number is not a new section.
    const rising: number[] = [];
    let last = -Infinity;
    for (const { index, n } of list) {
      if (n <= last) continue;
      rising.push(index);
      last = n;
    }
    if (rising.length >= MIN_SECTIONS && rising.length > best.starts.length) {
      best = { starts: rising, head: list[0]?.word ?? null };
    }
  }
  return best;
}
