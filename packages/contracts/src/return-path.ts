// The request schema for a return path; the rule itself is in return-path-rule.ts (no zod, for public pages).
import { z } from './zod.ts';
import { isReturnPath, RETURN_PATH_MAX_LENGTH } from './return-path-rule.ts';

export { isReturnPath, parseReturnPath, RETURN_PATH_MAX_LENGTH } from './return-path-rule.ts';

/** A return path in a request; use `parseReturnPath` on it to get the normalized form to redirect to. */
export const ReturnPath = z
  .string()
  .max(RETURN_PATH_MAX_LENGTH)
  .refine(isReturnPath, 'must be a path on this site starting with /');
