// What a job run is doing, in the words the screens use: `syncing` while it is queued or running, `paused`
// while it waits (e.g. for the daily YouTube quota) and resumes by itself. The same rule as the server's
// `syncing` and `paused` flags on a sync status.
import type { JobRunView } from '@vidcraft/contracts';

export interface RunActivity {
  syncing: boolean;
  paused: boolean;
}

export function runActivity(run: Pick<JobRunView, 'status'> | null | undefined): RunActivity {
  const status = run?.status;
  return { syncing: status === 'queued' || status === 'running', paused: status === 'paused' };
}
