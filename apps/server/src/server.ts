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
  // A connection lost while a request holds it (PostgreSQL restarting, pg_terminate_backend, a failover) errors on
  // its client, which the pool does not listen to while the client is checked out: unheard, that error ended the
  // process. Heard here, the request's query fails (a 5xx answer) and the pool discards the client on release.
  database.pool.on('connect', (client) =>
    client.on('error', (error) =>
      logger.warn({ err: error }, 'a database connection in use was lost; it will be replaced'),
    ),
  );
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
      // After Pacific midnight, when the Analytics API and the Reporting API have the day before yesterday.
      'ingest-analytics-all': '23 9 * * *',
      // Caption uploads the quota planner scheduled: today's go out as the day's quota allows.
      'send-planned-captions': '*/15 * * * *',
      // Packaging experiments' daily swaps: made within five minutes of their hour.
      'experiment-swaps': '*/5 * * * *',
    },
  });
  const services = createServices({ config, database, google, jobs, mediaTools: await findMediaTools() });
  if (registry) registerJobHandlers(registry, { db: database.db, services, retention: retentionRules() });
  await jobs.start();

  let shuttingDown = false;
  const app = await buildApp({
    config,
    logger,
    database,
    jobs,
    services,
    google,
    serveWeb: config.role !== 'worker',
    startedAt,
    shuttingDown: () => shuttingDown,
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
      const began = Date.now();
      shuttingDown = true; // readiness answers 503 from now on
      const timeoutMs = config.shutdownTimeoutMs;
      // Both at once, within the same deadline: the HTTP server stops accepting, closes event streams (clients
      // reconnect to another instance) and lets requests in flight finish; the job engine stops taking work
      // and running jobs stop at their next checkpoint, back on the queue for the next worker.
      await Promise.all([drainHttp(app, timeoutMs, logger), jobs.stop(timeoutMs)]);
      await google.sandbox?.close();
      await database.close();
      logger.info({ shutdownMs: Date.now() - began }, 'Vidcraft stopped');
    })());
  return { app, database, jobs, stop };
}

/** Closes the HTTP server; connections still busy after `timeoutMs` are cut so shutdown always ends. */
async function drainHttp(app: FastifyInstance, timeoutMs: number, logger: Logger): Promise<void> {
  const timer = setTimeout(() => {
    logger.warn({ timeoutMs }, 'requests still running at the shutdown deadline were cut');
    app.server.closeAllConnections();
  }, timeoutMs);
  // A kept-alive connection whose request finished after closing began would otherwise hold the server open.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
    clearInterval(sweep);
  }
}
