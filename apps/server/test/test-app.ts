// The real HTTP app on a fresh test database, with a job engine and a test actor resolver: a request acts as
// the user named in the `x-test-user-id` header. (The real resolver reads the session; tests of the HTTP
// layer only need "who is asking".)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import type { JobCatalogue } from '../src/jobs/job-catalogue.ts';
import { JobEngine } from '../src/jobs/job-engine.ts';
import type { JobRegistry } from '../src/jobs/job-registry.ts';
import type { ActorResolver } from '../src/http/actor.ts';
import { createTestDatabase } from './test-database.ts';

export const testActor: ActorResolver = async (request) => {
  const id = request.headers['x-test-user-id'];
  return typeof id === 'string' ? { userId: id, isAdmin: false } : null;
};

export interface TestApp<C extends JobCatalogue> {
  app: FastifyInstance;
  database: DatabaseHandle;
  jobs: JobEngine<C>;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp<C extends JobCatalogue>(
  options: {
    env?: Record<string, string>;
    catalogue?: C;
    registry?: (database: DatabaseHandle) => JobRegistry<C> | null;
    schedules?: Partial<Record<keyof C & string, string>>;
  } = {},
): Promise<TestApp<C>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dataDir, 'dist'),
    ...options.env,
  });
  const logger = pino({ level: 'silent' });
  const database = await createTestDatabase();
  const jobs = new JobEngine<C>({
    database,
    logger,
    ...(options.catalogue ? { catalogue: options.catalogue } : {}),
    registry: options.registry?.(database) ?? null,
    concurrency: 2,
    schedules: options.schedules ?? {},
    pollingIntervalSeconds: 0.5,
    retryBaseSeconds: 0.2,
  });
  await jobs.start();
  const app = await buildApp({
    config,
    logger,
    database,
    jobs: jobs as unknown as JobEngine,
    resolveActor: testActor,
  });
  return {
    app,
    database,
    jobs,
    config,
    async close() {
      await app.close();
      await jobs.stop(2000);
      await database.close();
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
