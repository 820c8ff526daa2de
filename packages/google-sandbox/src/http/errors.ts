// Google's error body: { error: { code, message, errors: [{ message, domain, reason, location?, locationType? }],
// status?, details? } }. Clients branch on errors[0].reason, so every failure goes through ApiError.

export interface ApiErrorInit {
  status: number;
  reason: string;
  domain: string;
  message: string;
  /** The message of the item in errors[] when it differs from the top-level message. */
  itemMessage?: string;
  location?: string;
  locationType?: 'parameter' | 'header' | 'other';
  rpcStatus?: string;
  details?: unknown[];
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly init: ApiErrorInit;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.init = init;
  }

  get status(): number {
    return this.init.status;
  }

  get reason(): string {
    return this.init.reason;
  }

  toBody(): { error: Record<string, unknown> } {
    const { status, reason, domain, message, itemMessage, location, locationType, rpcStatus, details } =
      this.init;
    const item: Record<string, string> = { message: itemMessage ?? message, domain, reason };
    if (location) item.location = location;
    if (locationType) item.locationType = locationType;
    const error: Record<string, unknown> = { code: status, message, errors: [item] };
    if (rpcStatus) error.status = rpcStatus;
    if (details) error.details = details;
    return { error };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
