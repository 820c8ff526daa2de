import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { studioFailureOf } from './failures.ts';

const error = (status: number, code: ConstructorParameters<typeof ApiError>[2], details?: unknown) =>
  new ApiError('server text', status, code, details);

describe('studio failures, by code and details', () => {
  it('asks for the write permission when the grant lacks it', () => {
    expect(
      studioFailureOf(error(401, 'AUTH_REQUIRED', { needsWriteAccess: true, channelId: 'UCx' }), 'youtube'),
    ).toEqual({ kind: 'writeAccess', channelId: 'UCx' });
  });

  it("reads YouTube's FORBIDDEN on an upload as the unverified channel, but a used-up month as the month", () => {
    expect(studioFailureOf(error(403, 'FORBIDDEN'), 'youtube')).toEqual({ kind: 'notVerified' });
    expect(
      studioFailureOf(
        error(403, 'FORBIDDEN', { reason: 'monthlyLimit', limit: 100, renewsAt: '2026-12-01T00:00:00.000Z' }),
        'youtube',
      ),
    ).toEqual({ kind: 'monthlyLimit', limit: 100, renewsAt: '2026-12-01T00:00:00.000Z' });
    expect(studioFailureOf(error(403, 'FORBIDDEN'))).toEqual({ kind: 'other', message: 'server text' });
  });

  it('tells the quota, rate limits and work in progress apart', () => {
    expect(studioFailureOf(error(429, 'QUOTA_EXCEEDED', { resumeAt: '2026-11-26T08:00:00Z' }))).toEqual({
      kind: 'quota',
      resumeAt: '2026-11-26T08:00:00Z',
    });
    expect(studioFailureOf(error(429, 'RATE_LIMITED', { retryAfterSeconds: 30 }))).toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: 30,
    });
    expect(studioFailureOf(error(429, 'RATE_LIMITED'), 'youtube')).toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: null,
    });
    expect(studioFailureOf(error(409, 'CONFLICT', { inProgress: true }))).toEqual({ kind: 'inProgress' });
  });

  it('knows the missing image model and the refused image by their reasons', () => {
    expect(studioFailureOf(error(503, 'UPSTREAM_UNAVAILABLE', { reason: 'noImageModel' }))).toEqual({
      kind: 'noImageModel',
    });
    expect(studioFailureOf(error(400, 'VALIDATION', { reason: 'noImageModel' }))).toEqual({
      kind: 'noImageModel',
    });
    expect(studioFailureOf(error(400, 'VALIDATION', { reason: 'trailingData' }))).toEqual({
      kind: 'imageRefused',
      reason: 'trailingData',
      message: 'server text',
    });
    expect(studioFailureOf(error(413, 'VALIDATION'))).toMatchObject({
      kind: 'imageRefused',
      reason: 'tooLarge',
    });
    expect(studioFailureOf(error(409, 'CONFLICT', { reason: 'currentUnavailable' }))).toEqual({
      kind: 'currentUnavailable',
    });
  });

  it('shows the message of anything else, and of errors that are not the API’s', () => {
    expect(studioFailureOf(error(500, 'INTERNAL' as never))).toEqual({
      kind: 'other',
      message: 'server text',
    });
    expect(studioFailureOf(new TypeError('Failed to fetch'))).toEqual({
      kind: 'other',
      message: 'Failed to fetch',
    });
  });
});

describe('image model failures', () => {
  it('are told apart by the reason the server gives', () => {
    expect(
      studioFailureOf(error(400, 'VALIDATION', { reason: 'contentPolicy', provider: 'OpenAI' })),
    ).toEqual({
      kind: 'contentPolicy',
    });
    expect(studioFailureOf(error(403, 'FORBIDDEN', { reason: 'providerAuth', provider: 'fal' }))).toEqual({
      kind: 'providerAuth',
    });
    expect(
      studioFailureOf(error(503, 'UPSTREAM_UNAVAILABLE', { reason: 'timeout', timeoutMs: 120000 })),
    ).toEqual({
      kind: 'providerTimeout',
    });
    expect(studioFailureOf(error(503, 'UPSTREAM_UNAVAILABLE', { reason: 'upstream' }))).toEqual({
      kind: 'other',
      message: 'server text',
    });
  });
});
