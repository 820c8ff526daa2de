// The app's services, job engine and embedded database against a Google sandbox on loopback, without HTTP: what
// the benches measure on. `signInAndConnect` walks the consent screens as the browser would.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { startSandboxServer } from '@vidcraft/google-sandbox';
import { walkConsent } from '@vidcraft/google-sandbox/testing';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { redirectUris } from '../../apps/server/src/google-setup.ts';
import { sandboxEndpoints } from '../../apps/server/src/integrations/google/google-endpoints.ts';
import { registerJobHandlers } from '../../apps/server/src/job-handlers.ts';
import { JobEngine } from '../../apps/server/src/jobs/job-engine.ts';
import { JobRegistry } from '../../apps/server/src/jobs/job-registry.ts';
import { retentionRules } from '../../apps/server/src/server.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { findMediaTools } from '../../apps/server/src/modules/uploads/media/media-tools.ts';

export async function startBenchApp(env: Record<string, string> = {}) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-bench-'));
  const sandbox = await startSandboxServer({ port: 0 });
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://vidcraft.bench',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const client = sandbox.sandbox.control.registerClient({
    ...sandbox.sandbox.defaultClient,
    redirectUris: redirectUris(config.publicUrl),
  });
  const database = await openDatabase({ kind: 'memory' });
  await migrateToLatest(database.db);
  const registry = new JobRegistry();
  const jobs = new JobEngine({
    database,
    logger: pino({ level: 'silent' }),
    registry,
    concurrency: 1,
    schedules: {},
    pollingIntervalSeconds: 0.5,
  });
  const google = {
    endpoints: sandboxEndpoints(sandbox.url),
    credentials: { clientId: client.clientId, clientSecret: client.clientSecret },
    sandbox: null,
  };
  const services = createServices({ config, database, google, jobs, mediaTools: await findMediaTools() });
  registerJobHandlers(registry, { db: database.db, services, retention: retentionRules() });
  await jobs.start();

  return {
    sandbox,
    database,
    services,
    /** Signs a demo account in and grants one of its channels; the first sync starts as it would in the app. */
    async signInAndConnect(
      account: { id: string; email: string; name: string },
      channel: string,
      access: 'read' | 'write',
      /** Called just before the grant completes (to mark where the measured work begins). */
      before?: () => void,
    ) {
      const user = await services.users.upsertFromIdentity(
        {
          issuer: 'bench',
          sub: account.id,
          email: account.email,
          emailVerified: true,
          name: account.name,
          picture: null,
        },
        false,
      );
      const { url, state } = await services.connections.beginConnect(user.id, { access });
      const { redirect } = await walkConsent(url, { account: account.id, channel });
      before?.();
      await services.connections.completeConnect(user.id, Object.fromEntries(redirect.searchParams), state);
      return user;
    },
    async close() {
      await jobs.stop(2000);
      await database.close();
      await sandbox.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `probe` until it returns a value. */
export async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
