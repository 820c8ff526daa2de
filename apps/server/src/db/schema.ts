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

export interface UsersTable {
  id: Generated<string>;
  identity_issuer: string;
  identity_sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  avatar_url: string | null;
  preferred_language: ColumnType<string, string | undefined, string>;
  is_admin: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: Timestamp;
  last_sign_in_at: NullableTimestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  kind: 'cookie' | 'bearer';
  provider_token_enc: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  idle_expires_at: Timestamp;
  expires_at: Timestamp;
}

export interface OAuthStatesTable {
  state_hash: string;
  purpose: 'signin' | 'connect';
  issuer: string;
  code_verifier_enc: string;
  nonce: string | null;
  return_to: string | null;
  native_challenge: string | null;
  user_id: string | null;
  channel_id: string | null;
  reason: 'connect' | 'reauth' | null;
  scopes: string[];
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface NativeCodesTable {
  code_hash: string;
  user_id: string;
  challenge: string;
  provider_token_enc: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export type ConnectionStatus = 'active' | 'needs_reauth';

export interface YoutubeConnectionsTable {
  id: Generated<string>;
  user_id: string;
  youtube_channel_id: string;
  channel_title: string;
  channel_handle: string | null;
  thumbnail_url: string | null;
  grant_subject: string | null;
  scopes: string[];
  refresh_token_enc: string | null;
  access_token_enc: string | null;
  access_token_expires_at: NullableTimestamp;
  status: ColumnType<ConnectionStatus, ConnectionStatus | undefined, ConnectionStatus>;
  status_reason: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  subscriber_count: number | null;
  hidden_subscriber_count: boolean | null;
  view_count: number | null;
  video_count: number | null;
  stats_fetched_at: NullableTimestamp;
  last_verified_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface QuotaLedgerTable {
  id: Generated<number>;
  at: CreatedAt;
  quota_day: ColumnType<string, string, string>;
  method: string;
  units: number;
  user_id: string | null;
  connection_id: string | null;
  outcome: 'ok' | 'not_modified' | 'error';
  http_status: number | null;
  reason: string | null;
}

export interface Database {
  job_runs: JobRunsTable;
  users: UsersTable;
  sessions: SessionsTable;
  oauth_states: OAuthStatesTable;
  native_codes: NativeCodesTable;
  youtube_connections: YoutubeConnectionsTable;
  quota_ledger: QuotaLedgerTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ConnectionRow = Selectable<YoutubeConnectionsTable>;

export type JobRunRow = Selectable<JobRunsTable>;
export type NewJobRun = Insertable<JobRunsTable>;
export type JobRunUpdate = Updateable<JobRunsTable>;
