// buildApp: the whole HTTP application, assembled from explicit dependencies. main.ts calls it for the real
// server; tests call it with a test database and inject requests.
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { AppConfig } from '@vidcraft/contracts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { JobEngine } from './jobs/job-engine.ts';
import { registerJobRoutes } from './jobs/jobs.routes.ts';
import { registerActor, type ActorResolver } from './http/actor.ts';
import { multipartBodySchema } from './http/contract-route.ts';
import { registerCsrfGuard } from './http/csrf.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { sessionActorResolver } from './http/session-actor.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebStatic } from './http/web-static.ts';
import { registerConditionalGet } from './http/conditional-get.ts';
import type { GoogleSetup } from './google-setup.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerUserRoutes } from './modules/auth/user.routes.ts';
import { registerConnectionRoutes } from './modules/channels/connections.routes.ts';
import { registerSyncRoutes } from './modules/sync/sync.routes.ts';
import { registerOptimizationRoutes } from './modules/optimization/optimization.routes.ts';
import { registerVideoRoutes } from './modules/videos/videos.routes.ts';
import { registerCaptionWriteRoutes } from './modules/videos/caption-writes.routes.ts';
import { registerThumbnailRoutes } from './modules/thumbnails/thumbnails.routes.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerExperimentRoutes } from './modules/experiments/experiments.routes.ts';
import { registerAchievementRoutes } from './modules/achievements/achievements.routes.ts';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { registerTranslationRoutes } from './modules/translation/translation.routes.ts';
import { registerPlanRoutes } from './modules/plans/plans.routes.ts';
import { registerOpsRoutes } from './modules/admin/ops-admin.routes.ts';
import { registerAdminUserRoutes } from './modules/admin/admin-users.routes.ts';
import { HealthService } from './modules/system/health.service.ts';
import type { Services } from './services.ts';
import { registerSystemRoutes } from './modules/system/system.routes.ts';
import { registerHealthRoutes } from './modules/system/health.routes.ts';
import { registerMetricsRoute, registerRequestMetrics } from './metrics/metrics.routes.ts';
import { StatusQueuesRepo } from './modules/status/status-queues.repo.ts';
import { registerAppLinkRoutes } from './modules/native-app/app-links.routes.ts';
import { registerStatusRoutes } from './modules/status/status.routes.ts';
import { configuredEngines, createStatusServices } from './modules/status/status-services.ts';
import { jobCatalogue } from './jobs/job-catalogue.ts';
import { loadVersionInfo } from './modules/system/version-info.ts';

export interface AppDeps {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  jobs: JobEngine;
  services: Services;
  google: GoogleSetup;
  /** Who is signed in; the session resolver unless a test brings its own. */
  resolveActor?: ActorResolver;
  /** Serve the built web app (false for worker-only processes). */
  serveWeb?: boolean;
  startedAt?: number;
  /** True once the process began shutting down (readiness then answers 503). */
  shuttingDown?: () => boolean;
}

export function appConfigFor(config: Config): AppConfig {
  const { apiEnvironments, mobileApiUrl } = config.clients;
  const links = Object.fromEntries(Object.entries(config.links).filter(([, value]) => value !== undefined));
  return {
    environment: config.environment,
    apiBaseUrl: config.publicUrl,
    mobileApiBaseUrl: mobileApiUrl,
    apiEnvironments,
    mobileApiEnvironments: { ...apiEnvironments, production: mobileApiUrl },
    links,
    ...(config.analyticsScriptUrl ? { analyticsScriptUrl: config.analyticsScriptUrl } : {}),
    ...(config.rating ? { rating: config.rating } : {}),
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // While shutting down, each answer ends its connection: the client's next request goes to another instance.
    if (deps.shuttingDown?.()) reply.header('connection', 'close');
  });

  if (config.metrics.enabled) registerRequestMetrics(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    nativeAppScheme: config.auth.nativeAppScheme,
    analyticsScriptUrl: config.analyticsScriptUrl,
  });
  // Before compression: the tag is of the JSON itself, and a 304 is never compressed.
  registerConditionalGet(app);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vidcraft API',
        version: '1',
        description:
          'Generated from the schemas in packages/contracts. Errors are { error, message, details? }.',
      },
      servers: [{ url: config.publicUrl }],
    },
    // The mounted Google sandbox is a development stand-in, not part of the product's API.
    transform: (input) => {
      if (input.url.startsWith('/sandbox')) return { schema: { hide: true }, url: input.url };
      const out = jsonSchemaTransform(input);
      const form = input.route.config?.multipart;
      return form ? { ...out, schema: { ...out.schema, body: multipartBodySchema(form) } } : out;
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const cookies = { secure: config.auth.secureCookies };
  await app.register(cookie);
  // Multipart bodies are read by the routes whose contract declares one (contract-route.ts), with their limits.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 16, parts: 24 } });
  registerActor(app, deps.resolveActor ?? sessionActorResolver(deps.services.sessions, cookies));
  registerCsrfGuard(app, { publicUrl: config.publicUrl, cookies });
  const limits = config.rateLimits.enabled
    ? await registerRateLimits(app, { redisUrl: config.redisUrl })
    : null;
  if (limits) app.addHook('onClose', () => limits.close());
  if (deps.google.sandbox) await app.register(deps.google.sandbox.plugin, { prefix: '/sandbox' });
  const version = loadVersionInfo(config.web.distDir, config.repoRoot, config.environment);
  registerHealthRoutes(
    app,
    new HealthService({
      db: deps.database.db,
      databaseKind: deps.database.kind,
      ...(deps.database.ping ? { pingDatabase: deps.database.ping } : {}),
      jobs: deps.jobs,
      startedAt: deps.startedAt ?? Date.now(),
      mediaTools: deps.services.mediaTools,
      role: config.role,
      ...(limits ? { checkRedis: () => limits.checkRedis() } : {}),
      shuttingDown: () => deps.shuttingDown?.() ?? false,
    }),
  );
  registerSystemRoutes(app, { version, appConfig: appConfigFor(config) });
  if (config.metrics.enabled) {
    registerMetricsRoute(app, {
      token: config.metrics.token,
      queues: Object.keys(jobCatalogue),
      figures: {
        queues: async () => {
          const now = new Date();
          const rows = await new StatusQueuesRepo(deps.database.db).byKind(now, now);
          return rows.map((row) => ({
            queue: row.kind,
            waiting: row.waiting,
            lagSeconds: row.oldestDueAt ? Math.max(0, (now.getTime() - row.oldestDueAt.getTime()) / 1000) : 0,
          }));
        },
        quotaToday: async () => {
          const quota = await deps.services.ops.quota.overview(1);
          const usedUnits = quota.days.at(-1)?.units ?? 0;
          return { usedUnits, dailyBudget: quota.dailyBudget, exhausted: quota.exhaustedToday };
        },
      },
    });
  }
  registerAppLinkRoutes(app, config.auth.nativeApp);
  registerJobRoutes(app, { jobs: deps.jobs });
  const { services } = deps;
  // The compute threads stop with the app; a job still draining afterwards runs its task inline.
  app.addHook('onClose', async () => {
    await services.compute.close();
    await services.sessionChanges?.close();
  });
  registerAuthRoutes(app, {
    auth: services.auth,
    cookies,
    sessionMaxAgeSeconds: config.auth.sessionMaxDays * 24 * 3600,
    clientId: deps.google.credentials.clientId,
    googleMode: config.google.mode,
  });
  registerUserRoutes(app, { account: services.account, cookies });
  registerConnectionRoutes(app, {
    connections: services.connections,
    quotaSummary: (userId) => services.ledger.summary(userId),
    cookies,
    lastSyncAt: async (connectionId) =>
      (await services.connectionsRepo.findById(connectionId))?.last_synced_at ?? null,
  });
  registerSyncRoutes(app, { sync: services.sync, videos: services.videos });
  registerVideoRoutes(app, { videos: services.videos, captions: services.captions, sync: services.sync });
  registerCaptionWriteRoutes(app, { captionWrites: services.captionWrites });
  registerOptimizationRoutes(app, {
    optimization: services.optimization,
    publishing: services.publishing,
    history: services.publishHistory,
    usage: services.usage,
    audit: services.audit,
    sync: services.sync,
  });
  registerThumbnailRoutes(app, { studio: services.studio, uploads: services.thumbnails });
  registerUploadRoutes(app, { uploads: services.videoUploads, store: services.uploadStore });
  registerExperimentRoutes(app, { experiments: services.experiments });
  registerAchievementRoutes(app, { achievements: services.achievements });
  registerAnalyticsRoutes(app, { analytics: services.analytics });
  registerTranslationRoutes(app, {
    translation: services.translation,
    review: services.translationReview,
    reviewers: services.reviewers,
    publishing: services.translationPublishing,
    glossary: services.glossary,
    captionAnalysis: services.captionAnalysis,
  });

  registerPlanRoutes(app, {
    plans: services.plans,
    billing: services.billing,
    sandboxBilling: services.sandboxBilling,
  });
  registerOpsRoutes(app, services.ops);
  registerAdminUserRoutes(app, services.adminUsers);
  registerStatusRoutes(
    app,
    createStatusServices({
      db: deps.database.db,
      audit: services.auditLog,
      jobs: {
        get isRunning() {
          return deps.jobs.isRunning;
        },
        get runsWorkers() {
          return deps.jobs.runsWorkers;
        },
        kinds: () => Object.keys(jobCatalogue),
      },
      quotaToday: async () => {
        const quota = await services.ops.quota.overview(1);
        const used = quota.days.at(-1)?.units ?? 0;
        const { today: day, resetsAt, dailyBudget: dailyLimit, exhaustedToday: exhausted } = quota;
        return { day, resetsAt, used, dailyLimit, exhausted };
      },
      engines: configuredEngines(config),
      version: version.version,
      now: services.now,
    }),
  );

  if (deps.serveWeb !== false)
    await registerWebStatic(app, {
      distDir: config.web.distDir,
      publicUrl: config.publicUrl,
      rating: config.rating,
      googleMode: config.google.mode,
    });
  return app;
}
