import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { TestBrowser } from '../../../test/browser.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../http/app-error.ts';
import type { YoutubeCaller } from './youtube.client.ts';
import { retryDelay } from './youtube.client.ts';

describe('retryDelay', () => {
  const options = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 16_000, budgetMs: 60_000 };
  it('honours Retry-After and otherwise uses capped exponential backoff with full jitter', () => {
    expect(retryDelay(1, '3', options)).toBe(3000);
    expect(retryDelay(1, '999', options)).toBe(16_000);
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const delay = retryDelay(attempt, null, options);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(Math.min(16_000, 1000 * 2 ** (attempt - 1)));
    }
  });
});

describe('YouTube client against the sandbox', () => {
  let t: TestApp<never>;
  let caller: YoutubeCaller;
  let userId: string;
  const control = () => t.sandbox!.sandbox.control;
  const ledger = () =>
    t.database.db
      .selectFrom('quota_ledger')
      .select(['method', 'units', 'outcome', 'http_status', 'reason'])
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp({ sandbox: true, realSessions: true });
    const browser = new TestBrowser(t.app);
    await browser.signIn({ account: 'maya' });
    await browser.connectChannel({ account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
    const row = await t.database.db.selectFrom('youtube_connections').selectAll().executeTakeFirstOrThrow();
    userId = row.user_id;
    caller = t.services.tokens.caller(row);
  });
  beforeEach(async () => {
    control().clearFaults();
    control().setQuotaUsed(0);
    await t.database.db.deleteFrom('quota_ledger').execute();
  });
  afterAll(() => t.close());

  it('meters every call in the ledger, matching what the sandbox charged', async () => {
    const channel = await t.services.youtube.myChannel(caller);
    expect(channel?.id).toBe(CHANNEL_IDS.kitchenAtlas);
    expect(await ledger()).toEqual([
      { method: 'channels.list', units: 1, outcome: 'ok', http_status: 200, reason: null },
    ]);
    expect(await t.services.ledger.usedToday(userId)).toBe(1);
    expect(control().getQuota().used).toBe(1);
  });

  it('retries 5xx and 429 with backoff, booking each attempt', async () => {
    control().injectFault({ method: 'youtube.channels.list', fault: 'backendError', times: 1 });
    control().injectFault({
      method: 'youtube.channels.list',
      fault: 'rateLimitExceeded',
      times: 1,
      retryAfterSeconds: 1,
    });
    const channel = await t.services.youtube.myChannel(caller);
    expect(channel?.id).toBe(CHANNEL_IDS.kitchenAtlas);
    const rows = await ledger();
    expect(rows.map((r) => [r.http_status, r.reason])).toEqual([
      [503, 'backendError'],
      [429, 'rateLimitExceeded'],
      [200, null],
    ]);
    expect(control().getQuota().used).toBe(3);
  });

  it('gives up on a persistent outage with UPSTREAM_UNAVAILABLE', async () => {
    control().injectFault({ method: 'youtube.channels.list', fault: 'internalError', times: 10 });
    const error = await t.services.youtube.myChannel(caller).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('UPSTREAM_UNAVAILABLE');
    expect((await ledger()).length).toBe(4); // maxAttempts
  });

  it('stops all calls after quotaExceeded until the Pacific reset', async () => {
    control().setQuotaUsed(10_000);
    const first = (await t.services.youtube.myChannel(caller).catch((e: unknown) => e)) as AppError;
    expect(first.code).toBe('QUOTA_EXCEEDED');
    expect((first.details as { resumeAt: string }).resumeAt).toMatch(/T0[78]:00:00.000Z$/);
    const sandboxCalls = control().getQuota().used;
    const second = (await t.services.youtube.myChannel(caller).catch((e: unknown) => e)) as AppError;
    expect(second.code).toBe('QUOTA_EXCEEDED');
    expect(control().getQuota().used).toBe(sandboxCalls); // refused locally: nothing sent
    await t.database.db.deleteFrom('quota_ledger').execute();
  });

  it('refreshes an access token that expired early, once', async () => {
    control().expireTokens({ channelId: CHANNEL_IDS.kitchenAtlas, kind: 'access' });
    const channel = await t.services.youtube.myChannel(caller);
    expect(channel?.id).toBe(CHANNEL_IDS.kitchenAtlas);
    expect((await ledger()).map((r) => r.http_status)).toEqual([401, 200]);
  });

  it('maps a missing scope to AUTH_REQUIRED asking for write access', async () => {
    const error = (await t.services.youtube
      .call(caller, {
        method: 'videos.update',
        httpMethod: 'PUT',
        url: `${t.sandbox!.url}/youtube/v3/videos`,
        query: { part: 'snippet' },
        body: JSON.stringify({ id: 'x', snippet: { title: 't', categoryId: '22' } }),
        contentType: 'application/json',
        schema: null,
      })
      .catch((e: unknown) => e)) as AppError;
    expect(error.code).toBe('AUTH_REQUIRED');
    expect(error.details).toMatchObject({ reason: 'insufficientPermissions', needsWriteAccess: true });
  });
});
