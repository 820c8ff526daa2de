// Candidate keyphrases: n-grams of up to four words inside one clause that start and end with a content word
// (not a stop-word, not a number). Spaced languages may have one stop-word inside ("cacio e pepe", "pasillo de
// humo"); space-less scripts join adjacent content words ("ソロ"+"キャンプ" → "ソロキャンプ").
import { codepoints } from '../text.ts';
import type { Token } from '../language/tokenize.ts';

export interface Occurrence {
  key: string;
  surface: string;
  words: number;
  /** Offset of the phrase in the text. */
  start: number;
}

const MAX_WORDS = 4;
const MAX_CODEPOINTS = 40;

/**
 * A lone letter ("e" of "cacio e pepe") can sit inside a phrase but not start or end one. In Japanese a phrase
 * does not start with kana or end in kana inflection ("使い" of 使います marks a verb, not a topic), while
 * "寒さ対策" is fine: it starts with a kanji and ends in one.
 */
function edgeOk(text: string, token: Token, spaceless: boolean, edge: 'first' | 'last'): boolean {
  const word = text.slice(token.start, token.end);
  if (!spaceless) return codepoints(word) > 1;
  return !(edge === 'first' ? /^\p{Script=Hiragana}/u : /\p{Script=Hiragana}$/u).test(word);
}

function exactAt(
  text: string,
  tokens: readonly Token[],
  i: number,
  exact: ReadonlySet<string>,
): Occurrence[] {
  const out: Occurrence[] = [];
  let key = '';
  for (let n = 1; n <= 6 && i + n - 1 < tokens.length; n += 1) {
    const first = tokens[i];
    const last = tokens[i + n - 1];
    if (!first || !last || last.clause !== first.clause) break;
    key = key ? `${key} ${last.key}` : last.key;
    // Phrases the n-gram rule already produces are not counted twice.
    if (exact.has(key) && (first.stop || last.stop || first.numeric || last.numeric || n > MAX_WORDS)) {
      out.push({ key, surface: text.slice(first.start, last.end), words: n, start: first.start });
    }
  }
  return out;
}

function acceptableSingle(surface: string, spaceless: boolean): boolean {
  const length = codepoints(surface);
  // One kanji or one Latin letter is too ambiguous to be a keyword on its own.
  return spaceless ? length >= 2 : length >= 2 && /\p{L}/u.test(surface);
}

/**
 * `exact` holds phrase keys that count whatever their edges: the creator's tags, which may start or end with a
 * stop-word ("อาหารริมทาง" ends in ทาง, a Thai stop-word; "how to cut an onion").
 */
export function phrases(
  text: string,
  tokens: readonly Token[],
  spaceless: boolean,
  exact: ReadonlySet<string> = new Set(),
): Occurrence[] {
  const found: Occurrence[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (exact.size > 0) found.push(...exactAt(text, tokens, i, exact));
    const first = tokens[i];
    if (!first || first.stop || first.numeric || !edgeOk(text, first, spaceless, 'first')) continue;
    let inner = 0;
    for (let n = 1; n <= MAX_WORDS && i + n - 1 < tokens.length; n += 1) {
      const last = tokens[i + n - 1];
      if (!last || last.clause !== first.clause) break;
      if (n > 1 && last.stop) {
        inner += 1;
        if (spaceless || inner > 1) break;
        continue;
      }
      if (last.numeric || !edgeOk(text, last, spaceless, 'last')) continue;
      const surface = text.slice(first.start, last.end);
      if (codepoints(surface) > MAX_CODEPOINTS) break;
      if (n === 1 && !acceptableSingle(surface, spaceless)) continue;
      const key = tokens
        .slice(i, i + n)
        .map((t) => t.key)
        .join(' ');
      found.push({ key, surface, words: n, start: first.start });
    }
  }
  return found;
}
