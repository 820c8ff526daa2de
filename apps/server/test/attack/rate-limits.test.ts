// Rate limits (issue 11, defect 6; decision 017): floods of anonymous sign-in starts, native-code guesses and
// forged credentials are slowed per IP, expensive actions per user, and every refusal is a 429 with
// Retry-After in the app's error shape. With REDIS_URL the counters are shared by instances; with Redis down
// the app keeps serving.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@vidcraft/contracts';
import { createTestApp, insertTestUser, TEST_PUBLIC_URL, type TestApp } from '../test-app.ts';
import { FAILED_AUTH_POLICY, RATE_POLICIES } from '../../src/http/rate-limits.ts';
import { PENDING_FLOWS_PER_CLIENT } from '../../src/modules/auth/oauth-flow.service.ts';

/** A documentation-range address per run, so counters left in a shared Redis by another run never match. */
const freshIp = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

function expectRateLimited(response: {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): unknown;
}) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(600);
  const body = ErrorBody.parse(response.json());
  expect(body.error).toBe('RATE_LIMITED');
  expect(body.message).toMatch(/Try again in \d+ seconds?\./);
}

const signInStart = (t: TestApp<never>, ip: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/google?returnTo=%2Fdashboard', remoteAddress: ip });

async function countStates(t: TestApp<never>): Promise<number> {
  const row = await t.database.db
    .selectFrom('oauth_states')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('rate limits, in memory', () => {
  let t: TestApp<never>;
  beforeAll(async () => {
    t = await createTestApp({ realSessions: true, env: { RATE_LIMITS: 'true' } });
  });
  afterAll(() => t.close());

  it('1,000 sign-in starts from one address: the first 60 start a flow, the rest get 429, at most 20 rows stay', async ({
    annotate,
  }) => {
    const ip = freshIp();
    const statuses = new Map<number, number>();
    let firstRefusal: Awaited<ReturnType<typeof signInStart>> | null = null;
    for (let i = 0; i < 1000; i += 1) {
      const response = await signInStart(t, ip);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 429) firstRefusal ??= response;
    }
    const rows = await countStates(t);
    await annotate(
      `1,000 sign-in starts → ${statuses.get(302) ?? 0} × 302, ${statuses.get(429) ?? 0} × 429, ${rows} state rows`,
      'rate-limits',
    );
    expect(Object.fromEntries(statuses)).toEqual({ 302: RATE_POLICIES.signInStart.max, 429: 940 });
    expectRateLimited(firstRefusal!);
    expect(rows).toBe(PENDING_FLOWS_PER_CLIENT);

    // Someone else is not affected.
    expect((await signInStart(t, freshIp())).statusCode).toBe(302);
  });

  it('guessing native sign-in codes is slowed per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/native/redeem',
        remoteAddress: ip,
        payload: { code: randomUUID().repeat(2), codeVerifier: 'v'.repeat(43) },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expectRateLimited(response);
    }
    const allowed = statuses.filter((s) => s !== 429);
    expect(allowed).toHaveLength(RATE_POLICIES.nativeRedeem.max);
    expect(allowed.every((s) => s === 401)).toBe(true);
    expect(statuses.slice(RATE_POLICIES.nativeRedeem.max).every((s) => s === 429)).toBe(true);
  });

  it('failed authentication is slowed per address; requests without credentials still pass', async () => {
    const ip = freshIp();
    const guess = () =>
      t.app.inject({
        url: '/api/auth/me',
        remoteAddress: ip,
        headers: { authorization: `Bearer ${randomUUID()}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) statuses.push((await guess()).statusCode);
    expect(statuses.slice(0, FAILED_AUTH_POLICY.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(FAILED_AUTH_POLICY.max).every((s) => s === 429)).toBe(true);
    expectRateLimited(await guess());
    // The same address without credentials (the sign-in page, health) is served.
    const health = await t.app.inject({ url: '/api/health', remoteAddress: ip });
    expect(health.statusCode).toBe(200);
    const cookieGuess = await t.app.inject({
      url: '/api/auth/me',
      remoteAddress: ip,
      headers: { cookie: `vc_session=${randomUUID()}` },
    });
    expect(cookieGuess.statusCode).toBe(429);
  });
});

describe('rate limits per user', () => {
  let t: TestApp<never>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'true' } });
  });
  afterAll(() => t.close());

  it('counts expensive actions per user, not per address', async () => {
    const [alice, bob] = [await insertTestUser(t.database, 'Alice'), await insertTestUser(t.database, 'Bob')];
    const ip = freshIp();
    const sync = (userId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/youtube/sync-videos',
        remoteAddress: ip,
        headers: { 'x-test-user-id': userId, origin: TEST_PUBLIC_URL, 'x-vidcraft-csrf': '1' },
        payload: {},
      });
    const aliceStatuses: number[] = [];
    for (let i = 0; i < RATE_POLICIES.sync.max + 5; i += 1)
      aliceStatuses.push((await sync(alice)).statusCode);
    expect(aliceStatuses.slice(0, RATE_POLICIES.sync.max)).not.toContain(429);
    expect(aliceStatuses.slice(RATE_POLICIES.sync.max).every((s) => s === 429)).toBe(true);
    expectRateLimited(await sync(alice));
    // Bob, from the same address, has his own allowance.
    expect((await sync(bob)).statusCode).not.toBe(429);
  });
});

describe('rate limits shared through Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let first: TestApp<never>;
  let second: TestApp<never>;
  beforeAll(async () => {
    first = await createTestApp({ env: { RATE_LIMITS: 'true', REDIS_URL: redisUrl } });
    second = await createTestApp({ env: { RATE_LIMITS: 'true', REDIS_URL: redisUrl } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('two instances count the same address together', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // Alternate between the instances, as a load balancer would.
    for (let i = 0; i < 80; i += 1) statuses.push((await signInStart(i % 2 ? second : first, ip)).statusCode);
    expect(statuses.filter((s) => s === 302)).toHaveLength(RATE_POLICIES.signInStart.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80 - RATE_POLICIES.signInStart.max);
  });
});

describe('rate limits with Redis unreachable', () => {
  let t: TestApp<never>;
  beforeAll(async () => {
    // Port 1: nothing listens, connections are refused at once.
    t = await createTestApp({ env: { RATE_LIMITS: 'true', REDIS_URL: 'redis://127.0.0.1:1' } });
  });
  afterAll(() => t.close());

  it('keeps serving: a limit it cannot count is not a reason to refuse people', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await signInStart(t, ip)).statusCode);
    expect(statuses).toEqual([302, 302, 302, 302, 302]);
  });
});
