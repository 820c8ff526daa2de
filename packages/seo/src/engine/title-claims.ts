// Taking out of a title the claims the video does not back up (see promise/check.ts): a part that holds one is
// dropped ("LISBON TRAVEL GUIDE | 15 THINGS TO DO" → "Lisbon Travel Guide"); inside a part, the claim goes with
// the preposition that introduced it ("Apprendre le piano en 7 jours" → "Apprendre le piano").
import { tokenize } from '../language/tokenize.ts';
import { squish } from '../text.ts';
import { joinTitle, splitTitle } from './title-parts.ts';

// Prepositions that only introduce the claim ("in 7 days", "en 7 jours", "in 10 Minuten", "30 दिन में").
const LEADING = /(?:^|\s)(?:in|within|for|with|en|em|dans|para|pour|für|mit|con|com)\s*$/iu;
const TRAILING = /^\s*(?:में|के|का|की)(?=\s|$)/u;

function contentWords(text: string, language: string): number {
  return tokenize(text, language).filter((t) => !t.stop && !t.numeric).length;
}

// An article left before a superlative that is cut ("le", "the", "el").
const ARTICLE = /(?:^|\s)(?:the|a|an|le|la|les|el|los|las|o|os|as|der|die|das)\s*$/iu;

/** Cuts a superlative with everything after it in its part ("Vlog Paris le meilleur week-end de ma vie"). */
function cutFrom(text: string, claim: string, language: string): string {
  const at = text.toLocaleLowerCase(language).indexOf(claim.toLocaleLowerCase(language));
  if (at <= 0) return cutClaim(text, claim, language);
  const before = text.slice(0, at).replace(ARTICLE, '').trim();
  return contentWords(before, language) > 0 ? before : cutClaim(text, claim, language);
}

function cutClaim(text: string, claim: string, language: string): string {
  const at = text.toLocaleLowerCase(language).indexOf(claim.toLocaleLowerCase(language));
  if (at < 0) return text;
  let before = text.slice(0, at);
  let after = text.slice(at + claim.length);
  before = before.replace(LEADING, ' ');
  after = after.replace(TRAILING, '');
  return squish(`${before} ${after}`).replace(/\s+([!?.,:;)])/gu, '$1');
}

/**
 * The title without `claims`, or null when too little of it is left to stand as a title (fewer than half of its
 * content words): then the title needs writing anew from what the video says.
 */
export function removeClaims(
  title: string,
  issues: readonly { kind: string; claim: string }[],
  language: string,
): string | null {
  if (issues.length === 0) return title;
  const lowerClaims = issues.map((i) => i.claim.toLocaleLowerCase(language));
  let parts = splitTitle(title);
  if (parts.length > 1) {
    const holds = (text: string) => lowerClaims.some((c) => text.toLocaleLowerCase(language).includes(c));
    const kept = parts.filter((p) => !holds(p.text));
    if (kept.length > 0 && kept.length < parts.length) {
      const [first, ...rest] = kept;
      parts = first ? [{ ...first, joiner: '' }, ...rest] : kept;
    }
  }
  let text = joinTitle(parts);
  for (const { kind, claim } of issues) {
    text = kind === 'superlative' ? cutFrom(text, claim, language) : cutClaim(text, claim, language);
  }
  text = text.replace(/^[\s|:–—-]+|[\s|:–—-]+$/gu, '').trim();
  const left = contentWords(text, language);
  // A superlative cut with its tail leaves a shorter but whole title ("Vlog Paris"); other cuts leave holes.
  const enough = issues.every((i) => i.kind === 'superlative')
    ? left > 0
    : left * 2 >= contentWords(title, language);
  return enough && text ? text : null;
}
