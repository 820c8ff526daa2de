// The handle a job handler works through: it reports steps and progress, saves checkpoints to resume from,
// and learns (through `signal`) that the process is shutting down.
import type { Logger } from 'pino';
import type { JobStep } from '@vidcraft/contracts';
import type { JobRunRow } from '../db/schema.ts';
import type { JobRunsRepo } from './job-runs.repo.ts';
import type { JobEvents } from './job-events.ts';
import { JobInterrupted } from './job-errors.ts';

export interface JobContext<Input> {
  readonly runId: string;
  readonly input: Input;
  readonly ownerUserId: string | null;
  readonly attempt: number;
  /** The checkpoint saved by an earlier attempt, or null on a fresh start. */
  readonly checkpoint: unknown;
  readonly signal: AbortSignal;
  readonly log: Logger;
  /** Marks `stepId` current and the steps before it completed. */
  step(stepId: string, description?: string): Promise<void>;
  progress(percent: number, message?: string): Promise<void>;
  /** Persists where to resume from; throws JobInterrupted afterwards if a shutdown was requested. */
  saveCheckpoint(checkpoint: unknown, percent?: number): Promise<void>;
}

export function stepsWithCurrent(steps: JobStep[], currentId: string, description?: string): JobStep[] {
  const index = steps.findIndex((s) => s.id === currentId);
  if (index < 0) throw new Error(`Unknown job step "${currentId}"`);
  return steps.map((s, i) => {
    const status = i < index ? 'completed' : i === index ? 'current' : 'pending';
    return i === index && description ? { id: s.id, status, description } : { id: s.id, status };
  });
}

export function createJobContext<Input>(args: {
  run: JobRunRow;
  input: Input;
  repo: JobRunsRepo;
  events: JobEvents;
  signal: AbortSignal;
  log: Logger;
}): JobContext<Input> {
  const { repo, events, signal, log } = args;
  let run = args.run;
  const save = async (patch: Parameters<JobRunsRepo['update']>[1]) => {
    const updated = await repo.update(run.id, { ...patch, heartbeat_at: new Date() });
    if (updated) {
      run = updated;
      events.publish(updated);
    }
  };
  const clamp = (p: number) => Math.max(0, Math.min(100, Math.round(p)));
  return {
    runId: run.id,
    input: args.input,
    ownerUserId: run.owner_user_id,
    attempt: run.attempts,
    checkpoint: run.checkpoint,
    signal,
    log,
    async step(stepId, description) {
      await save({
        steps: stepsWithCurrent(run.steps, stepId, description),
        current_step: stepId,
        message: description ?? null,
      });
    },
    async progress(percent, message) {
      await save({ progress: clamp(percent), ...(message === undefined ? {} : { message }) });
    },
    async saveCheckpoint(checkpoint, percent) {
      await save({ checkpoint, ...(percent === undefined ? {} : { progress: clamp(percent) }) });
      if (signal.aborted) throw new JobInterrupted();
    },
  };
}
