// snippet.title: required, at most 100 code points, every valid UTF-8 character except < and >.
import { ANGLE_BRACKETS, codepoints } from '../text.ts';
import { LIMITS } from './limits.ts';

/** Title length as YouTube counts it: Unicode code points. */
export function titleLength(title: string): number {
  return codepoints(title);
}

export type TitleProblem = 'empty' | 'tooLong' | 'angleBrackets';

export function titleProblem(title: string): TitleProblem | null {
  if (title.trim().length === 0) return 'empty';
  if (titleLength(title) > LIMITS.titleMaxCodepoints) return 'tooLong';
  if (ANGLE_BRACKETS.test(title)) return 'angleBrackets';
  return null;
}
