// bench/sync memory (`npm run bench:sync-memory`): the app's resident memory while it syncs a channel, for a
// channel of 1,200 and of 20,000 videos. Each size gets the app as `npm start` runs it (its own process, a fresh
// data dir, the embedded database; PostgreSQL when DATABASE_URL is set), against a Google sandbox in this
// process whose daily-chess channel has that many videos, so the sandbox's own memory is not counted as the
// app's. After the app is idle, its peak-RSS mark is reset (Linux `clear_refs` 5); the sync's peak is that mark
// after the sync, for the app's process and every process it started. Prints idle, peak and peak / idle per
// size, and the 20,000-video peak against the 1,200-video one.
// Run: `npm run bench:sync-memory` (~3 minutes); BENCH_SYNC_SIZES=1200,5000 for other sizes.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHANNEL_IDS, startSandboxServer } from '@vidcraft/google-sandbox';
import { redirectUris } from '../../apps/server/src/google-setup.ts';
import { freePort } from '../../apps/server/test/free-port.ts';
import { until } from '../../apps/server/test/scale-out/cluster.ts';
import { BenchClient } from '../health-under-audit/bench-client.ts';
import { freshDatabase } from '../harness/fresh-database.ts';
import { processTree, waitForQuietRss } from '../memory/process-memory.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/server-node-flags.ts';
import { appProcessEnv } from '../harness/app-process-env.ts';

const SIZES = (process.env.BENCH_SYNC_SIZES ?? '1200,20000').split(',').map(Number);
const root = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.DATABASE_URL;

/** The high-water mark of resident memory (VmHWM) of a process, in KiB. */
function peakKb(pid: number): number {
  const match = /VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
}

/** Resets every process's high-water mark to its current RSS (needs the same user, as here). */
function resetPeaks(pids: number[]): void {
  for (const pid of pids) fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Reading {
  videos: number;
  idleMb: number;
  peakMb: number;
  processes: number;
  seconds: number;
}

async function measure(size: number): Promise<Reading> {
  const sandbox = await startSandboxServer({ host: '127.0.0.1', port: 0, seed: { chessVideoCount: size } });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const client = sandbox.sandbox.control.registerClient({
    ...sandbox.sandbox.defaultClient,
    redirectUris: redirectUris(baseUrl),
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidcraft-bench-sync-'));
  const database = await freshDatabase(serverUrl, `vidcraft_bench_sync_${process.pid}_${size}`);
  // BENCH_APP_NODE_ARGS: flags for the app's node, e.g. `--heapsnapshot-signal=SIGUSR2`.
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const app = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeArgs, path.join(root, 'apps/server/src/main.ts')],
    {
      env: appProcessEnv(
        { port, dataDir, databaseUrl: database.url },
        {
          GOOGLE_SANDBOX_URL: sandbox.url,
          GOOGLE_CLIENT_ID: client.clientId,
          GOOGLE_CLIENT_SECRET: client.clientSecret,
        },
      ),
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  try {
    // A start that fails ends the bench at once, not after the readiness wait.
    const exited = new Promise<never>((_, reject) =>
      app.once('exit', (code) => reject(new Error(`the app exited (${code}) before it was ready`))),
    );
    exited.catch(() => {});
    await Promise.race([
      until(
        async () => ((await fetch(`${baseUrl}/api/health/ready`).catch(() => null))?.ok ? true : undefined),
        120_000,
        'the app to be ready',
      ),
      exited,
    ]);
    const user = new BenchClient(baseUrl);
    await user.signIn({ account: 'sam' });
    const idleMb = await waitForQuietRss(app.pid!);
    resetPeaks(processTree(app.pid!));
    const started = performance.now();
    await user.connectChannel({ account: 'sam', channel: CHANNEL_IDS.chessDaily });
    const run = await until(
      async () => {
        const { run } = await user.json<{ run: { status: string; result: unknown } | null }>(
          'GET',
          '/api/youtube/sync-progress',
        );
        if (run && run.status !== 'queued' && run.status !== 'running' && run.status !== 'succeeded')
          throw new Error(`the sync ended ${run.status}`);
        return run?.status === 'succeeded' ? run : undefined;
      },
      600_000,
      'the sync',
    );
    const seconds = (performance.now() - started) / 1000;
    const pids = processTree(app.pid!);
    const peakMb = Math.round(pids.reduce((sum, pid) => sum + peakKb(pid), 0) / 1024);
    const videos = (run.result as { videosSeen: number }).videosSeen;
    if (videos !== size) throw new Error(`the sync saw ${videos} videos of ${size}`);
    return { videos, idleMb, peakMb, processes: pids.length, seconds };
  } finally {
    await stop(app);
    await sandbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

const readings: Reading[] = [];
for (const size of SIZES) readings.push(await measure(size));

console.log(
  `\nbench/sync memory — ${serverUrl ? 'PostgreSQL' : 'embedded (PGlite)'}; a first full sync each`,
);
console.log('| videos | sync time | idle RSS | peak RSS during the sync | peak / idle | processes |');
console.log('|---|---|---|---|---|---|');
for (const r of readings) {
  console.log(
    `| ${r.videos} | ${r.seconds.toFixed(1)} s | ${r.idleMb} MiB | ${r.peakMb} MiB | ${(r.peakMb / r.idleMb).toFixed(3)} | ${r.processes} |`,
  );
}
if (readings.length > 1) {
  const [first, last] = [readings[0]!, readings.at(-1)!];
  console.log(
    `\npeak at ${last.videos} videos / peak at ${first.videos}: ${(last.peakMb / first.peakMb).toFixed(3)}`,
  );
}
process.exit(0);
