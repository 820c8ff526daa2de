// Redis taken away and given back (issue 20): the app keeps serving with rate limits counted in each process,
// says so in health, and counts in Redis again once it answers. Redis sits behind a proxy this test cuts and
// restores (the shared service is never stopped); counters live under a key prefix of this run only.
import { randomInt, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponse } from '@vidcraft/contracts';
import { RATE_POLICIES, registerRateLimits, type RateLimitHandle } from '../../src/http/rate-limits.ts';
import { registerErrorHandling } from '../../src/http/error-handler.ts';
import { ReadinessResponse } from '../../src/modules/system/health.routes.ts';
import { createTestApp, eventually, type TestApp } from '../test-app.ts';
import { TcpProxy } from '../tcp-proxy.ts';

const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const freshIp = () => `203.0.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const { max } = RATE_POLICIES.signInStart;

interface Instance {
  app: FastifyInstance;
  limits: RateLimitHandle;
}

/** A bare app with the real rate limits and one limited route (sign-in start: 60 a minute per address). */
async function instance(url: string, keyPrefix: string): Promise<Instance> {
  const app = Fastify();
  registerErrorHandling(app);
  const limits = await registerRateLimits(app, { redisUrl: url, keyPrefix });
  app.get('/api/auth/google', async () => 'started');
  await app.ready();
  return { app, limits };
}

/** Sends `count` sign-in starts from `ip`, alternating between the instances as a load balancer would. */
async function signInStarts(instances: Instance[], ip: string, count: number) {
  const statuses: number[] = [];
  let slowest = 0;
  for (let i = 0; i < count; i += 1) {
    const began = performance.now();
    const res = await instances[i % instances.length]!.app.inject({
      url: '/api/auth/google',
      remoteAddress: ip,
    });
    slowest = Math.max(slowest, performance.now() - began);
    statuses.push(res.statusCode);
  }
  return {
    allowed: statuses.filter((s) => s === 200).length,
    limited: statuses.filter((s) => s === 429).length,
    slowest,
  };
}

describe('rate limits while Redis goes away and comes back', () => {
  const keyPrefix = `vidcraft-test-${randomUUID()}`;
  let proxy: TcpProxy;
  let first: Instance;
  let second: Instance;
  beforeAll(async () => {
    proxy = await TcpProxy.start({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    const url = `redis://127.0.0.1:${proxy.port}`;
    [first, second] = [await instance(url, keyPrefix), await instance(url, keyPrefix)];
  });
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await proxy?.close();
    // This run's counters only.
    const redis = new Redis(redisUrl.toString());
    const keys = await redis.keys(`${keyPrefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('counts two instances together while Redis answers', async () => {
    expect(await first.limits.checkRedis()).toEqual({ status: 'up' });
    const { allowed, limited } = await signInStarts([first, second], freshIp(), max + 20);
    expect([allowed, limited]).toEqual([max, 20]);
  });

  it('stopped Redis: serves on, counts in each process, reports degraded; shared again once it is back', async () => {
    await proxy.cut();
    const cutAt = performance.now();
    await eventually(async () => (await first.limits.checkRedis())?.status === 'degraded', 5000);
    const detectedMs = performance.now() - cutAt;

    // Each instance now allows the full limit by itself: limited, not refused, and never held up.
    const ip = freshIp();
    const alone = await signInStarts([first], ip, max + 5);
    expect([alone.allowed, alone.limited]).toEqual([max, 5]);
    const other = await signInStarts([second], ip, max + 5);
    expect([other.allowed, other.limited]).toEqual([max, 5]);
    expect(Math.max(alone.slowest, other.slowest)).toBeLessThan(600);
    expect(await second.limits.checkRedis()).toEqual({
      status: 'degraded',
      detail: 'Redis does not answer: using in-process limits',
    });

    await proxy.restore();
    const restoredAt = performance.now();
    await eventually(async () => {
      const states = await Promise.all([first.limits.checkRedis(), second.limits.checkRedis()]);
      return states.every((s) => s?.status === 'up');
    }, 10_000);
    const recoveredMs = performance.now() - restoredAt;
    const shared = await signInStarts([first, second], freshIp(), max + 20);
    expect([shared.allowed, shared.limited]).toEqual([max, 20]);
    console.warn(
      `Redis cut: degraded after ${Math.round(detectedMs)} ms; restored: shared again after ${Math.round(recoveredMs)} ms`,
    );
  });

  it('hung Redis (connections open, nothing answers): requests wait at most one command timeout', async () => {
    proxy.blackhole();
    const ip = freshIp();
    const during = await signInStarts([first], ip, max + 5);
    expect([during.allowed, during.limited]).toEqual([max, 5]);
    expect(during.slowest).toBeLessThan(1500);
    expect((await first.limits.checkRedis())?.status).toBe('degraded');
    await proxy.restore();
    const restoredAt = performance.now();
    await eventually(async () => (await first.limits.checkRedis())?.status === 'up', 10_000);
    console.warn(
      `Redis partition healed: shared again after ${Math.round(performance.now() - restoredAt)} ms`,
    );
  });
});

describe('health while Redis goes away and comes back', () => {
  let proxy: TcpProxy;
  let t: TestApp<never>;
  beforeAll(async () => {
    proxy = await TcpProxy.start({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
    t = await createTestApp({
      env: { RATE_LIMITS: 'true', REDIS_URL: `redis://127.0.0.1:${proxy.port}` },
    });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  const ready = async () => {
    const res = await t.app.inject('/api/health/ready');
    return { code: res.statusCode, body: ReadinessResponse.parse(res.json()) };
  };

  it('says degraded with in-process limits, stays ready, and returns to up', async () => {
    expect((await ready()).body.checks.redis).toEqual({ status: 'up' });
    expect(HealthResponse.parse((await t.app.inject('/api/health')).json()).redis).toEqual({ status: 'up' });

    await proxy.cut();
    const down = await eventually(async () => {
      const r = await ready();
      return r.body.checks.redis.status === 'degraded' ? r : undefined;
    }, 5000);
    expect(down.code).toBe(200);
    expect(down.body).toMatchObject({ status: 'ready', failed: [] });
    expect(down.body.checks.redis.detail).toBe('Redis does not answer: using in-process limits');
    const summary = await t.app.inject('/api/health');
    expect(summary.statusCode).toBe(200);
    expect(HealthResponse.parse(summary.json()).redis?.status).toBe('degraded');

    await proxy.restore();
    await eventually(async () => (await ready()).body.checks.redis.status === 'up', 10_000);
  });
});
