// zod validation of Data API query parameters, answered with Google's parameter errors.
import { z } from 'zod';
import { apiErrors } from '../http/error-catalog.ts';
import { normalizeQuery, type RawQuery } from '../http/query.ts';

export function parseParams<T extends z.ZodType>(
  schema: T,
  query: RawQuery,
  lists: readonly string[] = [],
): z.infer<T> {
  const result = schema.safeParse(normalizeQuery(query, ['part', ...lists]));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'request');
  const missing = issue?.code === 'invalid_type' && issue.input === undefined;
  if (missing) throw apiErrors.missingParameter(name);
  throw apiErrors.invalidParameter(
    name,
    `Invalid value for parameter '${name}': ${issue?.message ?? 'invalid'}`,
  );
}

/** Validates `part` against the parts a resource has; the result keeps the caller's order without duplicates. */
export function parseParts(parts: string[] | undefined, allowed: readonly string[]): string[] {
  if (!parts || parts.length === 0) throw apiErrors.missingParameter('part');
  for (const part of parts) if (!allowed.includes(part)) throw apiErrors.unknownPart(part);
  return [...new Set(parts)];
}

export const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

export const maxResultsParam = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be an integer')
    .transform(Number)
    .pipe(z.number().int().min(0).max(max, `Values must be within the range: [0, ${max}]`))
    .optional()
    .transform((v) => v ?? fallback);

/** Standard parameters every method accepts; `fields` is accepted and ignored (full responses are returned). */
export const standardParams = {
  key: z.string().optional(),
  access_token: z.string().optional(),
  oauth_token: z.string().optional(),
  fields: z.string().optional(),
  prettyPrint: z.string().optional(),
  quotaUser: z.string().max(40).optional(),
  alt: z.enum(['json', 'media']).optional(),
  '$.xgafv': z.string().optional(),
  uploadType: z.string().optional(),
  upload_protocol: z.string().optional(),
  callback: z.string().optional(),
  userIp: z.string().optional(),
};
