// The error reasons the sandbox produces, with Google's domains and messages (reference §7 and the method pages).
import { ApiError } from './errors.ts';

const AUTH_HELP =
  'Expected OAuth 2 access token, login cookie or other valid authentication credential. ' +
  'See https://developers.google.com/identity/sign-in/web/devconsole-project.';

export const apiErrors = {
  loginRequired: () =>
    new ApiError({
      status: 401,
      reason: 'required',
      domain: 'global',
      message: `Request is missing required authentication credential. ${AUTH_HELP}`,
      itemMessage: 'Login Required.',
      location: 'Authorization',
      locationType: 'header',
      rpcStatus: 'UNAUTHENTICATED',
    }),
  authError: () =>
    new ApiError({
      status: 401,
      reason: 'authError',
      domain: 'global',
      message: `Request had invalid authentication credentials. ${AUTH_HELP}`,
      itemMessage: 'Invalid Credentials',
      location: 'Authorization',
      locationType: 'header',
      rpcStatus: 'UNAUTHENTICATED',
    }),
  youtubeSignupRequired: () =>
    new ApiError({
      status: 401,
      reason: 'youtubeSignupRequired',
      domain: 'youtube.header',
      message: 'Unauthorized',
      location: 'Authorization',
      locationType: 'header',
    }),
  insufficientPermissions: (rpcMethod: string) =>
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
          metadata: { service: 'youtube.googleapis.com', method: rpcMethod },
        },
      ],
    }),
  quotaExceeded: () =>
    new ApiError({
      status: 403,
      reason: 'quotaExceeded',
      domain: 'youtube.quota',
      message:
        'The request cannot be completed because you have exceeded your ' +
        '<a href="/youtube/v3/getting-started#quota">quota</a>.',
    }),
  rateLimitExceeded: (retryAfterSeconds?: number) =>
    new ApiError({
      status: 403,
      reason: 'rateLimitExceeded',
      domain: 'usageLimits',
      message: 'The request cannot be completed because you have exceeded your rate limit. Try again later.',
      ...(retryAfterSeconds ? { headers: { 'retry-after': String(retryAfterSeconds) } } : {}),
    }),
  tooManyRequests: (retryAfterSeconds?: number) =>
    new ApiError({
      status: 429,
      reason: 'rateLimitExceeded',
      domain: 'usageLimits',
      message: 'Too many requests. Try again later.',
      rpcStatus: 'RESOURCE_EXHAUSTED',
      ...(retryAfterSeconds ? { headers: { 'retry-after': String(retryAfterSeconds) } } : {}),
    }),
  internalError: () =>
    new ApiError({
      status: 500,
      reason: 'internalError',
      domain: 'global',
      message: 'Internal error encountered.',
      rpcStatus: 'INTERNAL',
    }),
  backendError: (retryAfterSeconds?: number) =>
    new ApiError({
      status: 503,
      reason: 'backendError',
      domain: 'global',
      message: 'The service is currently unavailable.',
      itemMessage: 'Backend Error',
      rpcStatus: 'UNAVAILABLE',
      ...(retryAfterSeconds ? { headers: { 'retry-after': String(retryAfterSeconds) } } : {}),
    }),
  missingParameter: (name: string, message = `Required parameter: ${name}`) =>
    new ApiError({
      status: 400,
      reason: 'missingRequiredParameter',
      domain: 'youtube.parameter',
      message,
      location: name,
      locationType: 'parameter',
    }),
  invalidParameter: (name: string, message: string) =>
    new ApiError({
      status: 400,
      reason: 'invalidParameter',
      domain: 'youtube.parameter',
      message,
      location: name,
      locationType: 'parameter',
    }),
  invalidCriteria: (message: string) =>
    new ApiError({ status: 400, reason: 'invalidCriteria', domain: 'youtube.parameter', message }),
  invalidPageToken: () =>
    new ApiError({
      status: 400,
      reason: 'invalidPageToken',
      domain: 'youtube.parameter',
      message: 'The request specifies an invalid page token.',
      location: 'pageToken',
      locationType: 'parameter',
    }),
  unknownPart: (part: string) =>
    new ApiError({
      status: 400,
      reason: 'unknownPart',
      domain: 'youtube.part',
      message: `'${part}'`,
      location: 'part',
      locationType: 'parameter',
    }),
  unexpectedPart: (part: string) =>
    new ApiError({
      status: 400,
      reason: 'unexpectedPart',
      domain: 'youtube.part',
      message: `The request body contains the part '${part}', which is not named in the part parameter.`,
      location: 'part',
      locationType: 'parameter',
    }),
  invalidPart: (part: string) =>
    new ApiError({
      status: 400,
      reason: 'invalidPart',
      domain: 'youtube.part',
      message: `The part '${part}' cannot be written by this method.`,
      location: 'part',
      locationType: 'parameter',
    }),
  parseError: () =>
    new ApiError({
      status: 400,
      reason: 'parseError',
      domain: 'global',
      message: 'Parse Error',
      rpcStatus: 'INVALID_ARGUMENT',
    }),
  conditionNotMet: () =>
    new ApiError({
      status: 412,
      reason: 'conditionNotMet',
      domain: 'global',
      message: 'Precondition Failed',
      location: 'If-Match',
      locationType: 'header',
    }),
  notFound: () => new ApiError({ status: 404, reason: 'notFound', domain: 'global', message: 'Not Found' }),
  uploadTooLarge: (limitBytes: number) =>
    new ApiError({
      status: 413,
      reason: 'uploadTooLarge',
      domain: 'global',
      message: `Media is too large. The maximum size for this upload is ${limitBytes} bytes.`,
    }),
};
