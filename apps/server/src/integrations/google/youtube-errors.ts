// Google's error bodies mapped to codes the client can act on. Branch on errors[0].reason, never on the
// message (it may hold HTML) or on the status alone (a 403 can mean four different things).
import { z } from 'zod';
import type { ErrorCode } from '@vidcraft/contracts';
import { AppError } from '../../http/app-error.ts';

const GoogleErrorBody = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    errors: z
      .array(
        z.object({
          reason: z.string().optional(),
          domain: z.string().optional(),
          location: z.string().optional(),
        }),
      )
      .optional(),
  }),
});

export function googleErrorReason(body: unknown): { reason: string | null; location: string | null } {
  const parsed = GoogleErrorBody.safeParse(body);
  const first = parsed.success ? parsed.data.error.errors?.[0] : undefined;
  return { reason: first?.reason ?? null, location: first?.location ?? null };
}

/** Whether a failed call may be retried after a pause (throttling or a transient server error). */
export function isRetryable(status: number, reason: string | null): boolean {
  if (status >= 500 || status === 429) return true;
  return status === 403 && (reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded');
}

const MESSAGES: Partial<Record<ErrorCode, string>> = {
  AUTH_REQUIRED: 'YouTube needs you to authorize this channel again.',
  RATE_LIMITED: 'YouTube is limiting requests right now. Please try again in a minute.',
  UPSTREAM_UNAVAILABLE: 'YouTube is not answering right now. Please try again shortly.',
  NOT_FOUND: 'YouTube could not find this item. It may have been deleted.',
};

export function mapYoutubeError(
  method: string,
  status: number,
  body: unknown,
  resumeAt: Date,
  grant: { connectionId: string | null; channelId: string | null } = { connectionId: null, channelId: null },
): AppError {
  const { reason, location } = googleErrorReason(body);
  const details = {
    method,
    reason,
    status,
    ...(location ? { field: location } : {}),
    ...(grant.connectionId ? { connectionId: grant.connectionId } : {}),
    ...(grant.channelId ? { channelId: grant.channelId } : {}),
  };
  const fail = (code: ErrorCode, message = MESSAGES[code] ?? 'YouTube refused the request.', extra = {}) =>
    new AppError(code, message, { details: { ...details, ...extra } });

  switch (reason) {
    case 'quotaExceeded':
    case 'dailyLimitExceeded':
      return fail(
        'QUOTA_EXCEEDED',
        "Today's YouTube API quota is used up. Work resumes after the daily reset.",
        {
          resumeAt: resumeAt.toISOString(),
        },
      );
    case 'rateLimitExceeded':
    case 'userRateLimitExceeded':
    case 'uploadRateLimitExceeded':
      return fail('RATE_LIMITED');
    case 'insufficientPermissions':
      return fail(
        'AUTH_REQUIRED',
        'This needs more access to your channel than you granted. Please authorize it.',
        {
          needsWriteAccess: true,
        },
      );
    case 'authError':
      return fail('AUTH_REQUIRED');
    case 'youtubeSignupRequired':
      return fail(
        'FORBIDDEN',
        'This Google account has no YouTube channel yet. Create one on YouTube, then connect it.',
      );
    case 'forbidden':
      return fail(
        'FORBIDDEN',
        method === 'thumbnails.set'
          ? 'YouTube does not allow custom thumbnails on this channel yet (the channel may need verification).'
          : 'YouTube does not allow this change for this channel or video.',
      );
    case 'videoNotFound':
    case 'captionNotFound':
    case 'playlistNotFound':
    case 'channelNotFound':
    case 'notFound':
      return fail('NOT_FOUND');
    case 'captionExists':
    case 'conditionNotMet':
      return fail('CONFLICT', 'The item changed on YouTube meanwhile. Reload and try again.');
    case 'uploadLimitExceeded':
      // The channel's own daily upload cap (not API quota): YouTube says to try again after 24 hours.
      return fail('RATE_LIMITED', 'This channel has uploaded as many videos as YouTube allows for today.', {
        resumeAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
      });
    case 'uploadTooLarge':
      return fail('VALIDATION', 'The video file is larger than YouTube accepts.');
    case 'mediaBodyRequired':
      return fail('VALIDATION', 'YouTube received no video file.');
  }
  if (reason && /^invalid|defaultLanguageNotSet|couldNotConvert/.test(reason)) {
    return fail('VALIDATION', `YouTube rejected the request (${reason}).`);
  }
  if (status === 401) return fail('AUTH_REQUIRED');
  if (status === 403) return fail('FORBIDDEN');
  if (status === 404) return fail('NOT_FOUND');
  if (status === 429) return fail('RATE_LIMITED');
  if (status >= 500) return fail('UPSTREAM_UNAVAILABLE');
  return fail('VALIDATION', `YouTube rejected the request (HTTP ${status}).`);
}
