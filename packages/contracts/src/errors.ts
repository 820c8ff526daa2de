import { z } from './zod.ts';

// The codes a client can act on (DESIGN §4.5). The client never guesses from text or a bare status.
export const ERROR_CODES = [
  'AUTH_REQUIRED',
  'QUOTA_EXCEEDED',
  'RATE_LIMITED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION',
  'CONFLICT',
  'UPSTREAM_UNAVAILABLE',
  'UNAUTHENTICATED',
  'INTERNAL',
] as const;

export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorBody = z
  .object({
    error: ErrorCode,
    message: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ValidationIssue = z.object({ path: z.string(), message: z.string() });
export type ValidationIssue = z.infer<typeof ValidationIssue>;

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  AUTH_REQUIRED: 401,
  UNAUTHENTICATED: 401,
  QUOTA_EXCEEDED: 429,
  RATE_LIMITED: 429,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION: 400,
  CONFLICT: 409,
  UPSTREAM_UNAVAILABLE: 503,
  INTERNAL: 500,
};
