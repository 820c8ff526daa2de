// bench/scale-out: load on the signed-in read paths and on starting optimizations for 200 users, with one and
// with two API processes (ROLE=api) on one PostgreSQL database and Redis, and one worker (ROLE=worker) running
// the optimizations. autocannon on loopback, bounded by time or request count; it stops by itself. Prints
// throughput, p99, errors, lost jobs and each process's CPU share (/proc/<pid>/stat) for every phase.
// Run: `nice -n 10 node bench/scale-out/scale-out.bench.ts` (PostgreSQL and Redis on this machine; ~3 minutes).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { walkConsent } from '@vidcraft/google-sandbox/testing';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { sandboxEndpoints } from '../../apps/server/src/integrations/google/google-endpoints.ts';
import { JobEngine } from '../../apps/server/src/jobs/job-engine.ts';
import { findMediaTools } from '../../apps/server/src/modules/uploads/media/media-tools.ts';
import { createServices } from '../../apps/server/src/services.ts';
import {
  cpuTicksOf,
  databaseBackendTicks,
  startCluster,
  until,
  type Instance,
} from '../../apps/server/test/scale-out/cluster.ts';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const READ_SECONDS = Number(process.env.BENCH_SECONDS ?? 12);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

const cluster = await startCluster({
  apis: 2,
  workers: 1,
  env: {
    OPTIMIZATIONS_PER_MONTH: '1000000',
    YOUTUBE_QUOTA_DAILY: '100000000',
    YOUTUBE_USER_SHARE: '1',
    LOG_LEVEL: 'error',
  },
});
const [api1, api2] = cluster.apis as [Instance, Instance];
const worker = cluster.workers[0]!;
cluster.sandbox.sandbox.control.updateSettings({ dailyLimit: 100_000_000, burstRequests: 100_000 });

try {
  // ── 200 users, each signed in (a session cookie) and with the same demo channel connected and synced. ──
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-bench-scale-'));
  const config = loadConfig({ ...cluster.env, ROLE: 'api', DATA_DIR: dataDir });
  const database = await openDatabase(config.database);
  const jobs = new JobEngine({
    database,
    logger: pino({ level: 'silent' }),
    registry: null,
    concurrency: 1,
    schedules: {},
  });
  await jobs.start();
  const services = createServices({
    config,
    database,
    google: {
      endpoints: sandboxEndpoints(cluster.sandbox.url),
      credentials: {
        clientId: cluster.env.GOOGLE_CLIENT_ID!,
        clientSecret: cluster.env.GOOGLE_CLIENT_SECRET!,
      },
      sandbox: null,
    },
    jobs,
    mediaTools: await findMediaTools(),
  });
  const cookies: string[] = [];
  const setupStarted = performance.now();
  for (let i = 0; i < USERS; i += 1) {
    const user = await services.users.upsertFromIdentity(
      {
        issuer: 'bench',
        sub: `bench-user-${i}`,
        email: `bench-user-${i}@example.com`,
        emailVerified: true,
        name: `Bench User ${i}`,
        picture: null,
      },
      false,
    );
    await services.subscriptions.startTrial(user.id);
    const { token } = await services.sessions.create({
      userId: user.id,
      kind: 'cookie',
      providerTokenEnc: null,
      userAgent: 'bench',
    });
    cookies.push(`vc_session=${token}`);
    const { url, state } = await services.connections.beginConnect(user.id, { access: 'read' });
    const { redirect } = await walkConsent(url, { account: 'maya', channel: CHANNEL_IDS.kitchenAtlas });
    await services.connections.completeConnect(user.id, Object.fromEntries(redirect.searchParams), state);
  }
  await until(
    async () => {
      const { rows } = await cluster.db.query<{ open: string }>(
        "select count(*) as open from job_runs where kind = 'channel-sync' and status not in ('succeeded', 'failed')",
      );
      return Number(rows[0]!.open) === 0;
    },
    600_000,
    'every first sync finished',
  );
  const { rows: syncFailures } = await cluster.db.query(
    "select id from job_runs where kind = 'channel-sync' and status <> 'succeeded'",
  );
  if (syncFailures.length > 0) throw new Error(`${syncFailures.length} first syncs did not succeed`);
  const videoIds = (
    await cluster.db.query<{ youtube_video_id: string }>(
      'select distinct youtube_video_id from videos order by youtube_video_id limit 20',
    )
  ).rows.map((r) => r.youtube_video_id);
  await jobs.stop(2000);
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  console.log(
    `setup: ${USERS} users signed in, channel connected and synced in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
  );

  // ── Measuring: CPU of each process over a phase, as a share of one core. ──
  const processes = {
    'api-1': api1.pid,
    'api-2': api2.pid,
    worker: worker.pid,
    'load generator': process.pid,
  };
  /** Busy and total ticks of the whole machine (/proc/stat): how much CPU was left for anyone. */
  async function machineTicks() {
    const line = (await fs.readFile('/proc/stat', 'utf8')).split('\n')[0]!;
    const values = line.trim().split(/\s+/).slice(1).map(Number);
    const idle = values[3]! + values[4]!; // idle + iowait
    const total = values.reduce((sum, v) => sum + v, 0);
    return { busy: total - idle, total };
  }
  async function cpuSnapshot() {
    const ticks: Record<string, number> = {};
    const machine = await machineTicks();
    ticks['machine busy'] = machine.busy;
    ticks['machine total'] = machine.total;
    for (const [name, pid] of Object.entries(processes)) ticks[name] = await cpuTicksOf(pid);
    const backends = await databaseBackendTicks(cluster.admin, cluster.databaseName);
    return { at: performance.now(), ticks, backends };
  }
  /** Each process's CPU as a share of one core, and CPU milliseconds per request. */
  function cpuShare(before: Awaited<ReturnType<typeof cpuSnapshot>>, after: typeof before, requests: number) {
    const seconds = (after.at - before.at) / 1000;
    const delta = (name: string) => after.ticks[name]! - (before.ticks[name] ?? 0);
    // PostgreSQL: the backends of this database, each counted from the first look at it (new ones from 0).
    let postgres = 0;
    for (const [pid, used] of after.backends) postgres += used - (before.backends.get(pid) ?? 0);
    after.ticks.postgres = postgres;
    before.ticks.postgres = 0;
    const shares: Record<string, string> = {};
    const perRequest: Record<string, string> = {};
    for (const name of Object.keys(after.ticks)) {
      if (name.startsWith('machine')) continue;
      shares[name] = `${Math.round((delta(name) / TICKS_PER_SECOND / seconds) * 100)} %`;
      perRequest[name] = `${((delta(name) / TICKS_PER_SECOND / Math.max(1, requests)) * 1000).toFixed(2)} ms`;
    }
    const machineBusy = `${Math.round((delta('machine busy') / delta('machine total')) * 100)} % of ${os.availableParallelism()} cores`;
    return { shares, perRequest, machineBusy, loadAverage: os.loadavg()[0]!.toFixed(1) };
  }

  let next = 0;
  const nextUser = () => cookies[next++ % cookies.length]!;
  const readRequests: autocannon.Request[] = [
    '/api/auth/me',
    '/api/user/channel-videos?limit=24',
    '/api/youtube/sync-progress',
    '/api/optimization-history?limit=20',
  ].map((p) => ({
    method: 'GET',
    path: p,
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: nextUser() } }),
  }));

  async function phase(
    name: string,
    targets: Instance[],
    options: { requests: autocannon.Request[]; duration?: number; amount?: number; connections: number },
  ) {
    const before = await cpuSnapshot();
    const result = await autocannon({
      // autocannon spreads its connections over several URLs (client-side rotation); its types say one string.
      url: targets.map((t) => t.url) as unknown as string,
      connections: options.connections,
      ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? READ_SECONDS }),
      requests: options.requests,
      timeout: 30,
    });
    const after = await cpuSnapshot();
    const figures = {
      phase: name,
      instances: targets.length,
      requests: result.requests.total,
      throughput: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      ...cpuShare(before, after, result.requests.total),
    };
    console.log(JSON.stringify(figures));
    return figures;
  }

  // Warm-up (connections, JIT, caches), then the read paths on one instance and on both.
  await phase('warm-up', [api1, api2], { requests: readRequests, duration: 5, connections: 16 });
  // One instance with more and more connections: where its throughput stops growing and what is busy then.
  for (const connections of [4, 16]) {
    await phase('read paths (saturation sweep)', [api1], { requests: readRequests, connections });
  }
  // 1 and 2 instances alternate twice, so a change in what else runs on the machine touches both alike.
  const reads = {
    one: [] as Awaited<ReturnType<typeof phase>>[],
    two: [] as Awaited<ReturnType<typeof phase>>[],
  };
  for (let round = 0; round < 2; round += 1) {
    reads.one.push(await phase('read paths', [api1], { requests: readRequests, connections: CONNECTIONS }));
    reads.two.push(
      await phase('read paths', [api1, api2], { requests: readRequests, connections: CONNECTIONS }),
    );
  }
  const sum = (list: typeof reads.one) => list.reduce((total, f) => total + f.requests, 0);
  const read1 = {
    throughput: sum(reads.one) / (reads.one.length * READ_SECONDS),
    p99ms: reads.one.map((f) => f.p99ms),
  };
  const read2 = {
    throughput: sum(reads.two) / (reads.two.length * READ_SECONDS),
    p99ms: reads.two.map((f) => f.p99ms),
  };

  // Starting optimizations: one per user per phase (the per-user limit is 20 a minute), the worker runs them.
  // Every run id an accepted start answered is kept, to check that each one finishes.
  let optimizeUser = 0;
  let videoShift = 0;
  const acceptedRuns = new Set<string>();
  const optimizeRequests: autocannon.Request[] = [
    {
      method: 'POST',
      path: '/api/ai-video-optimizer',
      setupRequest: (request) => {
        const i = optimizeUser++;
        return {
          ...request,
          headers: {
            ...request.headers,
            cookie: cookies[i % cookies.length]!,
            origin: cluster.publicUrl,
            'x-vidcraft-csrf': '1',
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            videoId: videoIds[(i + videoShift) % videoIds.length],
            options: { useCaptions: false, titleCount: 3 },
          }),
        };
      },
      onResponse: (status, body) => {
        if (status === 202 || status === 200)
          acceptedRuns.add((JSON.parse(body) as { run: { id: string } }).run.id);
      },
    },
  ];
  const optimize1 = await phase('start optimizations', [api1], {
    requests: optimizeRequests,
    amount: USERS,
    connections: 16,
  });
  // The second phase gives each user another video, so it starts new runs rather than joining live ones.
  optimizeUser = 0;
  videoShift = 7;
  const optimize2 = await phase('start optimizations', [api1, api2], {
    requests: optimizeRequests,
    amount: USERS,
    connections: 16,
  });
  const accepted = optimize1.requests - optimize1.non2xx + (optimize2.requests - optimize2.non2xx);
  // No job lost: every run an accepted start answered finishes.
  const drainStarted = performance.now();
  const ids = [...acceptedRuns];
  const finished = await until(
    async () => {
      const { rows } = await cluster.db.query<{ status: string; n: number }>(
        'select status, count(*)::int as n from job_runs where id = any($1::uuid[]) group by status',
        [ids],
      );
      const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
      const open = (by.queued ?? 0) + (by.running ?? 0) + (by.paused ?? 0);
      return open === 0 ? by : undefined;
    },
    600_000,
    'every optimization finished',
  );
  console.log(
    JSON.stringify({
      optimizations: {
        accepted,
        runs: ids.length,
        finished,
        drainSeconds: ((performance.now() - drainStarted) / 1000).toFixed(1),
      },
      lost: ids.length - (finished.succeeded ?? 0),
    }),
  );
  console.log(
    JSON.stringify({
      'read paths: throughput 2 instances / 1': (read2.throughput / read1.throughput).toFixed(2),
      'read paths: requests/s 1 → 2 instances': `${read1.throughput.toFixed(0)} → ${read2.throughput.toFixed(0)}`,
      'read paths: p99 per round, 1 → 2 instances (ms)': `${read1.p99ms.join(', ')} → ${read2.p99ms.join(', ')}`,
      'start optimizations: p99 1 → 2 instances (ms)': `${optimize1.p99ms} → ${optimize2.p99ms}`,
      cores: os.availableParallelism(),
    }),
  );
} finally {
  await cluster.close();
}
