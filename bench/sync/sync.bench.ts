// bench/sync: a full sync of the 1,200-video sandbox channel through the real services, job engine and
// embedded database. Prints quota units used against the theoretical minimum (1 + 2⌈N/50⌉), wall time and
// peak memory, then an unchanged re-sync's units. Run: `node bench/sync/sync.bench.ts`.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { CHANNEL_IDS, startSandboxServer } from '@vidcraft/google-sandbox';
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

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-bench-'));
const sandbox = await startSandboxServer({ port: 0 });
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://vidcraft.bench', LOG_LEVEL: 'silent' });
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
const services = createServices({ config, database, google, jobs });
registerJobHandlers(registry, { db: database.db, services, retention: retentionRules() });
await jobs.start();

// Sign-in and channel grant, as the browser would do them (the connect flow queues the first full sync).
const user = await services.users.upsertFromIdentity(
  {
    issuer: 'bench',
    sub: 'sam',
    email: 'sam.okafor@example.com',
    emailVerified: true,
    name: 'Sam',
    picture: null,
  },
  false,
);
const { url, state } = await services.connections.beginConnect(user.id, { access: 'read' });
const { redirect } = await walkConsent(url, { account: 'sam', channel: CHANNEL_IDS.chessDaily });
const seqBefore = sandbox.sandbox.control.requestLog({ limit: 1 }).at(-1)?.seq ?? 0;
const started = performance.now();
await services.connections.completeConnect(user.id, Object.fromEntries(redirect.searchParams), state);

const waitForRun = async (id?: string) => {
  for (;;) {
    const { run } = await services.sync.latestRun(user.id);
    if (run && (!id || run.id === id) && ['succeeded', 'failed', 'paused'].includes(run.status)) return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const run = await waitForRun();
const wallMs = performance.now() - started;
const entries = sandbox.sandbox.control.requestLog({ sinceSeq: seqBefore, limit: 1000 });
const units = entries.reduce((sum, e) => sum + e.units, 0) - 1; // minus the connect-time channels.list
const videos = (run.result as { videosSeen: number }).videosSeen;
const minimum = 1 + 2 * Math.ceil(videos / 50);

const seqResync = sandbox.sandbox.control.requestLog({ limit: 1 }).at(-1)?.seq ?? 0;
const resync = await services.sync.start(user.id, null, 'incremental');
await waitForRun(resync.id);
const resyncUnits = sandbox.sandbox.control
  .requestLog({ sinceSeq: seqResync, limit: 1000 })
  .reduce((s, e) => s + e.units, 0);

console.log(`full sync status: ${run.status}, videos: ${videos}`);
console.log(
  `units used / theoretical minimum: ${units} / ${minimum} = ${(units / minimum).toFixed(3)} (bound 1.05)`,
);
console.log(`wall time: ${(wallMs / 1000).toFixed(2)} s (${(wallMs / videos).toFixed(2)} ms per video)`);
console.log(
  `peak memory (max RSS of this process): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);
console.log(`unchanged re-sync units: ${resyncUnits} (bound 3)`);

await jobs.stop(2000);
await database.close();
await sandbox.close();
await fs.rm(dataDir, { recursive: true, force: true });
process.exit(0);
