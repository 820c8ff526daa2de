// Text a person typed, as every request schema that stores or searches it accepts it: no control characters
// but tab, line feed and carriage return. NUL in particular: PostgreSQL text cannot hold it, and no title,
// name or search needs one.
import { z } from './zod.ts';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/u;

/** Whether `value` has no control characters other than tab and line breaks. */
export function isPlainText(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}

/** A string schema refusing control characters (tab and line breaks allowed). */
export const plainText = () => z.string().refine(isPlainText, 'must not contain control characters');
