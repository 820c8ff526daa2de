// Which module handles which job kind. The worker's start-up check (JobRegistry.verify) refuses to run unless
// every kind in the catalogue has exactly one handler here.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema.ts';
import type { JobRegistry } from './jobs/job-registry.ts';
import { createRefreshStaleChannelsHandler } from './modules/sync/refresh-stale-channels.job.ts';
import { createSyncChannelHandler } from './modules/sync/sync-channel.job.ts';
import { createIngestAnalyticsHandler } from './modules/analytics/ingest-analytics.job.ts';
import { createIngestAnalyticsAllHandler } from './modules/analytics/ingest-analytics-all.job.ts';
import { createOptimizeVideoHandler } from './modules/optimization/optimize-video.job.ts';
import { createHousekeepingHandler } from './modules/system/housekeeping.job.ts';
import type { RetentionRegistry } from './modules/system/retention-registry.ts';
import { createSendPlannedCaptionsHandler } from './modules/translation/send-planned-captions.job.ts';
import { createTranslateVideoHandler } from './modules/translation/translate-video.job.ts';
import type { Services } from './services.ts';
import { createAnalyzeUploadHandler } from './modules/uploads/analyze-upload.job.ts';
import { createPublishUploadHandler } from './modules/uploads/publish-upload.job.ts';
import { createExperimentSwapsHandler } from './modules/experiments/experiment-swaps.job.ts';

export function registerJobHandlers(
  registry: JobRegistry,
  deps: { db: Kysely<Database>; services: Services; retention: RetentionRegistry },
): JobRegistry {
  const { services } = deps;
  return registry
    .handle(
      'experiment-swaps',
      createExperimentSwapsHandler({
        experiments: services.experimentsRepo,
        videos: services.videosRepo,
        connections: services.connectionsRepo,
        tokens: services.tokens,
        youtube: services.youtube,
        files: services.files,
        now: services.now,
      }),
    )
    .handle(
      'housekeeping',
      createHousekeepingHandler({
        db: deps.db,
        retention: deps.retention,
        reconcilePublishes: () => services.publishing.reconcileAbandoned(),
        purgeUploads: () => services.videoUploads.purgeExpired(),
      }),
    )
    .handle(
      'channel-sync',
      createSyncChannelHandler({
        connections: services.connectionsRepo,
        tokens: services.tokens,
        youtube: services.youtube,
        videos: services.videosRepo,
        ledger: services.ledger,
      }),
    )
    .handle(
      'ingest-analytics',
      createIngestAnalyticsHandler({
        connections: services.connectionsRepo,
        tokens: services.tokens,
        analytics: services.youtubeAnalytics,
        reporting: services.youtubeReporting,
        repo: services.analyticsRepo,
        metrics: services.dailyMetrics,
        now: services.now,
      }),
    )
    .handle(
      'ingest-analytics-all',
      createIngestAnalyticsAllHandler({ repo: services.analyticsRepo, analytics: services.analytics }),
    )
    .handle(
      'refresh-stale-channels',
      createRefreshStaleChannelsHandler({
        connections: services.connectionsRepo,
        sync: services.sync,
      }),
    )
    .handle(
      'optimize-video',
      createOptimizeVideoHandler({
        videos: services.videosRepo,
        users: services.users,
        connections: services.connectionsRepo,
        captions: services.captions,
        suggestions: services.suggestionsRepo,
        suggesters: services.suggesters,
      }),
    )
    .handle(
      'translate-video',
      createTranslateVideoHandler({
        translations: services.translations,
        videos: services.videosRepo,
        connections: services.connectionsRepo,
        users: services.users,
        captions: services.captions,
        glossary: services.glossary,
        engines: services.translationEngines,
        usage: services.usage,
      }),
    )
    .handle(
      'analyze-upload',
      createAnalyzeUploadHandler({
        uploads: services.videoUploadsRepo,
        store: services.uploadStore,
        files: services.files,
        mediaTools: services.mediaTools,
        transcriber: services.transcriber,
        suggesters: services.suggesters,
        users: services.users,
        connections: services.connectionsRepo,
        usage: services.usage,
        engine: services.suggesters.has('llm') ? 'llm' : 'builtin',
      }),
    )
    .handle(
      'publish-upload',
      createPublishUploadHandler({
        uploads: services.videoUploadsRepo,
        store: services.uploadStore,
        files: services.files,
        thumbnails: services.thumbnailImagesRepo,
        connections: services.connectionsRepo,
        tokens: services.tokens,
        youtube: services.youtube,
      }),
    )
    .handle(
      'send-planned-captions',
      createSendPlannedCaptionsHandler({
        attempts: services.translationAttempts,
        translations: services.translations,
        videos: services.videosRepo,
        connections: services.connectionsRepo,
        captionsRepo: services.captionsRepo,
        tokens: services.tokens,
        youtube: services.youtube,
        now: services.now,
      }),
    );
}
