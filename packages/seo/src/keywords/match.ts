// Finding a keyword in text by words, not substrings: "pizza" is in "Pizzas without an oven" (plural folding)
// but "art" is not in "start"; Japanese and Chinese match by segmented words too.
import { codepoints } from '../text.ts';
import { tokenize } from '../language/tokenize.ts';

function keys(text: string, language: string): string[] {
  return tokenize(text, language).map((t) => t.key);
}

/** Code-point offset where `phrase` first occurs in `text` as whole words, or -1. */
export function findPhrase(text: string, phrase: string, language: string): number {
  const wanted = keys(phrase, language);
  if (wanted.length === 0) return -1;
  const tokens = tokenize(text, language);
  for (let i = 0; i + wanted.length <= tokens.length; i += 1) {
    if (wanted.every((k, j) => tokens[i + j]?.key === k)) {
      return codepoints(text.slice(0, tokens[i]?.start ?? 0));
    }
  }
  return -1;
}

/** Whether any tag contains `phrase` as whole words. */
export function tagsCover(tags: readonly string[], phrase: string, language: string): boolean {
  return tags.some((tag) => findPhrase(tag, phrase, language) >= 0);
}
