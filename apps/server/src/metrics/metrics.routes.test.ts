import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, eventually, type TestApp } from '../../test/test-app.ts';
import type { JobCatalogue } from '../jobs/job-catalogue.ts';
import { JobFailure } from '../jobs/job-errors.ts';
import { recordAiTokens } from './metrics.ts';

const TOKEN = `metrics-${randomUUID()}`;
const catalogue = {
  'metrics-probe': { input: z.object({ fail: z.boolean() }), steps: ['working'], maxAttempts: 1 },
} satisfies JobCatalogue;

/** One sample's value from the text format, or undefined when the series is absent. */
function sample(body: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of body.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split(' ')[0]!;
    if (wanted.every((pair) => labelText.includes(pair))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe('/metrics', () => {
  let t: TestApp<typeof catalogue>;
  beforeAll(async () => {
    t = await createTestApp({
      catalogue,
      env: { METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN },
      handlers: (registry) =>
        registry.handle('metrics-probe', async (ctx) => {
          if (ctx.input.fail) throw new JobFailure('VALIDATION', 'Asked to fail.');
          return { ok: true };
        }),
    });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('is off unless METRICS_ENABLED is set', async () => {
    const plain = await createTestApp();
    const res = await plain.app.inject('/metrics');
    expect(res.statusCode).not.toBe(200); // the web app's fallback (503 here: no build), never the figures
    expect(res.body).not.toContain('# HELP');
    await plain.close();
  });

  it('asks for the bearer token when one is configured', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('vidcraft_');
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('times requests by route pattern, never by raw URL', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) await t.app.inject(`/api/jobs/${id}`);
    await t.app.inject('/api/no/such/path');
    const body = await scrape();
    const count = sample(body, 'vidcraft_http_request_duration_seconds_count', {
      method: 'GET',
      route: '/api/jobs/:id',
    });
    expect(count).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect(body).not.toContain(id);
    expect(body).not.toContain('/api/no/such/path');
    // A path no route matches counts under the catch-all's pattern (the web app's /*, or "unmatched").
    const unmatched =
      (sample(body, 'vidcraft_http_request_duration_seconds_count', { route: '/*' }) ?? 0) +
      (sample(body, 'vidcraft_http_request_duration_seconds_count', { route: 'unmatched' }) ?? 0);
    expect(unmatched).toBeGreaterThanOrEqual(1);
  });

  it('counts job executions and their durations by queue and outcome, and the queue depth', async () => {
    const before = await scrape();
    const ok =
      sample(before, 'vidcraft_job_duration_seconds_count', {
        queue: 'metrics-probe',
        outcome: 'succeeded',
      }) ?? 0;
    const failed =
      sample(before, 'vidcraft_job_duration_seconds_count', { queue: 'metrics-probe', outcome: 'failed' }) ??
      0;
    await t.jobs.enqueue('metrics-probe', { fail: false });
    await t.jobs.enqueue('metrics-probe', { fail: true });
    await eventually(async () => {
      const body = await scrape();
      const done =
        sample(body, 'vidcraft_job_duration_seconds_count', {
          queue: 'metrics-probe',
          outcome: 'succeeded',
        }) ===
          ok + 1 &&
        sample(body, 'vidcraft_job_duration_seconds_count', { queue: 'metrics-probe', outcome: 'failed' }) ===
          failed + 1;
      return done ? body : undefined;
    }, 20_000);
    // A scrape reads the queues before it renders the counters, so the one after the last count shows them idle.
    const after = await scrape();
    // Nothing waits any more (this test's kind is not one of the application's, so it is simply gone).
    expect(sample(after, 'vidcraft_job_queue_depth', { queue: 'metrics-probe' }) ?? 0).toBe(0);
    expect(sample(after, 'vidcraft_job_queue_lag_seconds', { queue: 'metrics-probe' }) ?? 0).toBe(0);
    // Every queue of the application is listed, idle ones at 0.
    expect(sample(after, 'vidcraft_job_queue_depth', { queue: 'channel-sync' })).toBe(0);
  });

  it('reports the queue depth and lag of jobs nobody runs', async () => {
    const queueOnly = await createTestApp({ catalogue, env: { METRICS_ENABLED: 'true' } });
    try {
      await queueOnly.jobs.enqueue('metrics-probe', { fail: false });
      await queueOnly.jobs.enqueue('metrics-probe', { fail: true });
      const body = await eventually(async () => {
        const text = (await queueOnly.app.inject('/metrics')).body;
        return (sample(text, 'vidcraft_job_queue_lag_seconds', { queue: 'metrics-probe' }) ?? 0) >= 1
          ? text
          : undefined;
      }, 10_000);
      expect(sample(body, 'vidcraft_job_queue_depth', { queue: 'metrics-probe' })).toBe(2);
    } finally {
      await queueOnly.close();
    }
  });

  it('reports YouTube quota units spent (per process) and today’s total and budget (the deployment)', async () => {
    const before = await scrape();
    const spent =
      sample(before, 'vidcraft_youtube_quota_units_total', {
        method: 'youtube.videos.update',
        outcome: 'ok',
      }) ?? 0;
    await t.services.ledger.record({
      method: 'youtube.videos.update',
      units: 50,
      userId: null,
      connectionId: null,
      jobRunId: null,
      outcome: 'ok',
      httpStatus: 200,
      reason: null,
    });
    const body = await scrape();
    expect(
      sample(body, 'vidcraft_youtube_quota_units_total', { method: 'youtube.videos.update', outcome: 'ok' }),
    ).toBe(spent + 50);
    expect(sample(body, 'vidcraft_youtube_quota_used_today_units')).toBeGreaterThanOrEqual(50);
    expect(sample(body, 'vidcraft_youtube_quota_daily_budget_units')).toBe(10_000);
    expect(sample(body, 'vidcraft_youtube_quota_exhausted')).toBe(0);
  });

  it('reports AI tokens by area and direction', async () => {
    const before = await scrape();
    const input =
      sample(before, 'vidcraft_ai_tokens_total', { area: 'translation', direction: 'input' }) ?? 0;
    recordAiTokens('translation', { inputTokens: 1200, outputTokens: 300 });
    recordAiTokens('translation', { inputTokens: null, outputTokens: null });
    const body = await scrape();
    expect(sample(body, 'vidcraft_ai_tokens_total', { area: 'translation', direction: 'input' })).toBe(
      input + 1200,
    );
    expect(
      sample(body, 'vidcraft_ai_tokens_total', { area: 'translation', direction: 'output' }),
    ).toBeGreaterThanOrEqual(300);
  });
});
