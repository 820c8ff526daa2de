// The public status is open to everyone, so it is rate limited per IP like the other anonymous routes: a
// visitor refreshing every 30 s never meets the limit, a flood from one address gets 429 past it while
// another address is still answered.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@vidcraft/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { RATE_POLICIES } from '../../http/rate-limits.ts';

const freshIp = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

describe('status rate limit', () => {
  let t: TestApp<never>;
  beforeAll(async () => {
    t = await createTestApp({ realSessions: true, env: { RATE_LIMITS: 'true' } });
  });
  afterAll(() => t.close());

  it('answers 429 past the per-IP limit and keeps answering other addresses', async () => {
    const ip = freshIp();
    const { max } = RATE_POLICIES.publicStatus;
    const statuses: number[] = [];
    for (let i = 0; i < max + 5; i += 1) {
      statuses.push((await t.app.inject({ url: '/api/status', remoteAddress: ip })).statusCode);
    }
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(max).every((s) => s === 429)).toBe(true);
    const refused = await t.app.inject({ url: '/api/status', remoteAddress: ip });
    expect(ErrorBody.parse(refused.json()).error).toBe('RATE_LIMITED');
    expect((await t.app.inject({ url: '/api/status', remoteAddress: freshIp() })).statusCode).toBe(200);
  });
});
