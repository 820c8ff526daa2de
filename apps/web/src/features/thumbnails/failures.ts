// What a failed studio call means for the screen, decided by the server's error CODE and `details`, never by
// its message text (the message is shown only for failures this table does not know).
import { isApiError, type ApiError } from '../../lib/api.ts';

/** YouTube's page where a channel owner verifies the channel (custom thumbnails need it). */
export const YOUTUBE_VERIFY_URL = 'https://www.youtube.com/verify';

export type StudioFailure =
  /** The channel's grant lacks the write scope: ask for it in context. */
  | { kind: 'writeAccess'; channelId: string | null }
  /** YouTube refused the custom thumbnail: the channel is not verified (or may not set thumbnails). */
  | { kind: 'notVerified' }
  /** This month's uploads or generations are used up. */
  | { kind: 'monthlyLimit'; limit: number | null; renewsAt: string | null }
  /** YouTube's daily quota is spent. */
  | { kind: 'quota'; resumeAt: string | null }
  /** Too many requests: Vidcraft's own limit (with a wait) or YouTube's thumbnail upload limit. */
  | { kind: 'rateLimited'; retryAfterSeconds: number | null }
  /** The same request is still being worked on. */
  | { kind: 'inProgress' }
  /** No image model on this server. */
  | { kind: 'noImageModel' }
  /** The image model would not make this picture (its content policy). */
  | { kind: 'contentPolicy' }
  /** The image model refused the server's key: the operator must fix it. */
  | { kind: 'providerAuth' }
  /** The image model took too long. */
  | { kind: 'providerTimeout' }
  /** The picked image was refused; `reason` is the server's (empty, tooLarge, notAnImage, …). */
  | { kind: 'imageRefused'; reason: string; message: string }
  /** The video's current thumbnail could not be read. */
  | { kind: 'currentUnavailable' }
  | { kind: 'other'; message: string };

function detailsOf(error: ApiError): Record<string, unknown> {
  return typeof error.details === 'object' && error.details !== null
    ? (error.details as Record<string, unknown>)
    : {};
}

const numberOr = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const stringOr = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Reasons the server gives for refusing an image (hostile-image intake). */
export const IMAGE_REFUSALS = [
  'empty',
  'tooLarge',
  'notAnImage',
  'unsupportedType',
  'unreadable',
  'trailingData',
  'metadataTooLarge',
  'tooManyPixels',
] as const;
export type ImageRefusal = (typeof IMAGE_REFUSALS)[number];

export function isImageRefusal(reason: string): reason is ImageRefusal {
  return (IMAGE_REFUSALS as readonly string[]).includes(reason);
}

/** `youtube`: the call wrote to YouTube (upload, revert), where FORBIDDEN is YouTube refusing custom thumbnails. */
export function studioFailureOf(error: unknown, call: 'youtube' | 'studio' = 'studio'): StudioFailure {
  if (!isApiError(error)) {
    return { kind: 'other', message: error instanceof Error ? error.message : String(error) };
  }
  const details = detailsOf(error);
  const reason = stringOr(details.reason);
  if (error.code === 'AUTH_REQUIRED' && details.needsWriteAccess === true) {
    return { kind: 'writeAccess', channelId: stringOr(details.channelId) };
  }
  if (reason === 'monthlyLimit') {
    return { kind: 'monthlyLimit', limit: numberOr(details.limit), renewsAt: stringOr(details.renewsAt) };
  }
  if (reason === 'noImageModel') return { kind: 'noImageModel' };
  if (reason === 'contentPolicy') return { kind: 'contentPolicy' };
  if (reason === 'providerAuth') return { kind: 'providerAuth' };
  if (reason === 'timeout') return { kind: 'providerTimeout' };
  if (reason === 'currentUnavailable') return { kind: 'currentUnavailable' };
  if (details.inProgress === true) return { kind: 'inProgress' };
  switch (error.code) {
    case 'FORBIDDEN':
      // thumbnails.set answers 403 forbidden when the channel may not set custom thumbnails (not verified).
      if (call === 'youtube') return { kind: 'notVerified' };
      break;
    case 'QUOTA_EXCEEDED':
      return { kind: 'quota', resumeAt: stringOr(details.resumeAt) };
    case 'RATE_LIMITED':
      return { kind: 'rateLimited', retryAfterSeconds: numberOr(details.retryAfterSeconds) };
    case 'VALIDATION':
      if (reason !== null && isImageRefusal(reason))
        return { kind: 'imageRefused', reason, message: error.message };
      break;
  }
  if (error.status === 413) return { kind: 'imageRefused', reason: 'tooLarge', message: error.message };
  return { kind: 'other', message: error.message };
}
