// Whether a channel is syncing or paused right now, from its latest sync run: one rule for every answer that
// carries the two flags (the sync status and the channel's video list).
import type { JobRunView } from '@vidcraft/contracts';

export function syncActivity(run: Pick<JobRunView, 'status'> | null): { syncing: boolean; paused: boolean } {
  return {
    syncing: run !== null && (run.status === 'queued' || run.status === 'running'),
    paused: run?.status === 'paused',
  };
}
