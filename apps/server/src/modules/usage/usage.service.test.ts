// The metering service on a real database: reservations count until released, a failed piece of work costs
// nothing, two requests cannot both take the last place, and an abandoned reservation is released by
// housekeeping's rule.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { insertTestUser } from '../../../test/test-app.ts';
import { SettingsRepo } from '../system/settings.repo.ts';
import { SettingsService } from '../system/settings.service.ts';
import { UsageEventsRepo } from './usage-events.repo.ts';
import { UsageService } from './usage.service.ts';
import { usageRetentionRules } from './usage-retention.ts';

describe('usage metering', () => {
  let database: DatabaseHandle;
  let usage: UsageService;
  let settings: SettingsService;

  beforeAll(async () => {
    database = await createTestDatabase();
    settings = new SettingsService(new SettingsRepo(database.db), {
      'youtube.dailyBudget': 10_000,
      'youtube.userShare': 0.2,
      'optimization.monthlyLimit': 5,
      'thumbnail.generationsMonthlyLimit': 2,
      'thumbnail.uploadsMonthlyLimit': 3,
      'translation.languagesMonthlyLimit': 4,
      'translation.captionTracksMonthlyLimit': 2,
    });
    usage = new UsageService({
      events: new UsageEventsRepo(database.db),
      settings,
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
    const record = (refs: string[]) =>
      database.db
        .transaction()
        .execute((trx) => usage.recordMany(trx, userId, 'translationLanguage', refs, { limit: 4 }));
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
});
