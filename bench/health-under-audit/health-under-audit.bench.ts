// bench/health-under-audit: how much a burst of CPU-heavy requests slows everyone else. Starts the app as its
// own process on a loopback port (embedded database, mounted Google sandbox), signs in as the demo account
// `sam`, connects and syncs the 1,200-video channel, then measures `/api/health` latency idle and while 10
// channel audits run at once through the real HTTP route. Prints p50/p99 of both and the p99 ratio, the audit
// times and the server's resident memory; exits 1 when the ratio is over the goal (3×).
// COMPUTE_THREADS is passed through to the app: 0 runs the audits on the main thread (the old behaviour).
//
//   node bench/health-under-audit/health-under-audit.bench.ts                    # default compute threads
//   COMPUTE_THREADS=0 node bench/health-under-audit/health-under-audit.bench.ts  # inline, for comparison
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { BenchClient } from './bench-client.ts';
import { freePort } from '../../apps/server/test/free-port.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/server-node-flags.ts';
import { appProcessEnv } from '../harness/app-process-env.ts';

const IDLE_SAMPLES = 300;
const PROBE_INTERVAL_MS = 20;
const CONCURRENT_AUDITS = 10;
const GOAL_RATIO = 3;
const root = path.resolve(import.meta.dirname, '../..');

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-bench-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/src/main.ts')], {
  // One user runs more audits a minute than the per-user limit allows: this measures CPU, not the limits.
  env: appProcessEnv({ port, dataDir }, { RATE_LIMITS: 'false' }),
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopServer = async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await fs.rm(dataDir, { recursive: true, force: true });
};

/** Resident memory of the server process (current and peak), in MB. */
async function serverMemory(): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${server.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function healthOnce(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/health`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
  return performance.now() - started;
}

/**
 * An open-loop probe: one /api/health every PROBE_INTERVAL_MS whether or not the last one has answered, as
 * independent users would. Waiting for each answer before the next would record a 10 s stall as one slow
 * request and hide it from the percentiles.
 */
async function probeHealth(
  keepGoing: (sent: number) => boolean,
): Promise<{ times: number[]; failed: number }> {
  const pending: Promise<number>[] = [];
  let failed = 0;
  while (keepGoing(pending.length)) {
    // A request that fails (connect timeout on a stalled server) counts with the time it took to fail.
    const started = performance.now();
    pending.push(
      healthOnce().catch((error: unknown) => {
        console.warn(`/api/health failed: ${String((error as Error).cause ?? error)}`);
        failed += 1;
        return performance.now() - started;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, PROBE_INTERVAL_MS));
  }
  return { times: await Promise.all(pending), failed };
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Gave up after ${timeoutMs} ms`);
}

try {
  await until(async () => ((await healthOnce()) >= 0 ? true : undefined), 60_000);
  const client = new BenchClient(baseUrl);
  await client.signIn({ account: 'sam' });
  await client.connectChannel({ account: 'sam', channel: CHANNEL_IDS.chessDaily });
  const run = await until(async () => {
    const { run } = await client.json<{ run: { status: string } | null }>(
      'GET',
      '/api/youtube/sync-progress',
    );
    return run && ['succeeded', 'failed', 'paused'].includes(run.status) ? run : undefined;
  }, 180_000);
  if (run.status !== 'succeeded') throw new Error(`The sync ended ${run.status}`);
  const { connections } = await client.json<{ connections: { id: string }[] }>(
    'GET',
    '/api/youtube-connections',
  );
  const auditPath = `/api/youtube/analyze-channel/${connections[0]!.id}`;

  const audit = async () => {
    const started = performance.now();
    const result = await client.json<{ videosAnalyzed: number }>('POST', auditPath);
    return { ms: performance.now() - started, videos: result.videosAnalyzed };
  };
  // Warm-up: code paths compiled, compute threads started, caches filled, as on a server that has run a while.
  for (let i = 0; i < 50; i += 1) await healthOnce();
  const single = await audit();
  await audit();
  const settled = await serverMemory();

  const before = await probeHealth((sent) => sent < IDLE_SAMPLES);

  let running = true;
  const burstStarted = performance.now();
  const burst = Promise.all(Array.from({ length: CONCURRENT_AUDITS }, audit)).finally(() => {
    running = false;
  });
  const { times: loaded, failed: loadedFailed } = await probeHealth(() => running);
  const audits = await burst;
  const burstMs = performance.now() - burstStarted;
  const after = await serverMemory();
  // Idle again once the burst is over: the baseline spans the burst, so a machine that gets busier or quieter
  // meanwhile (other processes) moves both sides of the ratio alike.
  const afterBurst = await probeHealth((sent) => sent < IDLE_SAMPLES);
  const idle = [...before.times, ...afterBurst.times];
  const idleFailed = before.failed + afterBurst.failed;
  if (idleFailed) throw new Error(`${idleFailed} /api/health requests failed while idle`);

  const idleP99 = percentile(idle, 99);
  const loadedP99 = percentile(loaded, 99);
  const threads =
    process.env.COMPUTE_THREADS ?? `default (${Math.max(1, Math.min(4, os.availableParallelism() - 1))})`;
  console.log(`node ${process.version}, ${os.availableParallelism()} cores, COMPUTE_THREADS ${threads}`);
  console.log(`one audit of ${single.videos} videos, alone: ${ms(single.ms)}`);
  console.log(
    `/api/health idle (${idle.length} requests, before and after the burst): p50 ${ms(percentile(idle, 50))}, ` +
      `p99 ${ms(idleP99)} (before ${ms(percentile(before.times, 99))}, after ${ms(percentile(afterBurst.times, 99))})`,
  );
  console.log(
    `/api/health during ${CONCURRENT_AUDITS} concurrent audits (${loaded.length} requests): ` +
      `p50 ${ms(percentile(loaded, 50))}, p99 ${ms(loadedP99)}, max ${ms(Math.max(...loaded))}` +
      (loadedFailed ? `, ${loadedFailed} failed` : ''),
  );
  if (loaded.length < 20)
    throw new Error(`Only ${loaded.length} requests during the burst: too few for a p99`);
  const ratio = loadedP99 / idleP99;
  console.log(`p99 ratio loaded / idle: ${ratio.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×)`);
  const auditMs = audits.map((a) => a.ms);
  console.log(
    `audits: ${audits.length} done in ${ms(burstMs)}; ` +
      `each p50 ${ms(percentile(auditMs, 50))}, max ${ms(Math.max(...auditMs))}`,
  );
  console.log(
    `server RSS: ${settled.rss} MB after warm-up, ${after.rss} MB after the burst (peak ${after.peak} MB)`,
  );
  console.log(
    ratio <= GOAL_RATIO ? 'ok: within the goal' : `FAIL: /api/health p99 grew ${ratio.toFixed(2)}×`,
  );
  process.exitCode = ratio <= GOAL_RATIO ? 0 : 1;
} finally {
  await stopServer();
}
