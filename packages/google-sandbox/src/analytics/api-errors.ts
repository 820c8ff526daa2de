// Errors of the YouTube Analytics and Reporting APIs, in Google's error body (the same ApiError as the Data API; the
// service names in the details are these APIs').
import { ApiError } from '../http/errors.ts';

export const ANALYTICS_SERVICE = 'youtubeanalytics.googleapis.com';
export const REPORTING_SERVICE = 'youtubereporting.googleapis.com';

/** Google's project number is the leading digits of a client id (`627689723894-….apps.googleusercontent.com`). */
function projectNumber(clientId: string): string {
  return /^(\d+)-/.exec(clientId)?.[1] ?? '0';
}

export const otherApiErrors = {
  insufficientPermissions: (service: string, rpcMethod: string) =>
    new ApiError({
      status: 403,
      reason: 'insufficientPermissions',
      domain: 'global',
      message: 'Request had insufficient authentication scopes.',
      itemMessage: 'Insufficient Permission',
      rpcStatus: 'PERMISSION_DENIED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
          domain: 'googleapis.com',
          metadata: { service, method: rpcMethod },
        },
      ],
    }),
  rateLimitExceeded: (service: string, clientId: string) => {
    const consumer = `projects/${projectNumber(clientId)}`;
    const message =
      `Quota exceeded for quota metric 'Queries' and limit 'Queries per minute' of service '${service}' ` +
      `for consumer 'project_number:${projectNumber(clientId)}'.`;
    return new ApiError({
      status: 429,
      reason: 'rateLimitExceeded',
      domain: 'global',
      message,
      rpcStatus: 'RESOURCE_EXHAUSTED',
      headers: { 'retry-after': '60' },
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'RATE_LIMIT_EXCEEDED',
          domain: 'googleapis.com',
          metadata: {
            service,
            consumer,
            quota_metric: `${service}/default`,
            quota_limit: 'defaultPerMinutePerProject',
            quota_limit_value: '',
          },
        },
      ],
    });
  },
  badRequest: (message: string) =>
    new ApiError({
      status: 400,
      reason: 'badRequest',
      domain: 'global',
      message,
      rpcStatus: 'INVALID_ARGUMENT',
    }),
  required: (name: string) =>
    new ApiError({
      status: 400,
      reason: 'required',
      domain: 'global',
      message: `Required ${name}`,
      location: name,
      locationType: 'parameter',
      rpcStatus: 'INVALID_ARGUMENT',
    }),
  forbidden: (message = 'Forbidden') =>
    new ApiError({
      status: 403,
      reason: 'forbidden',
      domain: 'global',
      message,
      rpcStatus: 'PERMISSION_DENIED',
    }),
  notFound: (message = 'Requested entity was not found.') =>
    new ApiError({ status: 404, reason: 'notFound', domain: 'global', message, rpcStatus: 'NOT_FOUND' }),
  alreadyExists: (message: string) =>
    new ApiError({
      status: 409,
      reason: 'alreadyExists',
      domain: 'global',
      message,
      rpcStatus: 'ALREADY_EXISTS',
    }),
  invalidArgument: (message = 'Request contains an invalid argument.') =>
    new ApiError({
      status: 400,
      reason: 'badRequest',
      domain: 'global',
      message,
      rpcStatus: 'INVALID_ARGUMENT',
    }),
};
