import type { RetentionRule } from '../modules/system/retention-registry.ts';
import { DAY_MS } from '../modules/system/retention-registry.ts';
import { JobRunsRepo } from './job-runs.repo.ts';

/** Finished job runs are kept 30 days for the owner's history, then removed. */
export const finishedJobRunsRetention: RetentionRule = {
  name: 'job-runs',
  reason: 'Finished job runs are kept for 30 days.',
  purge: (db, now) => new JobRunsRepo(db).deleteFinishedBefore(new Date(now.getTime() - 30 * DAY_MS)),
};
