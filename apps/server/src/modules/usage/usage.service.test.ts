// The metering service on a real database: reservations count until released, a failed piece of work costs
// nothing, two requests cannot both take the last place, and an abandoned reservation is released by
// housekeeping's rule.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { insertTestUser } from '../../../test/test-app.ts';
import type { PlanRow } from '../../db/schema.ts';
import type { CurrentPlan } from '../plans/subscription.service.ts';
import { UsageCreditsRepo } from './usage-credits.repo.ts';
import { UsageEventsRepo } from './usage-events.repo.ts';
import { UsageService } from './usage.service.ts';
import { usageRetentionRules } from './usage-retention.ts';

/** Every user on one plan with these limits, in the calendar month around now. */
function onPlan(limits: Partial<PlanRow['limits']>): (userId: string) => Promise<CurrentPlan> {
  const now = new Date();
  const period = {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
  const plan = { slug: 'test', name: { en: 'Test' }, limits } as unknown as PlanRow;
  return async () => ({ plan, row: null, subscription: {} as CurrentPlan['subscription'], period });
}

describe('usage metering', () => {
  let database: DatabaseHandle;
  let usage: UsageService;

  beforeAll(async () => {
    database = await createTestDatabase();
    usage = new UsageService({
      events: new UsageEventsRepo(database.db),
      credits: new UsageCreditsRepo(database.db),
      currentPlan: onPlan({
        optimization: 5,
        thumbnailGeneration: 2,
        thumbnailUpload: 3,
        translationLanguage: 4,
        captionTrack: 2,
      }),
      db: database.db,
      llm: null,
    });
  });
  afterAll(() => database?.close());

  it('counts a reservation until it is released, and a committed one for good', async () => {
    const userId = await insertTestUser(database);
    const first = await usage.reserve(userId, 'thumbnailGeneration', 'a');
    expect(await usage.allowance(userId, 'thumbnailGeneration')).toEqual({ used: 1, limit: 2, remaining: 1 });
    await usage.release(first);
    expect((await usage.allowance(userId, 'thumbnailGeneration')).used).toBe(0);
    const second = await usage.reserve(userId, 'thumbnailGeneration', 'b');
    await usage.commit(second);
    // Releasing a committed event does nothing: only reservations can be taken back.
    await usage.release(second);
    expect((await usage.allowance(userId, 'thumbnailGeneration')).used).toBe(1);
    // Kinds are counted apart.
    expect((await usage.allowance(userId, 'thumbnailUpload')).used).toBe(0);
  });

  it('costs nothing when the metered work fails, and refuses past the limit with the renewal date', async () => {
    const userId = await insertTestUser(database, 'Failing');
    await expect(
      usage.metered(userId, 'thumbnailGeneration', 'x', async () => {
        throw new Error('provider down');
      }),
    ).rejects.toThrow('provider down');
    expect((await usage.allowance(userId, 'thumbnailGeneration')).used).toBe(0);
    await usage.metered(userId, 'thumbnailGeneration', 'y', async () => 'ok');
    await usage.metered(userId, 'thumbnailGeneration', 'z', async () => 'ok');
    const refused = usage.metered(userId, 'thumbnailGeneration', 'w', async () => 'never');
    await expect(refused).rejects.toMatchObject({
      code: 'FORBIDDEN',
      details: { reason: 'monthlyLimit', kind: 'thumbnailGeneration', used: 2, limit: 2, remaining: 0 },
    });
  });

  it('lets only one of many simultaneous requests take the last place', async () => {
    const userId = await insertTestUser(database, 'Racing');
    await usage.commit(await usage.reserve(userId, 'thumbnailUpload', '1'));
    await usage.commit(await usage.reserve(userId, 'thumbnailUpload', '2'));
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => usage.reserve(userId, 'thumbnailUpload', `race-${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(5);
    expect((await usage.allowance(userId, 'thumbnailUpload')).used).toBe(3);
  });

  it('takes each request reference once: a repeat while the work runs is refused, after a failure it may retry', async () => {
    const userId = await insertTestUser(database, 'Repeating');
    const first = await usage.reserve(userId, 'thumbnailGeneration', 'same-key');
    await expect(usage.reserve(userId, 'thumbnailGeneration', 'same-key')).rejects.toMatchObject({
      code: 'CONFLICT',
      details: { inProgress: true },
    });
    await usage.release(first);
    await usage.commit(await usage.reserve(userId, 'thumbnailGeneration', 'same-key'));
    expect((await usage.allowance(userId, 'thumbnailGeneration')).used).toBe(1);
  });

  it('releases reservations abandoned for over an hour, and only those', async () => {
    const userId = await insertTestUser(database, 'Abandoned');
    await usage.reserve(userId, 'thumbnailUpload', 'fresh');
    const stale = await usage.reserve(userId, 'thumbnailUpload', 'stale');
    await sql`update usage_events set created_at = now() - interval '2 hours' where id = ${stale}`.execute(
      database.db,
    );
    const rule = usageRetentionRules.find((r) => r.name === 'usage-reservations')!;
    expect(await rule.purge(database.db, new Date())).toBe(1);
    const left = await database.db
      .selectFrom('usage_events')
      .select('reference')
      .where('user_id', '=', userId)
      .execute();
    expect(left.map((r) => r.reference)).toEqual(['fresh']);
  });

  it('counts a translation per video and language, refuses what does not fit whole, and refunds a failed one', async () => {
    const userId = await insertTestUser(database, 'Translating');
    const terms = await usage.terms(userId);
    const record = (refs: string[]) =>
      database.db
        .transaction()
        .execute((trx) => usage.recordMany(trx, userId, 'translationLanguage', refs, { terms }));
    expect(await record(['v1:de', 'v1:fr', 'v1:ja'])).toEqual({ used: 3, limit: 4, remaining: 1 });
    await expect(record(['v2:de', 'v2:fr'])).rejects.toMatchObject({
      code: 'FORBIDDEN',
      details: { reason: 'monthlyLimit', needed: 2, remaining: 1 },
    });
    expect((await usage.allowance(userId, 'translationLanguage')).used).toBe(3);
    await usage.refund(userId, 'translationLanguage', 'v1:ja');
    expect((await usage.allowance(userId, 'translationLanguage')).used).toBe(2);
    expect(await record(['v2:de', 'v2:fr'])).toEqual({ used: 4, limit: 4, remaining: 0 });
  });

  it('lets 50 requests at once take exactly the 7 places left, and adds an admin’s credits to the limit', async () => {
    const userId = await insertTestUser(database, 'Crowd');
    const busy = new UsageService({
      events: new UsageEventsRepo(database.db),
      credits: new UsageCreditsRepo(database.db),
      currentPlan: onPlan({ optimization: 10, thumbnailGeneration: 10 }),
      db: database.db,
      llm: null,
    });
    for (const ref of ['a', 'b', 'c'])
      await busy.commit(await busy.reserve(userId, 'thumbnailGeneration', ref));
    expect((await busy.allowance(userId, 'thumbnailGeneration')).remaining).toBe(7);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => busy.reserve(userId, 'thumbnailGeneration', `crowd-${i}`)),
    );
    const taken = outcomes.filter((o) => o.status === 'fulfilled');
    expect(taken).toHaveLength(7);
    for (const refused of outcomes.filter((o) => o.status === 'rejected')) {
      expect((refused as PromiseRejectedResult).reason).toMatchObject({
        details: { reason: 'monthlyLimit' },
      });
    }
    await Promise.all(taken.map((o) => busy.commit((o as PromiseFulfilledResult<number>).value)));
    expect(await busy.allowance(userId, 'thumbnailGeneration')).toEqual({
      used: 10,
      limit: 10,
      remaining: 0,
    });

    const { period } = await busy.terms(userId);
    await new UsageCreditsRepo(database.db).grant(database.db, {
      userId,
      kind: 'thumbnailGeneration',
      amount: 5,
      periodStart: period.start,
      grantedBy: userId,
    });
    expect(await busy.allowance(userId, 'thumbnailGeneration')).toEqual({
      used: 10,
      limit: 15,
      remaining: 5,
    });
  });
});
