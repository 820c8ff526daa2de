// What a job handler throws to say how its run should end, other than success.
import type { ErrorCode } from '@vidcraft/contracts';

/** Stop now and continue later from the last checkpoint (e.g. YouTube quota spent until the Pacific reset). */
export class JobPause extends Error {
  override name = 'JobPause';
  readonly resumeAt: Date;
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, resumeAt: Date) {
    super(message);
    this.code = code;
    this.resumeAt = resumeAt;
  }
}

/** The process is shutting down: the run was checkpointed and goes back to the queue. */
export class JobInterrupted extends Error {
  override name = 'JobInterrupted';
  constructor() {
    super('The job was interrupted by a shutdown and will resume from its last checkpoint.');
  }
}

/** A failure with a code the owner can act on; retryable ones are attempted again with backoff. */
export class JobFailure extends Error {
  override name = 'JobFailure';
  readonly code: ErrorCode;
  readonly retryable: boolean;
  constructor(code: ErrorCode, message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.retryable = options.retryable ?? false;
  }
}
