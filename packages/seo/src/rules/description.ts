// snippet.description: at most 5,000 UTF-8 bytes, every valid UTF-8 character except < and >.
import { ANGLE_BRACKETS, utf8Bytes } from '../text.ts';
import { LIMITS } from './limits.ts';

/** Description size as YouTube counts it: UTF-8 bytes. */
export function descriptionBytes(description: string): number {
  return utf8Bytes(description);
}

export type DescriptionProblem = 'tooLong' | 'angleBrackets';

export function descriptionProblem(description: string): DescriptionProblem | null {
  if (descriptionBytes(description) > LIMITS.descriptionMaxBytes) return 'tooLong';
  if (ANGLE_BRACKETS.test(description)) return 'angleBrackets';
  return null;
}
