import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponse } from '@vidcraft/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { LivenessResponse, ReadinessResponse } from './health.routes.ts';
import { HealthService, type HealthDeps } from './health.service.ts';

describe('health for load balancers', () => {
  let t: TestApp<never>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'true' } });
  });
  afterAll(() => t.close());

  it('live answers 200 without asking anything else', async () => {
    const res = await t.app.inject('/api/health/live');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(LivenessResponse.parse(res.json()).status).toBe('live');
  });

  it('ready answers 200 with each check, Redis off without REDIS_URL', async () => {
    const res = await t.app.inject('/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = ReadinessResponse.parse(res.json());
    expect(body).toMatchObject({
      status: 'ready',
      role: 'all',
      failed: [],
      checks: { database: { status: 'up' }, jobs: { status: 'up' }, redis: { status: 'off' } },
    });
  });

  it('the summary keeps its shape and leaves Redis out when there is none', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const body = HealthResponse.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body).not.toHaveProperty('redis');
  });

  it('ready is rate-limited per address, in this process; live is not', async () => {
    const remoteAddress = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 610; i += 1)
      statuses.push((await t.app.inject({ url: '/api/health/ready', remoteAddress })).statusCode);
    expect(statuses.slice(0, 600).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(600).every((s) => s === 429)).toBe(true);
    expect((await t.app.inject({ url: '/api/health/live', remoteAddress })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/health/ready', remoteAddress: '198.51.100.78' })).statusCode,
    ).toBe(200);
  });

  it('ready answers 503 naming the job engine once it stops', async () => {
    const other = await createTestApp();
    await other.jobs.stop(1000);
    const res = await other.app.inject('/api/health/ready');
    expect(res.statusCode).toBe(503);
    const body = ReadinessResponse.parse(res.json());
    expect(body.status).toBe('not_ready');
    expect(body.failed).toEqual(['jobs']);
    expect(body.checks.jobs.status).toBe('down');
    expect((await other.app.inject('/api/health/live')).statusCode).toBe(200);
    await other.close();
  });
});

describe('readiness rules', () => {
  const base = (over: Partial<HealthDeps> = {}): HealthDeps => ({
    db: {} as HealthDeps['db'],
    databaseKind: 'postgres',
    jobs: { isRunning: true, runsWorkers: true },
    startedAt: Date.now(),
    mediaTools: {
      available: true,
      ffmpeg: { name: 'ffmpeg', path: '/usr/bin/ffmpeg', version: '7' },
      ffprobe: { name: 'ffprobe', path: '/usr/bin/ffprobe', version: '7' },
    } as HealthDeps['mediaTools'],
    ...over,
  });
  /** A HealthService whose database answers (or not). */
  function service(deps: HealthDeps, databaseUp = true) {
    return new HealthService({
      ...deps,
      pingDatabase: async () => {
        if (!databaseUp)
          throw new Error('connect ECONNREFUSED postgres://vidcraft:hunter2@db.internal:5432/app');
      },
    });
  }
  const missing = {
    available: false,
    missing: [{ name: 'ffmpeg', reason: 'not found on PATH' }],
  } as unknown as HealthDeps['mediaTools'];

  it('missing ffmpeg fails readiness where jobs run, and is only reported in an API process', async () => {
    const worker = await service(base({ mediaTools: missing, role: 'worker' })).ready();
    expect(worker.failed).toEqual(['mediaTools']);
    expect(worker.checks.mediaTools).toMatchObject({ status: 'down', required: true });
    const api = await service(
      base({ mediaTools: missing, role: 'api', jobs: { isRunning: true, runsWorkers: false } }),
    ).ready();
    expect(api.status).toBe('ready');
    expect(api.checks.mediaTools).toMatchObject({ status: 'down', required: false });
  });

  it('a database that does not answer, and a shutdown under way, each fail readiness', async () => {
    const down = await service(base(), false).ready();
    expect(down.failed).toEqual(['database']);
    expect(down.checks.database.detail).toContain('ECONNREFUSED');
    expect(JSON.stringify(down)).not.toContain('hunter2');
    expect((await service(base({ shuttingDown: () => true })).ready()).failed).toEqual(['shutdown']);
  });

  it('Redis that does not answer leaves the process ready, and says so', async () => {
    const ready = await service(
      base({
        checkRedis: async () => ({
          status: 'degraded',
          detail: 'Redis does not answer: using in-process limits',
        }),
      }),
    ).ready();
    expect(ready.status).toBe('ready');
    expect(ready.checks.redis).toEqual({
      status: 'degraded',
      detail: 'Redis does not answer: using in-process limits',
    });
  });

  it('concurrent callers share one check', async () => {
    let pings = 0;
    const health = new HealthService({
      ...base(),
      pingDatabase: async () => {
        pings += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    });
    await Promise.all(Array.from({ length: 50 }, () => health.ready()));
    expect(pings).toBe(1);
  });
});
