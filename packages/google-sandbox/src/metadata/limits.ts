// YouTube's documented video metadata limits (reference §5): titles in code points, descriptions in UTF-8
// bytes, tags by the quote-and-comma budget.

export const TITLE_MAX_CODEPOINTS = 100;
export const DESCRIPTION_MAX_BYTES = 5000;
export const TAGS_MAX_BUDGET = 500;
export const CAPTION_NAME_MAX = 150;

export function codepoints(text: string): number {
  return [...text].length;
}

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

const ANGLE_BRACKETS = /[<>]/;

export type TitleProblem = 'empty' | 'tooLong' | 'angleBrackets';
export type DescriptionProblem = 'tooLong' | 'angleBrackets';
export type TagsProblem = 'tooLong' | 'angleBrackets' | 'emptyTag';

export function titleProblem(title: string): TitleProblem | null {
  if (title.trim().length === 0) return 'empty';
  if (codepoints(title) > TITLE_MAX_CODEPOINTS) return 'tooLong';
  if (ANGLE_BRACKETS.test(title)) return 'angleBrackets';
  return null;
}

export function descriptionProblem(description: string): DescriptionProblem | null {
  if (utf8Bytes(description) > DESCRIPTION_MAX_BYTES) return 'tooLong';
  if (ANGLE_BRACKETS.test(description)) return 'angleBrackets';
  return null;
}

/**
 * Σ (code points of the tag + 2 when it contains a space, because the server quotes it) + commas between tags.
 * "Foo-Baz" costs 7, "Foo Baz" costs 9.
 */
export function tagBudget(tags: readonly string[]): number {
  const characters = tags.reduce((sum, tag) => sum + codepoints(tag) + (tag.includes(' ') ? 2 : 0), 0);
  return characters + Math.max(0, tags.length - 1);
}

export function tagsProblem(tags: readonly string[]): TagsProblem | null {
  if (tags.some((tag) => tag.trim().length === 0)) return 'emptyTag';
  if (tags.some((tag) => ANGLE_BRACKETS.test(tag))) return 'angleBrackets';
  if (tagBudget(tags) > TAGS_MAX_BUDGET) return 'tooLong';
  return null;
}
