// snippet.tags: the documented budget counts code points, two quotes for a tag with a space, and the commas
// between tags ("Foo-Baz" costs 7, "Foo Baz" costs 9). A plain join(',').length under-counts and is rejected.
import { ANGLE_BRACKETS, codepoints } from '../text.ts';
import { LIMITS } from './limits.ts';

/** One tag's cost in the 500-character budget, without its comma. */
export function tagCost(tag: string): number {
  return codepoints(tag) + (tag.includes(' ') ? 2 : 0);
}

/** Σ(len + 2 if the tag has a space) + (n − 1). */
export function tagBudget(tags: readonly string[]): number {
  return tags.reduce((sum, tag) => sum + tagCost(tag), 0) + Math.max(0, tags.length - 1);
}

export type TagsProblem = 'tooLong' | 'emptyTag' | 'angleBrackets';

/**
 * Problems videos.update rejects with invalidTags. The budget is documented; empty tags and tags with < or >
 * are rejected by the same rule that bans them from titles and descriptions (and by Vidcraft's sandbox).
 */
export function tagsProblem(tags: readonly string[]): TagsProblem | null {
  if (tags.some((tag) => tag.trim().length === 0)) return 'emptyTag';
  if (tags.some((tag) => ANGLE_BRACKETS.test(tag))) return 'angleBrackets';
  if (tagBudget(tags) > LIMITS.tagsMaxBudget) return 'tooLong';
  return null;
}

export type TagAdvisory = 'tagTooLong' | 'tagHasQuotesOrComma' | 'duplicateTags';

/** Undocumented community rules (per-tag length, quotes, commas) and duplicates: warnings, never errors. */
export function tagAdvisories(tags: readonly string[]): { reason: TagAdvisory; tag: string }[] {
  const found: { reason: TagAdvisory; tag: string }[] = [];
  const seen = new Set<string>();
  for (const tag of tags) {
    if (codepoints(tag) > LIMITS.tagMaxCodepointsAdvisory) found.push({ reason: 'tagTooLong', tag });
    if (/["，,]/.test(tag)) found.push({ reason: 'tagHasQuotesOrComma', tag });
    const key = tag.trim().toLowerCase();
    if (seen.has(key)) found.push({ reason: 'duplicateTags', tag });
    seen.add(key);
  }
  return found;
}
