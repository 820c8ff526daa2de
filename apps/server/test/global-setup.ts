// Builds one migrated database template per test run, so each test file starts from a copy in about a second
// instead of paying for initdb and migrations again: a PGlite data-dir dump by default, or a PostgreSQL
// template database when TEST_DATABASE_URL is set.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { JobEngine } from '../src/jobs/job-engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };
  }
}

async function prepare(handle: Awaited<ReturnType<typeof openDatabase>>) {
  await migrateToLatest(handle.db);
  // Installs the job engine's schema too, so test files skip that as well.
  const jobs = new JobEngine({
    database: handle,
    logger: pino({ level: 'silent' }),
    registry: null,
    concurrency: 1,
    schedules: {},
  });
  await jobs.start();
  await jobs.stop(1000);
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `vidcraft_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const handle = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolSize: 2 });
    await prepare(handle);
    await handle.close();
    project.provide('databaseTemplate', { kind: 'postgres', url, template });
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${template} with (force)`);
      await client.end();
    };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-test-'));
  const handle = await openDatabase({ kind: 'memory' });
  await prepare(handle);
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, await handle.dumpDataDir!());
  await handle.close();
  project.provide('databaseTemplate', { kind: 'pglite', file });
  return () => fs.rm(dir, { recursive: true, force: true });
}
