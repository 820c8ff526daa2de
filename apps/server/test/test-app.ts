// The real HTTP app on a fresh test database, with a job engine, for integration tests. By default a request
// acts as the user named in the `x-test-user-id` header (tests of the HTTP layer only need "who is asking");
// `realSessions` uses the real session cookies and bearer tokens. With `sandbox`, a Google sandbox runs on
// its own loopback port and the app talks to it exactly as it would to Google.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import { startSandboxServer, type SandboxServer } from '@vidcraft/google-sandbox';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { redirectUris, setupGoogle, type GoogleSetup } from '../src/google-setup.ts';
import type { ActorResolver } from '../src/http/actor.ts';
import { sandboxEndpoints } from '../src/integrations/google/google-endpoints.ts';
import type { JobCatalogue } from '../src/jobs/job-catalogue.ts';
import { JobEngine } from '../src/jobs/job-engine.ts';
import { JobRegistry } from '../src/jobs/job-registry.ts';
import { registerJobHandlers } from '../src/job-handlers.ts';
import { retentionRules } from '../src/server.ts';
import { createServices, type Services } from '../src/services.ts';
import { createTestDatabase } from './test-database.ts';
import { findMediaTools } from '../src/modules/uploads/media/media-tools.ts';

/** The public URL test apps pretend to live at; the app never calls itself, so nothing listens there. */
export const TEST_PUBLIC_URL = 'http://vidcraft.test';

export const testActor: ActorResolver = async (request) => {
  const id = request.headers['x-test-user-id'];
  return typeof id === 'string' ? { userId: id, isAdmin: false, sessionId: null, via: 'test' } : null;
};

export interface TestApp<C extends JobCatalogue> {
  app: FastifyInstance;
  database: DatabaseHandle;
  jobs: JobEngine<C>;
  config: Config;
  services: Services;
  /** The Google sandbox the app talks to (its own loopback server), when the test asked for one. */
  sandbox: SandboxServer | null;
  google: GoogleSetup;
  close(): Promise<void>;
}

export interface TestAppOptions<C extends JobCatalogue> {
  env?: Record<string, string>;
  /** The services' clock (default: real time), for suites that move time along with the sandbox's. */
  now?: () => Date;
  catalogue?: C;
  /** Job handlers this app runs: the application's own (`'app'`), or a test's. None: jobs only queue. */
  handlers?:
    'app' | ((registry: JobRegistry<C>, context: { database: DatabaseHandle; services: Services }) => void);
  schedules?: Partial<Record<keyof C & string, string>>;
  /** Start a Google sandbox for this app (sign-in, channels). Without it, Google is unreachable. */
  sandbox?: boolean;
  /** Use the session resolver (real cookies and bearer tokens) instead of the x-test-user-id header. */
  realSessions?: boolean;
  /** Mount the sandbox inside the app at /sandbox, as the default deployment does (setupGoogle). */
  mountedSandbox?: boolean;
  /** The app's logger (silent unless given). */
  logger?: Logger;
}

async function googleFor(sandbox: SandboxServer | null, config: Config): Promise<GoogleSetup> {
  if (!sandbox) {
    return {
      endpoints: sandboxEndpoints('http://127.0.0.1:9/sandbox'),
      credentials: {
        clientId: '000000000000-unreachable.apps.googleusercontent.com',
        clientSecret: 'unreachable',
      },
      sandbox: null,
    };
  }
  const client = sandbox.sandbox.control.registerClient({
    ...sandbox.sandbox.defaultClient,
    redirectUris: redirectUris(config.publicUrl),
  });
  return {
    endpoints: sandboxEndpoints(sandbox.url),
    credentials: { clientId: client.clientId, clientSecret: client.clientSecret },
    sandbox: null,
  };
}

export async function createTestApp<C extends JobCatalogue>(
  options: TestAppOptions<C> = {},
): Promise<TestApp<C>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Suites sign in and call the same route many times from one address; the rate-limit suite turns them on.
    RATE_LIMITS: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'dist'),
    PUBLIC_URL: TEST_PUBLIC_URL,
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: 'silent' });
  const sandbox = options.sandbox ? await startSandboxServer({ port: 0, host: '127.0.0.1' }) : null;
  const google = options.mountedSandbox ? await setupGoogle(config) : await googleFor(sandbox, config);
  const database = await createTestDatabase();
  const registry = options.handlers ? new JobRegistry<C>() : null;
  const jobs = new JobEngine<C>({
    database,
    logger,
    ...(options.catalogue ? { catalogue: options.catalogue } : {}),
    registry,
    concurrency: 2,
    schedules: options.schedules ?? {},
    pollingIntervalSeconds: 0.5,
    retryBaseSeconds: 0.2,
  });
  const services = createServices({
    config,
    database,
    google,
    jobs: jobs as unknown as JobEngine,
    youtubeRetry: { maxAttempts: 4, baseDelayMs: 10, maxDelayMs: 50, budgetMs: 2000 },
    mediaTools: await findMediaTools(),
    ...(options.now ? { now: options.now } : {}),
  });
  if (registry && options.handlers === 'app') {
    registerJobHandlers(registry as unknown as JobRegistry, {
      db: database.db,
      services,
      retention: retentionRules(),
    });
  } else if (registry && typeof options.handlers === 'function') {
    options.handlers(registry, { database, services });
  }
  await jobs.start();
  const app = await buildApp({
    config,
    logger,
    database,
    jobs: jobs as unknown as JobEngine,
    services,
    google,
    ...(options.realSessions ? {} : { resolveActor: testActor }),
  });
  return {
    app,
    database,
    jobs,
    config,
    services,
    sandbox,
    google,
    async close() {
      await app.close();
      await jobs.stop(2000);
      await database.close();
      await sandbox?.close();
      await google.sandbox?.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Condition not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
}

/** Inserts a user directly (for tests that need an owner but not a sign-in). */
export async function insertTestUser(database: DatabaseHandle, name = 'Test User'): Promise<string> {
  const row = await database.db
    .insertInto('users')
    .values({
      identity_issuer: 'https://test.invalid',
      identity_sub: `${name}-${Math.random().toString(36).slice(2)}`,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      email_verified: true,
      name,
      avatar_url: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
