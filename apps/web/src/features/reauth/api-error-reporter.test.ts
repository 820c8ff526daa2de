import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { getAuthStatus, setAuthStatus } from '../../lib/auth-status.ts';
import type { ToastOptions } from '../../lib/toast-store.ts';
import { englishI18n } from '../../test/english-i18n.ts';
import { createApiErrorReporter } from './api-error-reporter.ts';
import { AUTH_FLOW_REQUESTED_EVENT, cancelChannelAuth } from './channel-auth-flow.ts';

const i18n = englishI18n();
const NOW = Date.parse('2026-03-10T12:00:00Z');

function setup() {
  const toasts: ToastOptions[] = [];
  const onReauthNeeded = vi.fn();
  let now = NOW;
  const report = createApiErrorReporter({
    t: i18n.getFixedT('en', 'app'),
    language: 'en',
    toast: (options) => toasts.push(options),
    onReauthNeeded,
    now: () => now,
  });
  return { report, toasts, onReauthNeeded, advance: (ms: number) => (now += ms) };
}

const reauth = (message = 'anything at all') =>
  new ApiError(message, 401, 'AUTH_REQUIRED', { channelId: 'UCabc', reason: 'invalid_grant' });

describe('API error reporter (spec §8)', () => {
  afterEach(() => cancelChannelAuth());

  it('AUTH_REQUIRED shows the re-authorize toast for 10 s; its action opens the dialog for that channel', () => {
    const { report, toasts, onReauthNeeded } = setup();
    expect(report(reauth(), undefined, 'query')).toBe('reauth');
    expect(onReauthNeeded).toHaveBeenCalledOnce();
    expect(toasts[0]).toMatchObject({
      title: 'YouTube authentication expired',
      description: 'Your YouTube channel connection needs to be re-authorized.',
      duration: 10_000,
    });
    const requested = vi.fn();
    window.addEventListener(AUTH_FLOW_REQUESTED_EVENT, requested);
    expect(toasts[0]?.action?.label).toBe('Re-authorize');
    toasts[0]?.action?.onClick();
    expect((requested.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({
      reason: 'reauth',
      channelId: 'UCabc',
    });
    window.removeEventListener(AUTH_FLOW_REQUESTED_EVENT, requested);
  });

  it('handles one re-authorization at a time', () => {
    const { report, toasts, advance } = setup();
    report(reauth(), undefined, 'query');
    report(reauth(), undefined, 'mutation');
    expect(toasts).toHaveLength(1);
    advance(10_001);
    report(reauth(), undefined, 'query');
    expect(toasts).toHaveLength(2);
  });

  it('branches on the code, not the text: a 403 message is not a re-authorization', () => {
    const { report, toasts } = setup();
    expect(
      report(new ApiError('403 AUTH_REQUIRED invalid_token', 403, 'FORBIDDEN'), undefined, 'query'),
    ).toBe('none');
    expect(toasts).toHaveLength(0);
  });

  it('leaves the write-permission case to the screen', () => {
    const { report, toasts } = setup();
    const error = new ApiError('needs more', 401, 'AUTH_REQUIRED', {
      needsWriteAccess: true,
      channelId: 'UCabc',
    });
    expect(report(error, { youtube: true }, 'query')).toBe('write-access');
    expect(toasts).toHaveLength(0);
  });

  it('QUOTA_EXCEEDED shows the quota toast for 5 s with the reset time', () => {
    const { report, toasts } = setup();
    const error = new ApiError('used up', 429, 'QUOTA_EXCEEDED', { resumeAt: '2026-03-10T15:00:00Z' });
    expect(report(error, { youtube: true }, 'mutation')).toBe('quota');
    expect(toasts[0]).toMatchObject({
      title: 'YouTube API quota exceeded',
      description: 'Please try again later or contact support. The quota resets in 3 hours.',
      duration: 5000,
    });
  });

  it("Vidcraft's own RATE_LIMITED says how long to wait, in the interface language", () => {
    const { report, toasts } = setup();
    const error = new ApiError('Too many requests.', 429, 'RATE_LIMITED', { retryAfterSeconds: 42 });
    expect(report(error, undefined, 'mutation')).toBe('rate-limited');
    expect(toasts[0]).toMatchObject({
      title: 'Too many requests',
      description: 'You can try again in 42 seconds.',
      duration: 5000,
    });
    const longer = new ApiError('Too many requests.', 429, 'RATE_LIMITED', { retryAfterSeconds: 90 });
    report(longer, undefined, 'query');
    expect(toasts[1]).toMatchObject({ description: 'You can try again in 2 minutes.' });
  });

  it('RATE_LIMITED is a YouTube API error with the server message, not the quota toast', () => {
    const { report, toasts } = setup();
    const error = new ApiError('YouTube is limiting requests right now.', 429, 'RATE_LIMITED');
    expect(report(error, { youtube: true }, 'query')).toBe('youtube');
    expect(toasts[0]).toMatchObject({
      title: 'YouTube API error',
      description: 'YouTube is limiting requests right now.',
    });
  });

  it('UNAUTHENTICATED signs the user out', () => {
    setAuthStatus({
      isAuthenticated: true,
      user: { email: 'a@b.c', name: 'A', avatar: null, preferredLanguage: 'en' },
    });
    const { report } = setup();
    expect(report(new ApiError('Please sign in', 401, 'UNAUTHENTICATED'), undefined, 'query')).toBe(
      'signed-out',
    );
    expect(getAuthStatus()).toEqual({ isAuthenticated: false, user: null });
  });

  it('failed actions get a toast; failed reads are shown by their screen', () => {
    const { report, toasts } = setup();
    expect(report(new ApiError('Nope', 404, 'NOT_FOUND'), undefined, 'query')).toBe('none');
    expect(report(new ApiError('Nope', 404, 'NOT_FOUND'), undefined, 'mutation')).toBe('failed');
    expect(report(new ApiError('Nope', 404, 'NOT_FOUND'), { errorToast: false }, 'mutation')).toBe('none');
    expect(toasts).toHaveLength(1);
  });
});
