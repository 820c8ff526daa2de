// Shortening a one-part title so it shows whole on the mobile home feed: cut at a word boundary, before a joining
// word ("… Night Market | For Five Hours And …" → "… Night Market"), keeping the main keyword and never ending
// on a stop word.
import { findPhrase } from '../keywords/match.ts';
import { tokenize } from '../language/tokenize.ts';
import { previewTitle } from '../preview/truncate.ts';

const fits = (title: string) => !previewTitle(title, 'mobileHome').truncated;

export function cutForMobile(title: string, keyword: string | null, language: string): string | null {
  if (fits(title)) return null;
  const tokens = tokenize(title, language);
  const keep = keyword ? findPhrase(title, keyword, language) : -1;
  let best: string | null = null;
  for (let i = tokens.length - 2; i >= 1; i -= 1) {
    const last = tokens[i];
    const next = tokens[i + 1];
    if (!last || !next || last.stop) continue;
    const text = title
      .slice(0, last.end)
      .replace(/[\s,;:|–—-]+$/u, '')
      .trim();
    if (!fits(text)) continue;
    if (keep >= 0 && [...text].length < keep + [...(keyword ?? '')].length) break;
    // A clean break comes before a joining word or punctuation; take the longest such cut.
    const clean = next.stop || next.clause !== last.clause;
    if (clean) return text;
    best ??= text;
  }
  return best;
}
