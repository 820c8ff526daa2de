// bench/sync: a full sync of the 1,200-video sandbox channel through the real services, job engine and
// embedded database. Prints quota units used against the theoretical minimum (1 + 2⌈N/50⌉) and wall time, then
// an unchanged re-sync's units. Run: `node bench/sync/sync.bench.ts`. The app's memory during a sync (its own
// process, as `npm start` runs it) is `npm run bench:sync-memory`.
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { startBenchApp, until } from '../harness/bench-app.ts';

const app = await startBenchApp();
const { sandbox, services } = app;
let seqBefore = 0;
let started = 0;
// Sign-in and channel grant, as the browser would do them (the connect flow queues the first full sync).
const user = await app.signInAndConnect(
  { id: 'sam', email: 'sam.okafor@example.com', name: 'Sam' },
  CHANNEL_IDS.chessDaily,
  'read',
  () => {
    seqBefore = sandbox.sandbox.control.requestLog({ limit: 1 }).at(-1)?.seq ?? 0;
    started = performance.now();
  },
);

const waitForRun = (id?: string) =>
  until(async () => {
    const { run } = await services.sync.latestRun(user.id);
    return run && (!id || run.id === id) && ['succeeded', 'failed', 'paused'].includes(run.status)
      ? run
      : undefined;
  });
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
console.log(`unchanged re-sync units: ${resyncUnits} (bound 3)`);

await app.close();
process.exit(0);
