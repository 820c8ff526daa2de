// Turns failed API calls of the signed-in area into the toasts of spec §8, branching on the server's error CODE
// (DESIGN §4.5), never on message text:
//   UNAUTHENTICATED → the session is gone: signed out (the protected wrapper sends the user to /login);
//   AUTH_REQUIRED   → 'YouTube authentication expired' with Re-authorize (10 s), which opens the dialog —
//                     unless the server says the action needs the WRITE permission: the screen offers that itself;
//   QUOTA_EXCEEDED  → 'YouTube API quota exceeded' (5 s) and when the quota resets;
//   RATE_LIMITED    → from Vidcraft's own limits: 'Too many requests' (5 s) and how long to wait;
//   other errors    → 'YouTube API error' with the server's message, for calls that reach YouTube.
// One error-handling pass at a time: while a re-authorize toast or request is open, further ones are dropped.
import type { TFunction } from 'i18next';
import { isApiError, type ApiError } from '../../lib/api.ts';
import { setAuthStatus, SIGNED_OUT } from '../../lib/auth-status.ts';
import { formatRelative, formatWait } from '../../lib/format.ts';
import { toast as showToast, type ToastOptions } from '../../lib/toast-store.ts';
import { pendingChannelAuth, requestChannelAuth } from './channel-auth-flow.ts';

export const REAUTH_TOAST_MS = 10_000;
export const QUOTA_TOAST_MS = 5_000;

/** Set on a query or mutation: `youtube` marks calls that reach YouTube; `errorToast: false` opts out. */
export interface ErrorMeta {
  youtube?: boolean;
  errorToast?: boolean;
}

export type ReportOutcome =
  'signed-out' | 'reauth' | 'write-access' | 'quota' | 'rate-limited' | 'youtube' | 'failed' | 'none';

export interface ReporterDeps {
  t: TFunction<'app'>;
  language: string;
  toast?: (options: ToastOptions) => unknown;
  /** Called when a channel turned out to need re-authorization (e.g. reload the connections). */
  onReauthNeeded?: () => void;
  now?: () => number;
}

interface ErrorDetails {
  channelId?: unknown;
  needsWriteAccess?: unknown;
  resumeAt?: unknown;
  retryAfterSeconds?: unknown;
}

function detailsOf(error: ApiError): ErrorDetails {
  return typeof error.details === 'object' && error.details !== null ? (error.details as ErrorDetails) : {};
}

export function needsWriteAccess(error: unknown): error is ApiError {
  return isApiError(error) && error.code === 'AUTH_REQUIRED' && detailsOf(error).needsWriteAccess === true;
}

export function createApiErrorReporter(deps: ReporterDeps) {
  const toast = deps.toast ?? showToast;
  const now = deps.now ?? Date.now;
  let reauthBusyUntil = 0;

  return function report(
    error: unknown,
    meta: ErrorMeta | undefined,
    kind: 'query' | 'mutation',
  ): ReportOutcome {
    const { t } = deps;
    if (!isApiError(error)) {
      if (kind === 'mutation' && meta?.errorToast !== false) {
        toast({
          variant: 'destructive',
          title: t('toasts.actionFailed.title'),
          description: t('toasts.actionFailed.network'),
        });
        return 'failed';
      }
      return 'none';
    }
    const details = detailsOf(error);
    // Vidcraft's own limit says how long to wait; YouTube's or the AI provider's (no wait given) is reported as
    // that service's error below.
    if (error.code === 'RATE_LIMITED' && typeof details.retryAfterSeconds === 'number') {
      toast({
        variant: 'warning',
        duration: QUOTA_TOAST_MS,
        title: t('toasts.rateLimited.title'),
        description: t('toasts.rateLimited.description', {
          wait: formatWait(details.retryAfterSeconds, deps.language),
        }),
      });
      return 'rate-limited';
    }
    switch (error.code) {
      case 'UNAUTHENTICATED':
        setAuthStatus(SIGNED_OUT);
        return 'signed-out';
      case 'AUTH_REQUIRED': {
        if (details.needsWriteAccess === true) return 'write-access';
        deps.onReauthNeeded?.();
        if (now() < reauthBusyUntil || pendingChannelAuth()) return 'reauth';
        reauthBusyUntil = now() + REAUTH_TOAST_MS;
        const channelId = typeof details.channelId === 'string' ? details.channelId : undefined;
        toast({
          variant: 'warning',
          duration: REAUTH_TOAST_MS,
          title: t('toasts.reauth.title'),
          description: t('toasts.reauth.description'),
          action: {
            label: t('toasts.reauth.action'),
            altText: t('toasts.reauth.actionAltText'),
            onClick: () => {
              reauthBusyUntil = 0;
              requestChannelAuth({ reason: 'reauth', ...(channelId ? { channelId } : {}) });
            },
          },
        });
        return 'reauth';
      }
      case 'QUOTA_EXCEEDED': {
        const resumeAt = typeof details.resumeAt === 'string' ? details.resumeAt : null;
        const resets = resumeAt
          ? ` ${t('toasts.quota.resetsAt', { time: formatRelative(resumeAt, deps.language, new Date(now())) })}`
          : '';
        toast({
          variant: 'warning',
          duration: QUOTA_TOAST_MS,
          title: t('toasts.quota.title'),
          description: `${t('toasts.quota.description')}${resets}`,
        });
        return 'quota';
      }
      default:
        if (meta?.errorToast === false) return 'none';
        if (meta?.youtube) {
          toast({
            variant: 'destructive',
            title: t('toasts.youtubeError.title'),
            description: error.message || t('toasts.youtubeError.description'),
          });
          return 'youtube';
        }
        if (kind === 'mutation') {
          toast({
            variant: 'destructive',
            title: t('toasts.actionFailed.title'),
            description: error.message,
          });
          return 'failed';
        }
        return 'none';
    }
  };
}
