// The composition of the application's services from the database, configuration and Google setup. Built
// once per process by server.ts, and by tests with their own database and sandbox.
import type { GoogleMode } from '@vidcraft/contracts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { GoogleSetup } from './google-setup.ts';
import { SecretBox } from './integrations/crypto/secret-box.ts';
import { loadSecretKeys } from './integrations/crypto/secret-keys.ts';
import { GoogleOAuthClient } from './integrations/google/google-oauth.client.ts';
import { QuotaLedgerRepo } from './integrations/google/quota-ledger.repo.ts';
import { QuotaLedger } from './integrations/google/quota-ledger.ts';
import { YoutubeClient, type RetryOptions } from './integrations/google/youtube.client.ts';
import { AccountService } from './modules/auth/account.service.ts';
import { createSessionCache } from './modules/auth/create-session-cache.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { NativeCodesRepo } from './modules/auth/native-codes.repo.ts';
import { OAuthFlowService } from './modules/auth/oauth-flow.service.ts';
import { OAuthStatesRepo } from './modules/auth/oauth-states.repo.ts';
import { SessionService } from './modules/auth/session.service.ts';
import { SessionsRepo } from './modules/auth/sessions.repo.ts';
import { UsersRepo } from './modules/auth/users.repo.ts';
import { ConnectionTokens } from './modules/channels/connection-tokens.service.ts';
import { ConnectionsRepo } from './modules/channels/connections.repo.ts';
import { ConnectionsService } from './modules/channels/connections.service.ts';
import { SettingsRepo } from './modules/system/settings.repo.ts';
import { SettingsService } from './modules/system/settings.service.ts';
import { SyncService } from './modules/sync/sync.service.ts';
import { CaptionsRepo } from './modules/videos/captions.repo.ts';
import { CaptionsService } from './modules/videos/captions.service.ts';
import { CaptionWritesRepo } from './modules/videos/caption-writes.repo.ts';
import { CaptionWritesService } from './modules/videos/caption-writes.service.ts';
import { VideosRepo } from './modules/videos/videos.repo.ts';
import { DailyMetricsRepo } from './modules/analytics/daily-metrics.repo.ts';
import { AnalyticsRepo } from './modules/analytics/analytics.repo.ts';
import { AnalyticsService } from './modules/analytics/analytics.service.ts';
import { YoutubeAnalyticsClient } from './integrations/google/youtube-analytics.client.ts';
import { YoutubeReportingClient } from './integrations/google/youtube-reporting.client.ts';
import { VideosService } from './modules/videos/videos.service.ts';
import type { JobEngine } from './jobs/job-engine.ts';
import { createLanguageModel, providerLabel } from './integrations/ai/language-model.ts';
import { BasicSuggester } from './integrations/ai/basic-suggester.ts';
import { createComputePool } from './integrations/compute/compute-pool.ts';
import { LlmSuggester } from './integrations/ai/llm-suggester.ts';
import { Suggesters } from './integrations/ai/suggester.ts';
import { ChannelAuditService } from './modules/optimization/channel-audit.service.ts';
import { OptimizationService } from './modules/optimization/optimization.service.ts';
import { PublishHistoryService } from './modules/optimization/publish-history.service.ts';
import { PublishService } from './modules/optimization/publish.service.ts';
import { PublishesRepo } from './modules/optimization/publishes.repo.ts';
import { SuggestionsRepo } from './modules/optimization/suggestions.repo.ts';
import { UsageEventsRepo } from './modules/usage/usage-events.repo.ts';
import { UsageService } from './modules/usage/usage.service.ts';
import { createFileStore } from './integrations/storage/create-file-store.ts';
import { ThumbnailUploadsRepo } from './modules/thumbnails/thumbnail-uploads.repo.ts';
import { ThumbnailUploadService } from './modules/thumbnails/thumbnail-upload.service.ts';
import { ThumbnailImagesRepo } from './modules/thumbnails/thumbnail-images.repo.ts';
import { ThumbnailStudioService } from './modules/thumbnails/thumbnail-studio.service.ts';
import { createBackgroundEngine } from './integrations/image-models/create-background-engine.ts';
import { createTranslationEngines } from './integrations/translation/create-translation-engines.ts';
import { createTranslationServices } from './modules/translation/create-translation-services.ts';
import { AuditLogRepo } from './modules/admin/audit-log.repo.ts';
import { createOpsServices } from './modules/admin/ops-services.ts';
import { createAdminUserServices } from './modules/admin/admin-users-services.ts';
import { jobCatalogue } from './jobs/job-catalogue.ts';
import { createBilling } from './modules/plans/create-billing.ts';
import { PlansRepo } from './modules/plans/plans.repo.ts';
import { PlansService } from './modules/plans/plans.service.ts';
import { SubscriptionService } from './modules/plans/subscription.service.ts';
import { SubscriptionsRepo } from './modules/plans/subscriptions.repo.ts';
import { UsageCreditsRepo } from './modules/usage/usage-credits.repo.ts';
import { createUploadServices } from './modules/uploads/create-upload-services.ts';
import { createAchievementServices } from './modules/achievements/create-achievement-services.ts';
import type { MediaToolsStatus } from './modules/uploads/media/media-tools.ts';
import { ExperimentsRepo } from './modules/experiments/experiments.repo.ts';
import { ExperimentsService } from './modules/experiments/experiments.service.ts';

export type Services = ReturnType<typeof createServices>;

export function createServices(deps: {
  config: Config;
  database: DatabaseHandle;
  google: GoogleSetup;
  jobs: JobEngine;
  youtubeRetry?: RetryOptions;
  /** ffmpeg and ffprobe as found at start (`findMediaTools`): the upload tool needs them. */
  mediaTools: MediaToolsStatus;
  /** The clock of everything that acts by quota day (tests move it; the app uses the real one). */
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { config, database, google } = deps;
  const db = database.db;
  const box = new SecretBox(
    loadSecretKeys({
      secretKey: config.auth.secretKey,
      secretKeyFile: config.auth.secretKeyFile,
      previous: config.auth.previousSecretKeys,
      dataDir: config.dataDir,
      environment: config.environment,
    }),
  );
  const oauth = new GoogleOAuthClient(google.endpoints, google.credentials);
  const settingsRepo = new SettingsRepo(db);
  const settingDefaults = {
    'youtube.dailyBudget': config.youtube.dailyQuota,
    'youtube.userShare': config.youtube.userShare,
  };
  const settings = new SettingsService(settingsRepo, settingDefaults);
  const ledger = new QuotaLedger(new QuotaLedgerRepo(db), {
    settings: async () => {
      const all = await settings.all();
      return { dailyBudget: all['youtube.dailyBudget'], userShare: all['youtube.userShare'] };
    },
    costProfile: config.youtube.costProfile,
    now,
  });
  const youtube = new YoutubeClient(google.endpoints, ledger, deps.youtubeRetry);
  const users = new UsersRepo(db);
  const auditLog = new AuditLogRepo(db);
  const plans = new PlansService({
    plans: new PlansRepo(db),
    audit: auditLog,
    settings: settingsRepo,
    usage: config.usage,
  });
  const subscriptions = new SubscriptionService({
    subscriptions: new SubscriptionsRepo(db),
    plans,
    users,
    now,
  });
  const sessionsRepo = new SessionsRepo(db);
  const { sessionCache, sessionChanges } = createSessionCache(database);
  const sessions = new SessionService(
    sessionsRepo,
    { idleDays: config.auth.sessionIdleDays, maxDays: config.auth.sessionMaxDays },
    sessionCache,
  );
  const oauthStates = new OAuthStatesRepo(db);
  const nativeCodes = new NativeCodesRepo(db);
  const flows = new OAuthFlowService({ states: oauthStates, oauth, box });
  const auth = new AuthService({
    flows,
    oauth,
    users,
    sessions,
    nativeCodes,
    box,
    startTrial: (userId) => subscriptions.startTrial(userId),
    settings: {
      publicUrl: config.publicUrl,
      adminEmails: config.auth.adminEmails,
      nativeAppScheme: config.auth.nativeAppScheme,
    },
  });
  const connectionsRepo = new ConnectionsRepo(db);
  const tokens = new ConnectionTokens({ repo: connectionsRepo, oauth, box });
  const videosRepo = new VideosRepo(db);
  const dailyMetrics = new DailyMetricsRepo(db);
  const sync = new SyncService({ jobs: deps.jobs, connections: connectionsRepo, videos: videosRepo });
  const connections = new ConnectionsService({
    repo: connectionsRepo,
    tokens,
    flows,
    oauth,
    youtube,
    box,
    publicUrl: config.publicUrl,
    nativeAppScheme: config.auth.nativeAppScheme,
    // A newly connected channel is mirrored right away, so the dashboard has it on the first visit.
    onConnected: async (userId, connectionId) => {
      await sync.start(userId, connectionId, 'full');
    },
    onAnalyticsGranted: async (userId, connectionId) => {
      await analytics.startIngest(userId, connectionId);
    },
    channelLimit: (userId) => usage.channelLimit(userId),
  });
  const videos = new VideosService({ videos: videosRepo, connections: connectionsRepo, tokens, youtube });
  const analyticsRepo = new AnalyticsRepo(db);
  const analytics = new AnalyticsService({
    repo: analyticsRepo,
    metrics: dailyMetrics,
    videos: videosRepo,
    jobs: deps.jobs,
    connectionFor: (userId, connectionId) => sync.connectionFor(userId, connectionId),
    now,
  });
  const youtubeAnalytics = new YoutubeAnalyticsClient(google.endpoints, youtube);
  const youtubeReporting = new YoutubeReportingClient(google.endpoints, youtube);
  const captionsRepo = new CaptionsRepo(db);
  const captions = new CaptionsService({ captions: captionsRepo, tokens, youtube, ledger });
  const captionWrites = new CaptionWritesService({
    videos,
    captions,
    captionsRepo,
    writes: new CaptionWritesRepo(db),
    tokens,
    youtube,
  });
  const files = createFileStore(config.fileStore, config.dataDir);
  const account = new AccountService({
    users,
    connections,
    auth,
    files,
    // The upload services are made below; deletion only runs later, on request.
    removeUploadedFiles: async (userId) => {
      await uploads.uploadStore.removeOwnedBy(userId);
    },
  });
  const llm = config.ai
    ? new LlmSuggester(createLanguageModel(config.ai), config.ai, {
        provider: providerLabel(config.ai).split(' · ')[0]!,
        model: config.ai.model,
      })
    : null;
  // CPU-bound work runs on worker threads; app.ts closes the pool when the app closes.
  const compute = createComputePool(config.computeThreads);
  const basic = new BasicSuggester(compute);
  const suggesters = new Suggesters(llm ? [basic, llm] : [basic]);
  const suggestionsRepo = new SuggestionsRepo(db);
  const publishesRepo = new PublishesRepo(db);
  const usage = new UsageService({
    events: new UsageEventsRepo(db),
    credits: new UsageCreditsRepo(db),
    currentPlan: (userId) => subscriptions.current(userId),
    db,
    llm: config.ai
      ? { label: providerLabel(config.ai), provider: llm!.label.provider, model: config.ai.model }
      : null,
  });
  const { billing, sandboxBilling } = createBilling({
    config,
    db,
    plans,
    subscriptions,
    usage,
    users,
    connections: connectionsRepo,
    now,
  });
  const optimization = new OptimizationService({
    db,
    jobs: deps.jobs,
    videos,
    videosRepo,
    suggestions: suggestionsRepo,
    usage,
    llmAvailable: suggesters.has('llm'),
  });
  const publishHistory = new PublishHistoryService({ publishes: publishesRepo, videos, sync });
  const publishing = new PublishService({
    videos,
    videosRepo,
    publishes: publishesRepo,
    suggestions: suggestionsRepo,
    tokens,
    youtube,
  });
  const audit = new ChannelAuditService(videosRepo, compute);
  const imageOrigins = thumbnailImageOrigins(
    config.google.mode,
    google.endpoints.youtubeApiUrl,
    config.publicUrl,
  );
  const thumbnails = new ThumbnailUploadService({
    videos,
    videosRepo,
    uploads: new ThumbnailUploadsRepo(db),
    files,
    tokens,
    youtube,
    usage,
    imageOrigins,
  });
  const studio = new ThumbnailStudioService({
    videos,
    images: new ThumbnailImagesRepo(db),
    files,
    compute,
    usage,
    ledger,
    imageModel: createBackgroundEngine(config.images),
    imageOrigins,
  });
  const translationEngines = createTranslationEngines(config);
  const translation = createTranslationServices({
    db,
    jobs: deps.jobs,
    videos,
    captions,
    captionsRepo,
    tokens,
    youtube,
    ledger,
    settings,
    usage,
    publishing,
    engines: translationEngines,
    users,
    connections: connectionsRepo,
    publicUrl: config.publicUrl,
    liveGoogle: config.google.mode === 'live',
    now,
  });
  const ops = createOpsServices({
    db,
    audit: auditLog,
    jobs: { kinds: () => Object.keys(jobCatalogue), dispatch: (run) => deps.jobs.dispatch(run) },
    ledger,
    settings,
    settingDefaults,
    now,
  });
  const adminUsers = createAdminUserServices({
    db,
    audit: auditLog,
    plans,
    subscriptions,
    usage,
    quotaStatus: (userId) => billing.quotaStatus(userId),
    deleteAccount: (userId) => account.deleteAccount(userId),
    forgetUserSessions: (userId) => sessions.forgetUser(userId),
  });
  const uploads = createUploadServices({
    config,
    db,
    files,
    jobs: deps.jobs,
    usage,
    connections: connectionsRepo,
    mediaTools: deps.mediaTools,
    keepBackground: (userId, bytes) => studio.uploadBackground(userId, bytes),
  });
  const achievements = createAchievementServices({ db, dailyMetrics, now });
  const experimentsRepo = new ExperimentsRepo(db);
  const experiments = new ExperimentsService({
    experiments: experimentsRepo,
    videos,
    videosRepo,
    dailyMetrics,
    thumbnails: new ThumbnailImagesRepo(db),
    files,
    tokens,
    youtube,
    ledger,
    jobs: deps.jobs,
    imageOrigins,
    now,
  });
  return {
    now,
    sessionChanges,
    experimentsRepo,
    experiments,
    achievements,
    ...uploads,
    auditLog,
    adminUsers,
    ops,
    plans,
    subscriptions,
    billing,
    sandboxBilling,
    ...translation,
    translationEngines,
    settings,
    box,
    oauth,
    ledger,
    youtube,
    users,
    sessions,
    sessionsRepo,
    oauthStates,
    nativeCodes,
    auth,
    tokens,
    connections,
    connectionsRepo,
    account,
    videosRepo,
    dailyMetrics,
    analyticsRepo,
    analytics,
    youtubeAnalytics,
    youtubeReporting,
    videos,
    captionsRepo,
    captions,
    captionWrites,
    sync,
    suggesters,
    suggestionsRepo,
    publishesRepo,
    usage,
    optimization,
    publishing,
    publishHistory,
    audit,
    compute,
    files,
    thumbnails,
    studio,
  };
}

/**
 * Where the current thumbnail of a video may be downloaded from before it is replaced: YouTube's image hosts,
 * or in sandbox mode the sandbox (reached directly or through the public URL it is mounted under).
 */
function thumbnailImageOrigins(mode: GoogleMode, youtubeApiUrl: string, publicUrl: string): string[] {
  if (mode === 'live') return ['https://i.ytimg.com', 'https://i9.ytimg.com'];
  return [...new Set([new URL(youtubeApiUrl).origin, new URL(publicUrl).origin])];
}
