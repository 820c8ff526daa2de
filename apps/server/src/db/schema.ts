// Table types for Kysely. One interface per table; modules add theirs as they arrive.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  BillingInterval,
  JobStatus,
  JobStep,
  LocalizedText,
  PlanFeature,
  PlanLimits,
  Price,
  SubscriptionStatus,
} from '@vidcraft/contracts';

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
  disabled_at: NullableTimestamp;
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
  /** Hash of the IP address that started a sign-in flow (null for connect flows). */
  client_key: string | null;
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
  uploads_playlist_id: ColumnType<string | null, string | null | undefined, string | null>;
  last_synced_at: NullableTimestamp;
  last_full_sync_at: NullableTimestamp;
  sync_units_last: ColumnType<number | null, number | null | undefined, number | null>;
  sync_cursor: ColumnType<SyncCursor | null, string | null | undefined, string | null>;
  /** The mirrored videos not removed (the video list's total), kept by VideosRepo's writes. */
  listed_video_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SyncCursor {
  newestIds: string[];
  newestEtag: string | null;
}

export interface AppSettingsTable {
  key: string;
  value: Json<unknown>;
  updated_at: Timestamp;
}

export interface VideosTable {
  id: Generated<string>;
  connection_id: string;
  user_id: string;
  youtube_video_id: string;
  etag: string | null;
  title: string;
  description: string;
  tags: string[];
  category_id: string | null;
  default_language: string | null;
  default_audio_language: string | null;
  published_at: NullableTimestamp;
  privacy_status: string | null;
  upload_status: string | null;
  publish_at: NullableTimestamp;
  made_for_kids: boolean | null;
  live_broadcast_content: string | null;
  duration_seconds: number | null;
  definition: string | null;
  has_captions: boolean;
  has_custom_thumbnail: boolean | null;
  is_short: boolean;
  view_count: number | null;
  like_count: number | null;
  comment_count: number | null;
  thumbnails: Json<Record<string, { url: string; width?: number; height?: number }>>;
  localizations: Json<Record<string, { title?: string; description?: string }>>;
  captions_listed_at: NullableTimestamp;
  seo_score: ColumnType<number | null, number | null | undefined, number | null>;
  optimized_at: NullableTimestamp;
  last_seen_run_id: string | null;
  removed_at: NullableTimestamp;
  fetched_at: Timestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface VideoStatsDailyTable {
  video_id: string;
  day: string;
  view_count: number | null;
  like_count: number | null;
  comment_count: number | null;
}

export interface ChannelStatsDailyTable {
  connection_id: string;
  day: string;
  subscriber_count: number | null;
  view_count: number | null;
  video_count: number | null;
}

export interface VideoDailyMetricsTable {
  video_id: string;
  day: string;
  views: number | null;
  watch_minutes: number | null;
  avg_view_duration_s: number | null;
  impressions: number | null;
  impressions_ctr: number | null;
}

export interface AnalyticsSyncStateTable {
  connection_id: string;
  reporting_job_id: string | null;
  reporting_job_created_at: NullableTimestamp;
  views_through: string | null;
  last_ingest_at: NullableTimestamp;
  last_error: string | null;
}

export interface AnalyticsIngestedReportsTable {
  connection_id: string;
  report_id: string;
  report_day: string;
  rows: number;
  ingested_at: CreatedAt;
}

export interface CaptionTracksTable {
  id: Generated<string>;
  video_id: string;
  youtube_caption_id: string;
  language: string;
  name: string;
  track_kind: string | null;
  is_draft: boolean;
  status: string | null;
  last_updated: NullableTimestamp;
  fetched_at: Timestamp;
}

export interface CaptionTextsTable {
  caption_track_id: string;
  format: 'srt' | 'vtt' | 'sbv' | 'ttml';
  tlang: string;
  body: string;
  fetched_at: Timestamp;
}

/** Caption writes sent to YouTube, one per idempotency key (migration 0018). */
export interface CaptionWritesTable {
  id: Generated<string>;
  user_id: string;
  video_id: string;
  idempotency_key: string;
  kind: 'insert' | 'update' | 'delete';
  youtube_caption_id: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  error_code: string | null;
  error_message: string | null;
  error_details: Json<unknown>;
  created_at: Generated<Timestamp>;
  completed_at: NullableTimestamp;
}

export interface IncidentsTable {
  id: Generated<string>;
  title: string;
  body: string;
  severity: 'minor' | 'major' | 'critical';
  status: ColumnType<'open' | 'monitoring' | 'resolved', 'open' | 'monitoring' | 'resolved' | undefined>;
  started_at: Timestamp;
  resolved_at: NullableTimestamp;
  author_user_id: string | null;
  idempotency_key: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SuggestionsTable {
  id: Generated<string>;
  user_id: string;
  video_id: string;
  job_run_id: string | null;
  engine: 'builtin' | 'llm';
  provider: string | null;
  model: string | null;
  language: string;
  base: Json<{ title: string; description: string; tags: string[] }>;
  content: Json<unknown>;
  score_before: number;
  input_tokens: number | null;
  output_tokens: number | null;
  cost_usd: number | null;
  latency_ms: number;
  created_at: CreatedAt;
}

export type PublishFields = Partial<{
  title: string;
  description: string;
  tags: string[];
  /** A translation publish: the whole map (videos.update replaces it), and the original's language. */
  localizations: Record<string, { title?: string; description?: string }>;
  defaultLanguage: string | null;
}>;

export interface PublishesTable {
  id: Generated<string>;
  user_id: string;
  video_id: string;
  suggestion_id: string | null;
  idempotency_key: string | null;
  kind: 'publish' | 'revert' | 'copy';
  reverts_id: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  engine: string | null;
  before: Json<PublishFields>;
  after: Json<PublishFields>;
  changed_fields: string[];
  score_before: number | null;
  score_after: number | null;
  error_code: string | null;
  error_message: string | null;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
  /** The request publishing this entry now; with `claimed_until`, its lease (see publish-claims.ts). */
  claim_owner: string | null;
  claimed_until: NullableTimestamp;
}

export interface ThumbnailUploadsTable {
  id: Generated<string>;
  user_id: string;
  video_id: string;
  idempotency_key: string;
  kind: 'upload' | 'revert';
  reverts_id: string | null;
  reverted_by_id: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  image_key: string;
  replaced_key: string | null;
  error_code: string | null;
  error_message: string | null;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
}

export type UsageKind =
  | 'optimization'
  | 'thumbnailGeneration'
  | 'thumbnailUpload'
  | 'translationLanguage'
  | 'captionTrack'
  | 'uploadMinutes';

export interface UsageEventsTable {
  id: Generated<number>;
  user_id: string;
  kind: UsageKind;
  job_run_id: string | null;
  /** `reserved` while the metered work runs; deleted if it fails (see usage.service.ts). */
  status: ColumnType<'reserved' | 'committed', 'reserved' | 'committed' | undefined, 'committed'>;
  reference: string | null;
  created_at: CreatedAt;
}

export interface ThumbnailImagesTable {
  id: Generated<string>;
  user_id: string;
  video_id: string | null;
  source: 'upload' | 'generated' | 'composed';
  idempotency_key: string | null;
  file_key: string;
  content_type: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  bytes: number;
  design: Json<unknown>;
  report: Json<unknown>;
  prompt: string | null;
  style: string | null;
  model: string | null;
  downloaded_at: NullableTimestamp;
  copied_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface TranslationJobsTable {
  id: Generated<string>;
  user_id: string;
  video_id: string;
  job_run_id: string | null;
  idempotency_key: string;
  engine: 'llm' | 'deepl' | 'google' | 'libretranslate' | 'pseudo' | null;
  engine_label: string;
  pseudo: boolean;
  source_language: string;
  metadata: boolean;
  caption_source: 'engine' | 'youtube' | null;
  source_title: string;
  source_description: string;
  status: ColumnType<'running' | 'done' | 'failed', 'running' | 'done' | 'failed' | undefined>;
  error: string | null;
  calls: ColumnType<number, number | undefined>;
  characters: ColumnType<number, number | undefined>;
  input_tokens: number | null;
  output_tokens: number | null;
  cost_usd: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type TranslationStatus = 'queued' | 'translated' | 'failed' | 'approved' | 'rejected' | 'published';
export type CaptionTranslationStatus = 'queued' | 'translated' | 'failed' | 'planned' | 'published';

export interface TranslationsTable {
  id: Generated<string>;
  job_id: string;
  language: string;
  status: ColumnType<TranslationStatus, TranslationStatus | undefined>;
  title: ColumnType<string, string | undefined>;
  description: ColumnType<string, string | undefined>;
  back_title: string | null;
  back_description: string | null;
  repairs: ColumnType<string[], string[] | string | undefined, string[] | string>;
  error: string | null;
  caption_status: CaptionTranslationStatus | null;
  caption_body: string | null;
  caption_cues: ColumnType<number, number | undefined>;
  caption_error: string | null;
  youtube_caption_id: string | null;
  reviewed_by: string | null;
  published_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface TranslationEditsTable {
  id: Generated<number>;
  translation_id: string;
  field: 'title' | 'description' | 'captions';
  role: 'owner' | 'reviewer';
  by_name: string;
  before: string;
  after: string;
  at: CreatedAt;
}

export interface TranslationReviewersTable {
  id: Generated<string>;
  translation_id: string;
  user_id: string;
  name: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface GlossaryTermRow {
  term: string;
  keep: boolean;
  translations: Record<string, string>;
}

export interface ChannelGlossariesTable {
  connection_id: string;
  terms: Json<GlossaryTermRow[]>;
  updated_at: Timestamp;
}

export interface AttemptLanguage {
  language: string;
  outcome: 'published' | 'failed' | 'skipped';
  message: string | null;
}

export interface TranslationPublishAttemptsTable {
  id: Generated<string>;
  job_id: string;
  user_id: string;
  idempotency_key: string;
  kind: 'metadata' | 'caption';
  status: ColumnType<'pending' | 'succeeded' | 'failed', 'pending' | 'succeeded' | 'failed' | undefined>;
  languages: ColumnType<
    AttemptLanguage[],
    AttemptLanguage[] | string | undefined,
    AttemptLanguage[] | string
  >;
  publish_id: string | null;
  units: ColumnType<number, number | undefined>;
  error_code: string | null;
  error_message: string | null;
  created_at: CreatedAt;
}

export interface CaptionUploadsTable {
  id: Generated<string>;
  translation_id: string;
  attempt_id: string;
  user_id: string;
  planned_day: string;
  status: ColumnType<'planned' | 'published' | 'failed', 'planned' | 'published' | 'failed' | undefined>;
  tries: ColumnType<number, number | undefined>;
  error: string | null;
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
  job_run_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PlansTable {
  id: Generated<string>;
  slug: string;
  kind: 'trial' | 'free' | 'paid';
  name: Json<LocalizedText>;
  description: Json<LocalizedText>;
  prices: Json<{ month: Price | null; year: Price | null }>;
  trial_days: ColumnType<number, number | undefined, number>;
  limits: Json<PlanLimits>;
  features: Json<PlanFeature[]>;
  visibility: ColumnType<'public' | 'hidden' | 'archived', 'public' | 'hidden' | 'archived' | undefined>;
  example_prices: ColumnType<boolean, boolean | undefined, boolean>;
  provider_prices: ColumnType<
    Partial<Record<string, string>>,
    Partial<Record<string, string>> | string | undefined,
    Partial<Record<string, string>> | string
  >;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type SubscriptionSource = 'trial' | 'admin' | 'sandbox' | 'stripe';

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  plan_id: string;
  status: SubscriptionStatus;
  source: SubscriptionSource;
  interval: BillingInterval | null;
  price: Json<Price> | null;
  started_at: Timestamp;
  current_period_end: NullableTimestamp;
  trial_ends_at: NullableTimestamp;
  cancel_at_period_end: ColumnType<boolean, boolean | undefined, boolean>;
  ended_at: NullableTimestamp;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  provider_updated_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface BillingEventsTable {
  provider: string;
  event_id: string;
  type: string;
  received_at: CreatedAt;
}

export interface BillingCustomersTable {
  user_id: string;
  provider: string;
  customer_id: string;
  created_at: CreatedAt;
}

export interface SandboxCheckoutsTable {
  id: Generated<string>;
  user_id: string;
  plan_id: string;
  interval: BillingInterval;
  price: Json<Price>;
  trial_days: number;
  idempotency_key: string;
  status: ColumnType<'open' | 'completed' | 'canceled', 'open' | undefined, 'completed' | 'canceled'>;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_user_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Json<unknown> | null;
  after: Json<unknown> | null;
  created_at: CreatedAt;
}

export interface UsageCreditsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  amount: number;
  period_start: Timestamp;
  granted_by: string | null;
  /** The admin request's idempotency key (migration 0013): one grant per key. */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
  created_at: CreatedAt;
}

export interface VideoUploadsTable {
  id: Generated<string>;
  user_id: string;
  tus_id: string;
  file_name: string;
  /** bigint: drivers may hand it back as a string. */
  size_bytes: ColumnType<string | number, number, number>;
  working_title: string;
  language: string | null;
  caption_file: string | null;
  status: 'analyzing' | 'ready' | 'failed' | 'publishing' | 'published';
  minutes: number;
  analysis_run_id: string | null;
  publish_run_id: string | null;
  publish_key: string | null;
  error_code: string | null;
  error_message: string | null;
  analysis: Json<unknown> | null;
  published: Json<unknown> | null;
  publish_state: Json<unknown> | null;
  file_expires_at: NullableTimestamp;
  file_removed_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AchievementAnnouncementsTable {
  user_id: string;
  achievement_id: string;
  announced_at: CreatedAt;
}

export interface ExperimentsTable {
  id: Generated<string>;
  user_id: string;
  video_id: string;
  kind: 'title' | 'thumbnail';
  status: 'running' | 'finished' | 'stopped' | 'failed';
  swap_hour: number;
  days: number;
  minimum_effect: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
  live_variant: ColumnType<number, number | undefined, number>;
  keep_variant: ColumnType<number, number | undefined, number>;
  stopped_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  idempotency_key: string;
  error_code: string | null;
  error_message: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ExperimentVariantsTable {
  experiment_id: string;
  position: number;
  title: string | null;
  thumbnail_id: string | null;
  file_key: string | null;
}

export type ExperimentSwapStatus = 'pending' | 'claimed' | 'done' | 'skipped' | 'failed' | 'cancelled';

export interface ExperimentSwapsTable {
  experiment_id: string;
  day_index: number;
  kind: 'swap' | 'restore';
  variant: number;
  due_at: Timestamp;
  status: ExperimentSwapStatus;
  claimed_at: NullableTimestamp;
  done_at: NullableTimestamp;
  attempts: ColumnType<number, number | undefined, number>;
  called: ColumnType<boolean, boolean | undefined, boolean>;
  error: string | null;
}

export interface Database {
  job_runs: JobRunsTable;
  users: UsersTable;
  sessions: SessionsTable;
  oauth_states: OAuthStatesTable;
  native_codes: NativeCodesTable;
  youtube_connections: YoutubeConnectionsTable;
  quota_ledger: QuotaLedgerTable;
  app_settings: AppSettingsTable;
  videos: VideosTable;
  video_stats_daily: VideoStatsDailyTable;
  caption_tracks: CaptionTracksTable;
  caption_texts: CaptionTextsTable;
  caption_writes: CaptionWritesTable;
  incidents: IncidentsTable;
  suggestions: SuggestionsTable;
  publishes: PublishesTable;
  thumbnail_uploads: ThumbnailUploadsTable;
  thumbnail_images: ThumbnailImagesTable;
  usage_events: UsageEventsTable;
  translation_jobs: TranslationJobsTable;
  translations: TranslationsTable;
  translation_edits: TranslationEditsTable;
  translation_reviewers: TranslationReviewersTable;
  channel_glossaries: ChannelGlossariesTable;
  translation_publish_attempts: TranslationPublishAttemptsTable;
  caption_uploads: CaptionUploadsTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  billing_events: BillingEventsTable;
  billing_customers: BillingCustomersTable;
  sandbox_checkouts: SandboxCheckoutsTable;
  audit_log: AuditLogTable;
  usage_credits: UsageCreditsTable;
  video_uploads: VideoUploadsTable;
  experiments: ExperimentsTable;
  experiment_variants: ExperimentVariantsTable;
  experiment_swaps: ExperimentSwapsTable;
  achievement_announcements: AchievementAnnouncementsTable;
  channel_stats_daily: ChannelStatsDailyTable;
  video_daily_metrics: VideoDailyMetricsTable;
  analytics_sync_state: AnalyticsSyncStateTable;
  analytics_ingested_reports: AnalyticsIngestedReportsTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type ConnectionRow = Selectable<YoutubeConnectionsTable>;
export type VideoRow = Selectable<VideosTable>;
export type VideoUploadRow = Selectable<VideoUploadsTable>;
export type ExperimentRow = Selectable<ExperimentsTable>;
export type ExperimentVariantRow = Selectable<ExperimentVariantsTable>;
export type ExperimentSwapRow = Selectable<ExperimentSwapsTable>;
export type CaptionTrackRow = Selectable<CaptionTracksTable>;
export type CaptionWriteRow = Selectable<CaptionWritesTable>;
export type IncidentRow = Selectable<IncidentsTable>;
export type SuggestionRow = Selectable<SuggestionsTable>;
export type PublishRow = Selectable<PublishesTable>;
export type TranslationJobRow = Selectable<TranslationJobsTable>;
export type TranslationRow = Selectable<TranslationsTable>;
export type TranslationEditRow = Selectable<TranslationEditsTable>;
export type TranslationReviewerRow = Selectable<TranslationReviewersTable>;
export type PublishAttemptRow = Selectable<TranslationPublishAttemptsTable>;
export type CaptionUploadRow = Selectable<CaptionUploadsTable>;
export type PlanRow = Selectable<PlansTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type SandboxCheckoutRow = Selectable<SandboxCheckoutsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;

export type JobRunRow = Selectable<JobRunsTable>;
export type NewJobRun = Insertable<JobRunsTable>;
export type JobRunUpdate = Updateable<JobRunsTable>;
