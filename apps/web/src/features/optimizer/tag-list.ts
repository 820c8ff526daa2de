// The tag editor's model: adding (one tag, or a pasted comma-separated list), removing, reordering, and what
// each tag costs in YouTube's 500-character budget (a tag with a space is counted with its quotes: 2 more).
import { LIMITS, tagCost } from '@vidcraft/seo';

/** Tags from typed or pasted text: split at commas and line breaks, trimmed, a leading "#" dropped. */
export function splitTagInput(text: string): string[] {
  return text
    .split(/[,，\n]/)
    .map((part) => part.replace(/\s+/g, ' ').trim().replace(/^#+/, '').trim())
    .filter((part) => part.length > 0);
}

const key = (tag: string) => tag.trim().toLocaleLowerCase();

/** Adds the tags of `text` at the end; tags already in the list (any case) are skipped and reported. */
export function addTags(tags: readonly string[], text: string): { tags: string[]; skipped: string[] } {
  const next = [...tags];
  const skipped: string[] = [];
  for (const tag of splitTagInput(text)) {
    if (next.some((existing) => key(existing) === key(tag))) skipped.push(tag);
    else next.push(tag);
  }
  return { tags: next, skipped };
}

export function removeTag(tags: readonly string[], index: number): string[] {
  return tags.filter((_, i) => i !== index);
}

export interface TagInfo {
  tag: string;
  /** Its share of the budget, without the comma. */
  cost: number;
  /** Counted with quotes because it contains a space. */
  quoted: boolean;
  duplicate: boolean;
  /** Longer than the community-reported per-tag limit (a warning, YouTube documents none). */
  tooLong: boolean;
}

export function tagInfo(tags: readonly string[]): TagInfo[] {
  const seen = new Set<string>();
  return tags.map((tag) => {
    const duplicate = seen.has(key(tag));
    seen.add(key(tag));
    return {
      tag,
      cost: tagCost(tag),
      quoted: tag.includes(' '),
      duplicate,
      tooLong: [...tag].length > LIMITS.tagMaxCodepointsAdvisory,
    };
  });
}

/** Suggested tags the final list does not have yet (compared without case). */
export function missingTags(suggested: readonly string[], tags: readonly string[]): string[] {
  const have = new Set(tags.map(key));
  return suggested.filter((tag) => !have.has(key(tag)));
}
