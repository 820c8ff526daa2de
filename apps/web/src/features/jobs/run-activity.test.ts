import { JOB_STATUSES } from '@vidcraft/contracts';
import { describe, expect, it } from 'vitest';
import { runActivity } from './run-activity.ts';

describe('run activity', () => {
  it('is syncing while queued or running, paused while paused, neither otherwise', () => {
    const table = Object.fromEntries(JOB_STATUSES.map((status) => [status, runActivity({ status })]));
    expect(table).toEqual({
      queued: { syncing: true, paused: false },
      running: { syncing: true, paused: false },
      paused: { syncing: false, paused: true },
      succeeded: { syncing: false, paused: false },
      failed: { syncing: false, paused: false },
      cancelled: { syncing: false, paused: false },
    });
    expect(runActivity(null)).toEqual({ syncing: false, paused: false });
  });
});
