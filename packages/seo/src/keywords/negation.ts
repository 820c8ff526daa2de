// Items a text says the video goes without: "NO OVEN pizza", "without eggs", "sugar-free", "flan sin horno",
// "Workout ohne Geräte", "sans gluten", "treino sem equipamento", "बिना कुकर के". A tag or title that names such an
// item tells viewers the opposite of what the creator said.
import { tokenize } from '../language/tokenize.ts';
import { WITHOUT_WORDS, wordSet } from '../promise/words.ts';

export interface NegatedItem {
  /** The whole phrase as written ("NO OVEN", "sin horno", "sugar-free"). */
  claim: string;
  /** The item as written ("OVEN") and its word key ("oven"). */
  item: string;
  key: string;
}

// Hindi puts the postposition after the noun: "बिना प्रेशर कुकर के" is without a pressure cooker.
const HINDI_POSTPOSITIONS = new Set(['के', 'की', 'का']);

export function negatedItems(text: string, language: string): NegatedItem[] {
  const tokens = tokenize(text, language);
  const without = wordSet(WITHOUT_WORDS, language);
  const out: NegatedItem[] = [];
  tokens.forEach((t, i) => {
    if (!without.has(text.slice(t.start, t.end).toLocaleLowerCase(language))) return;
    let item = tokens[i + 1];
    // One article or determiner may sit between ("without an oven", "sem nenhum").
    if (item?.stop && tokens[i + 2] && !tokens[i + 2]?.stop) item = tokens[i + 2];
    if (language === 'hi') {
      for (let k = i + 1; k <= i + 3; k += 1) {
        const next = tokens[k];
        if (!next || next.clause !== t.clause || HINDI_POSTPOSITIONS.has(text.slice(next.start, next.end)))
          break;
        item = next;
      }
    }
    if (!item || item.clause !== t.clause || item.stop || item.numeric) return;
    out.push({ claim: text.slice(t.start, item.end), item: text.slice(item.start, item.end), key: item.key });
  });
  if (language === 'en') {
    for (const m of text.matchAll(/([\p{L}][\p{L}\p{M}]*)[-‐ ]free\b/giu)) {
      const item = m[1] ?? '';
      const token = tokenize(item, language)[0];
      if (token && !token.stop) out.push({ claim: m[0], item, key: token.key });
    }
  }
  return out;
}
