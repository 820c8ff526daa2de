import { HTTP_STATUS_BY_CODE, type ErrorCode } from '@vidcraft/contracts';

/** An error the client can act on: it becomes `{ error: code, message, details? }` with the code's status. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly status: number;

  constructor(code: ErrorCode, message: string, options: { details?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.details = options.details;
    this.status = HTTP_STATUS_BY_CODE[code];
  }
}

export const notFound = (what = 'The requested resource') =>
  new AppError('NOT_FOUND', `${what} was not found.`);
