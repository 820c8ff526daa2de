// Table types for Kysely. One interface per table; modules add theirs as they arrive.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { JobStatus, JobStep } from '@vidcraft/contracts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, T | string, T | string>;

export interface JobRunsTable {
  id: Generated<string>;
  kind: string;
  key: string | null;
  owner_user_id: string | null;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  input: Json<unknown>;
  steps: Json<JobStep[]>;
  current_step: string | null;
  progress: Generated<number>;
  message: string | null;
  checkpoint: Json<unknown> | null;
  result: Json<unknown> | null;
  error_code: string | null;
  error_message: string | null;
  attempts: Generated<number>;
  resume_at: NullableTimestamp;
  heartbeat_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export interface Database {
  job_runs: JobRunsTable;
}

export type JobRunRow = Selectable<JobRunsTable>;
export type NewJobRun = Insertable<JobRunsTable>;
export type JobRunUpdate = Updateable<JobRunsTable>;
