// What an S3-compatible service's refusal means, said so that whoever runs the server knows which setting to
// look at. Every failure is UPSTREAM_UNAVAILABLE to the client (nothing the user can fix); the message, the
// details (operation, S3 error code, HTTP status) and the SDK error as cause go to the log.
import { AppError } from '../../http/app-error.ts';
import { s3Sdk } from './s3-sdk.ts';

/** The signature or key is wrong, or cannot be checked: a settings problem, not a permission one. */
const CREDENTIAL_ERRORS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidToken',
  'ExpiredToken',
  'AuthorizationHeaderMalformed',
  'RequestTimeTooSkewed',
]);

/** `where` names the bucket and endpoint (`bucket "b" at https://…`); `operation` what the store was doing. */
export function s3StorageError(where: string, operation: string, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const details = { storage: 's3', operation };
  if (error instanceof s3Sdk().S3ServiceException) {
    const reason = error.name;
    const status = error.$metadata.httpStatusCode ?? null;
    const more = { details: { ...details, reason, status }, cause: error };
    if (CREDENTIAL_ERRORS.has(reason)) {
      return new AppError(
        'UPSTREAM_UNAVAILABLE',
        `S3 storage (${where}) rejected the configured credentials (${reason}): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION.`,
        more,
      );
    }
    if (reason === 'AccessDenied' || status === 403) {
      return new AppError(
        'UPSTREAM_UNAVAILABLE',
        `S3 storage (${where}) denied the ${operation} (${reason}): the credentials need to list, read, write and delete objects in the bucket.`,
        more,
      );
    }
    if (reason === 'NoSuchBucket') {
      return new AppError(
        'UPSTREAM_UNAVAILABLE',
        `S3 storage has no ${where} (NoSuchBucket): check S3_BUCKET and S3_ENDPOINT.`,
        more,
      );
    }
    return new AppError(
      'UPSTREAM_UNAVAILABLE',
      `S3 storage (${where}) failed the ${operation} (${reason}, HTTP ${status ?? '?'}).`,
      more,
    );
  }
  const code = (error as { code?: unknown } | null)?.code;
  const reason = typeof code === 'string' ? code : null;
  return new AppError(
    'UPSTREAM_UNAVAILABLE',
    `S3 storage (${where}) could not be reached for the ${operation}${reason ? ` (${reason})` : ''}.`,
    { details: { ...details, reason }, cause: error },
  );
}
