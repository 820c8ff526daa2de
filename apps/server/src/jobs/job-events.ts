// In-process notifications of job run changes, so an SSE stream in the same process updates at once.
// Streams in other processes see changes by polling the row (JobEngine.follow).
import { EventEmitter } from 'node:events';
import type { JobRunView } from '@vidcraft/contracts';
import type { JobRunRow } from '../db/schema.ts';

export class JobEvents {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  publish(row: JobRunRow): void {
    this.emitter.emit(row.id, toJobRunView(row));
  }
  subscribe(runId: string, listener: (view: JobRunView) => void): () => void {
    this.emitter.on(runId, listener);
    return () => this.emitter.off(runId, listener);
  }
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function toJobRunView(row: JobRunRow): JobRunView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    steps: row.steps,
    currentStep: row.current_step,
    progress: row.progress,
    message: row.message,
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    resumeAt: iso(row.resume_at),
    result: row.result ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    finishedAt: iso(row.finished_at),
  };
}
