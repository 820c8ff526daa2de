// Tag and hashtag sets. Tags: the main keyword and the title's keywords first (Google's guidance), then the
// creator's own tags in their order, then other keyphrases from the video, general and specific, until the
// 500-character budget or fifteen tags. Hashtags: the creator's own first, then the top keywords, three to five.
import type { Keyword } from '../keywords/extract.ts';
import { negatedItems } from '../keywords/negation.ts';
import { isSpaceless, tokenize, wordKey } from '../language/tokenize.ts';
import { parseHashtags, toHashtag } from '../rules/hashtags.ts';
import { LIMITS } from '../rules/limits.ts';
import { tagBudget } from '../rules/tags.ts';
import { codepoints, squish } from '../text.ts';
import { note, quotedList } from './notes.ts';
import type { SuggestionNote } from './notes.ts';

const MAX_SUGGESTED_TAGS = 15;

/** A tag YouTube keeps as written: no < > " , or #, single spaces, not empty, not absurdly long. */
export function cleanTag(tag: string): string | null {
  const clean = squish(tag.replace(/[<>"#,，]/gu, ' '));
  return clean && codepoints(clean) <= 60 ? clean : null;
}

// Japanese place names are often two kanji ending in a place suffix ("京都", "鴨川", "大阪府"): specific enough for a
// tag although short, unlike other two-kanji words ("時間", "移動").
const JAPANESE_PLACE = /^\p{Script=Han}+[都府県市区町村川山寺島湖港橋城駅]$/u;

/** Several words, one long word in a language written without spaces ("メスティン"), or a Japanese place name. */
function isPhrase(keyword: string, language: string): boolean {
  return (
    tokenize(keyword, language).length > 1 ||
    (isSpaceless(language) && codepoints(keyword) >= 3) ||
    (language === 'ja' && JAPANESE_PLACE.test(keyword))
  );
}

function tagKey(tag: string, language: string): string {
  return tag
    .split(/\s+/u)
    .map((w) => wordKey(w, language))
    .join(' ');
}

/**
 * Whether a tag names an item the video says it goes without ("oven" for "NO OVEN pizza"), unless the tag carries
 * the negation itself ("flan sin horno").
 */
export function namesNegatedItem(tag: string, negated: ReadonlySet<string>, language: string): boolean {
  if (negated.size === 0) return false;
  const keys = tokenize(tag, language).map((t) => t.key);
  if (!keys.some((k) => negated.has(k))) return false;
  return !negatedItems(tag, language).some((item) => negated.has(item.key));
}

export function suggestTags(
  creatorTags: readonly string[],
  keywords: readonly Keyword[],
  language: string,
  negated: ReadonlySet<string> = new Set(),
): { tags: string[]; notes: SuggestionNote[] } {
  const fromTitle = keywords.filter((k) => k.sources.includes('title')).map((k) => k.keyword);
  // Lone words from running text ("water", "make") are too general to be worth a tag.
  const others = keywords
    .filter(
      (k) => !k.sources.includes('title') && (k.sources.includes('tags') || isPhrase(k.keyword, language)),
    )
    .map((k) => k.keyword);
  const ordered: { tag: string; creator: boolean }[] = [
    ...keywords.slice(0, 1).map((k) => ({ tag: k.keyword, creator: false })),
    ...fromTitle.slice(0, 4).map((tag) => ({ tag, creator: false })),
    ...creatorTags.map((tag) => ({ tag, creator: true })),
    ...others.map((tag) => ({ tag, creator: false })),
  ];
  const tags: string[] = [];
  const seen = new Set<string>();
  const leftOut: string[] = [];
  for (const { tag, creator } of ordered) {
    const clean = cleanTag(tag);
    if (!clean) {
      if (creator && tag.trim()) leftOut.push(tag);
      continue;
    }
    const key = tagKey(clean, language);
    if (seen.has(key) || (!creator && namesNegatedItem(clean, negated, language))) continue;
    const fits = tagBudget([...tags, clean]) <= LIMITS.tagsMaxBudget;
    if (!fits || (!creator && tags.length >= MAX_SUGGESTED_TAGS)) {
      if (creator) leftOut.push(tag);
      continue;
    }
    seen.add(key);
    tags.push(clean);
  }
  const notes = leftOut.length
    ? [
        note('tags.creatorLeftOut', {
          count: leftOut.length,
          tags: quotedList(leftOut),
          budget: LIMITS.tagsMaxBudget,
        }),
      ]
    : [];
  return { tags, notes };
}

/** Keywords worth a hashtag: the main one, then the creator's tags and multi-word phrases; not lone common words. */
export function suggestHashtags(
  title: string,
  description: string,
  keywords: readonly Keyword[],
  language: string,
  creatorTags: readonly string[] = [],
  negated: ReadonlySet<string> = new Set(),
): string[] {
  const inTitle = new Set(parseHashtags(title).map((h) => h.toLocaleLowerCase()));
  const own = parseHashtags(description).filter((h) => !inTitle.has(h.toLocaleLowerCase()));
  const { min, max } = LIMITS.hashtagsRecommended;
  const chosen = own.slice(0, max);
  const keys = new Set(chosen.map((h) => h.toLocaleLowerCase()));
  const tagged = new Set(creatorTags.map((t) => t.trim().toLocaleLowerCase(language)));
  const worthy = keywords.filter(
    (k, i) =>
      (i === 0 || isPhrase(k.keyword, language) || tagged.has(k.keyword.toLocaleLowerCase(language))) &&
      !namesNegatedItem(k.keyword, negated, language),
  );
  for (const k of worthy) {
    if (chosen.length >= Math.max(min, Math.min(max, own.length))) break;
    const tag = toHashtag(k.keyword);
    if (!tag || codepoints(tag) > 30) continue;
    const key = tag.toLocaleLowerCase();
    if (keys.has(key) || inTitle.has(key)) continue;
    keys.add(key);
    chosen.push(tag);
  }
  return chosen;
}
