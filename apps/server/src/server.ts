// Wires the real process together: config → database → migrations → Google → services → jobs → HTTP.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { setupGoogle } from './google-setup.ts';
import { registerJobHandlers } from './job-handlers.ts';
import { JobEngine } from './jobs/job-engine.ts';
import { finishedJobRunsRetention } from './jobs/job-retention.ts';
import { JobRegistry } from './jobs/job-registry.ts';
import { authRetentionRules } from './modules/auth/auth-retention.ts';
import { RetentionRegistry } from './modules/system/retention-registry.ts';
import { youtubeDataRetentionRules } from './modules/videos/youtube-data-retention.ts';
import { usageRetentionRules } from './modules/usage/usage-retention.ts';
import { createServices } from './services.ts';
import { findMediaTools } from './modules/uploads/media/media-tools.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  jobs: JobEngine;
  stop(): Promise<void>;
}

export function retentionRules(): RetentionRegistry {
  const registry = new RetentionRegistry().add(finishedJobRunsRetention);
  for (const rule of [...authRetentionRules, ...youtubeDataRetentionRules, ...usageRetentionRules])
    registry.add(rule);
  return registry;
}

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const startedAt = Date.now();
  const database = await openDatabase(config.database, {
    onPoolError: (error) =>
      logger.warn({ err: error }, 'an idle database connection was lost; it will be replaced'),
  });
  const applied = await migrateToLatest(database.db);
  if (applied.length) logger.info({ migrations: applied }, 'database migrated');

  const google = await setupGoogle(config);
  // Handlers are registered once the services exist; the engine checks them when it starts.
  const registry = config.jobs.runWorkers ? new JobRegistry() : null;
  const jobs = new JobEngine({
    database,
    logger,
    registry,
    concurrency: config.jobs.concurrency,
    schedules: {
      housekeeping: config.jobs.housekeepingCron,
      'refresh-stale-channels': '41 3 * * *',
      // Caption uploads the quota planner scheduled: today's go out as the day's quota allows.
      'send-planned-captions': '*/15 * * * *',
    },
  });
  const services = createServices({ config, database, google, jobs, mediaTools: await findMediaTools() });
  if (registry) registerJobHandlers(registry, { db: database.db, services, retention: retentionRules() });
  await jobs.start();

  const app = await buildApp({
    config,
    logger,
    database,
    jobs,
    services,
    google,
    serveWeb: config.role !== 'worker',
    startedAt,
  });
  await app.listen({ port: config.port, host: config.host });
  logger.info(
    {
      url: config.publicUrl,
      role: config.role,
      database: database.kind,
      startupMs: Date.now() - startedAt,
      // A generated token exists nowhere else; remote callers of /sandbox/control need it.
      ...(google.sandboxControl?.generated ? { sandboxControlToken: google.sandboxControl.token } : {}),
    },
    'Vidcraft is ready',
  );

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await app.close(); // stops accepting, waits for in-flight requests
      await jobs.stop(config.shutdownTimeoutMs); // running jobs reach a checkpoint
      await google.sandbox?.close();
      await database.close();
    })());
  return { app, database, jobs, stop };
}
