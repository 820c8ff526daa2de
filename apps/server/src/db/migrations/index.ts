// Every migration, in order. Listed explicitly so nothing depends on directory scanning or import order.
import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_job_runs.ts';
import * as m0002 from './0002_users_sessions_connections.ts';
import * as m0003 from './0003_videos_sync_settings.ts';
import * as m0004 from './0004_optimization.ts';
import * as m0005 from './0005_suggestion_notes.ts';
import * as m0006 from './0006_publish_claims.ts';
import * as m0007 from './0007_oauth_state_client.ts';
import * as m0008 from './0008_thumbnail_uploads.ts';
import * as m0009 from './0009_thumbnail_studio.ts';
import * as m0010 from './0010_translation.ts';
import * as m0011 from './0011_plans_billing_admin.ts';
import * as m0012 from './0012_billing_customers.ts';
import * as m0013 from './0013_usage_credit_keys.ts';
import * as m0014 from './0014_video_uploads.ts';
import * as m0015 from './0015_analytics.ts';
import * as m0016 from './0016_experiments.ts';
import * as m0017 from './0017_achievements.ts';
import * as m0018 from './0018_caption_writes.ts';
import * as m0019 from './0019_incidents.ts';
import * as m0020 from './0020_video_list_keysets.ts';

export const migrations: Record<string, Migration> = {
  '0001_job_runs': m0001,
  '0002_users_sessions_connections': m0002,
  '0003_videos_sync_settings': m0003,
  '0004_optimization': m0004,
  '0005_suggestion_notes': m0005,
  '0006_publish_claims': m0006,
  '0007_oauth_state_client': m0007,
  '0008_thumbnail_uploads': m0008,
  '0009_thumbnail_studio': m0009,
  '0010_translation': m0010,
  '0011_plans_billing_admin': m0011,
  '0012_billing_customers': m0012,
  '0013_usage_credit_keys': m0013,
  '0014_video_uploads': m0014,
  '0015_analytics': m0015,
  '0016_experiments': m0016,
  '0017_achievements': m0017,
  '0018_caption_writes': m0018,
  '0019_incidents': m0019,
  '0020_video_list_keysets': m0020,
};
