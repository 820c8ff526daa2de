import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app.ts';
import { jobCatalogue, type AppJobCatalogue } from '../../jobs/job-catalogue.ts';
import { finishedJobRunsRetention } from '../../jobs/job-retention.ts';
import { createHousekeepingHandler } from './housekeeping.job.ts';
import { RetentionRegistry } from './retention-registry.ts';

describe('housekeeping', () => {
  let t: TestApp<Pick<AppJobCatalogue, 'housekeeping'>>;
  const extraRule = { name: 'extra', reason: 'test rule', purge: async () => 2 };
  beforeAll(async () => {
    t = await createTestApp({
      catalogue: { housekeeping: jobCatalogue.housekeeping },
      handlers: (registry, { database }) => {
        registry.handle(
          'housekeeping',
          createHousekeepingHandler({
            db: database.db,
            retention: new RetentionRegistry().add(finishedJobRunsRetention).add(extraRule),
          }),
        );
      },
      schedules: { housekeeping: '17 * * * *' },
    });
  });
  afterAll(() => t.close());

  async function insertRun(status: 'succeeded' | 'running', finishedDaysAgo: number | null) {
    const row = await t.database.db
      .insertInto('job_runs')
      .values({
        kind: 'housekeeping',
        key: null,
        owner_user_id: null,
        input: '{}',
        steps: '[]',
        status,
        finished_at:
          finishedDaysAgo === null
            ? null
            : (sql`now() - make_interval(days => ${finishedDaysAgo})` as unknown as Date),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('purges finished job runs past 30 days and applies every registered rule', async () => {
    const old = await insertRun('succeeded', 31);
    const recent = await insertRun('succeeded', 29);
    const live = await insertRun('running', null);
    const run = await t.jobs.enqueue('housekeeping', {});
    const done = await eventually(async () => {
      const r = await t.jobs.runs.find(run.id);
      return r?.status === 'succeeded' ? r : undefined;
    });
    expect(done.result).toEqual({ purged: { 'job-runs': 1, extra: 2 } });
    expect(await t.jobs.runs.find(old)).toBeUndefined();
    expect(await t.jobs.runs.find(recent)).toBeDefined();
    expect(await t.jobs.runs.find(live)).toBeDefined();
  });

  it('is scheduled with the configured cron', async () => {
    const schedules = await sql<{
      name: string;
      cron: string;
    }>`select name, cron from pgboss.schedule`.execute(t.database.db);
    expect(schedules.rows).toContainEqual(
      expect.objectContaining({ name: 'housekeeping', cron: '17 * * * *' }),
    );
  });

  it('refuses a second rule with the same name', () => {
    expect(() => new RetentionRegistry().add(extraRule).add(extraRule)).toThrow(
      'Duplicate retention rule "extra"',
    );
  });
});
