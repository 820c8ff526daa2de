// bench/api (`npm run bench:api`): the app's signed-in reads against a bare Fastify answering the same bodies,
// in one run. Starts the app as `npm start` does (its own process, fresh data dir, mounted Google sandbox; the
// embedded database, or PostgreSQL when DATABASE_URL is set: a database of its own there, dropped at the end),
// signs the demo user `sam` in, connects and syncs the 1,200-video chess channel, then grows that channel to
// 20,000 videos in the database (copies of the synced rows with their own ids and dates) and restarts the app.
// autocannon on loopback, bounded in time, against: the light read (`GET /api/youtube-connections`), the first
// and the last page of 50 of the 20,000 videos; each twice (RSS after each round); `/api/health` probed during
// the app's load. Prints one table: req/s, p50, p99, ratio to bare, and the memory and health figures.
// Run: `npm run bench:api` (~4 minutes); `DATABASE_URL=postgres://… npm run bench:api` for PostgreSQL.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { CHANNEL_IDS } from '@vidcraft/google-sandbox';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { freePort } from '../../apps/server/test/free-port.ts';
import { until } from '../../apps/server/test/scale-out/cluster.ts';
import { BenchClient } from '../health-under-audit/bench-client.ts';
import { freshDatabase } from '../harness/fresh-database.ts';
import { processTreeRssMb, waitForQuietRss } from '../memory/process-memory.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/server-node-flags.ts';
import { appProcessEnv } from '../harness/app-process-env.ts';

const VIDEOS = Number(process.env.BENCH_VIDEOS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PAGE = 50;
const HEALTH_EVERY_MS = 50;
const root = path.resolve(import.meta.dirname, '../..');

// ── Where the app keeps its data: a fresh data dir, and on PostgreSQL a fresh database. ──
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-bench-api-'));
const serverUrl = process.env.DATABASE_URL;
const { url: databaseUrl, drop: dropDatabase } = await freshDatabase(
  serverUrl,
  `vidcraft_bench_api_${process.pid}`,
);
const mode = databaseUrl ? 'PostgreSQL' : 'embedded (PGlite)';
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
// The load is one user's; this measures the request path, not the limits.
const appEnv = appProcessEnv({ port, dataDir, databaseUrl }, { RATE_LIMITS: 'false' });

let app: ChildProcess | undefined;
let bare: ChildProcess | undefined;

async function startApp(): Promise<ChildProcess> {
  // BENCH_APP_NODE_ARGS: flags for the app's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`.
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeArgs, path.join(root, 'apps/server/src/main.ts')],
    {
      env: appEnv,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await until(
    async () => ((await fetch(`${baseUrl}/api/health/ready`)).ok ? true : undefined),
    120_000,
    'the app to be ready',
  );
  return child;
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Copies of the synced videos (own ids, dates spread over earlier years) until the channel has `total`. */
async function growChannel(connectionId: string, total: number): Promise<number> {
  const config = loadConfig(appEnv);
  const database = await openDatabase(config.database);
  try {
    const db = database.db;
    const { rows: columns } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'videos'
        and column_name not in ('id', 'youtube_video_id', 'published_at', 'created_at', 'updated_at')
      order by ordinal_position`.execute(db);
    const list = sql.join(columns.map((c) => sql.ref(c.column_name)));
    const { rows } = await sql<{
      n: string;
    }>`select count(*) as n from videos where connection_id = ${connectionId}`.execute(db);
    const synced = Number(rows[0]!.n);
    const copies = Math.ceil((total - synced) / synced);
    // Ids shaped like YouTube's (11 characters), dates 400 days apart per copy so the list's order stays real.
    await sql`
      insert into videos (youtube_video_id, published_at, ${list})
      select substr(md5(v.youtube_video_id || ':' || g), 1, 11), v.published_at - make_interval(days => g * 400), ${list}
      from (select * from videos where connection_id = ${connectionId}) v, generate_series(1, ${copies}) g
      order by g, v.published_at desc
      limit ${total - synced}
      on conflict do nothing`.execute(db);
    const { rows: after } = await sql<{
      n: string;
    }>`select count(*) as n from videos where connection_id = ${connectionId}`.execute(db);
    return Number(after[0]!.n);
  } finally {
    await database.close();
  }
}

interface Load {
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, cookie: string | null): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: cookie ? { cookie } : {},
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** `/api/health` once every HEALTH_EVERY_MS whatever the last one did (open loop), until stopped. */
function probeHealth() {
  const times: Promise<number>[] = [];
  let running = true;
  void (async () => {
    while (running) {
      const started = performance.now();
      times.push(
        fetch(`${baseUrl}/api/health`)
          .then((r) => r.arrayBuffer())
          .then(
            () => performance.now() - started,
            () => performance.now() - started,
          ),
      );
      await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
    }
  })();
  return async () => {
    running = false;
    return Promise.all(times);
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

try {
  // ── Seed: sign in, connect and sync the 1,200-video channel, then grow it to VIDEOS in the database. ──
  app = await startApp();
  const client = new BenchClient(baseUrl);
  await client.signIn({ account: 'sam' });
  await client.connectChannel({ account: 'sam', channel: CHANNEL_IDS.chessDaily });
  await until(
    async () => {
      const { run } = await client.json<{ run: { status: string } | null }>(
        'GET',
        '/api/youtube/sync-progress',
      );
      return run?.status === 'succeeded' ? true : undefined;
    },
    300_000,
    'the first sync',
  );
  const { connections } = await client.json<{ connections: { id: string }[] }>(
    'GET',
    '/api/youtube-connections',
  );
  const connectionId = connections[0]!.id;
  await stop(app);
  const videos = await growChannel(connectionId, VIDEOS);
  app = await startApp();
  const idleRss = await waitForQuietRss(app.pid!);

  // ── The bodies the app answers; the bare Fastify answers exactly these. ──
  const cookie = client.cookieHeader();
  const lastPage = Math.ceil(videos / PAGE);
  // The last page as a client reaches it: following each answer's nextPageToken from the first.
  let lastToken: string | null = null;
  for (let token: string | null = null, page = 1; ; page++) {
    const answer: { nextPageToken: string | null } = await client.json(
      'GET',
      `/api/user/channel-videos?limit=${PAGE}${token ? `&pageToken=${token}` : ''}`,
    );
    if (answer.nextPageToken === null) break;
    if (page > lastPage) throw new Error('the pages never ended');
    token = lastToken = answer.nextPageToken;
  }
  // [what, the app's path, the bare server's path for the same body]
  const targets = [
    ['light read', '/api/youtube-connections', '/light'],
    [`video list, page 1 of ${lastPage}`, `/api/user/channel-videos?limit=${PAGE}`, '/first'],
    [
      `video list, page ${lastPage} of ${lastPage}`,
      `/api/user/channel-videos?limit=${PAGE}&pageToken=${lastToken}`,
      '/last',
    ],
  ] as const;
  const bodies: Record<string, string> = {};
  for (const [, target, barePath] of targets) {
    const response = await client.request('GET', target);
    if (!response.ok) throw new Error(`${target} answered ${response.status}`);
    bodies[barePath] = await response.text();
  }
  const bodiesFile = path.join(dataDir, 'bare-bodies.json');
  await fs.writeFile(bodiesFile, JSON.stringify(bodies));
  const barePort = await freePort();
  bare = fork(path.join(import.meta.dirname, 'bare-fastify.ts'), [String(barePort), bodiesFile], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => bare!.once('message', resolve));

  // ── Two identical rounds: each target on the app (with /api/health probed) and on the bare Fastify. ──
  const rows: string[][] = [];
  const rss: number[] = [];
  const health: number[] = [];
  for (const round of [1, 2]) {
    for (const [label, target, barePath] of targets) {
      const stopProbe = probeHealth();
      const ours = await load(`${baseUrl}${target}`, cookie);
      health.push(...(await stopProbe()));
      const theirs = await load(`http://127.0.0.1:${barePort}${barePath}`, null);
      if (round === 2) {
        rows.push([
          label,
          `${Math.round(theirs.reqPerSec)}`,
          `${Math.round(ours.reqPerSec)}`,
          `${ours.p50} / ${ours.p99} ms`,
          `${(ours.reqPerSec / theirs.reqPerSec).toFixed(3)}×`,
          `${ours.errors}`,
          `${(bodies[barePath]!.length / 1024).toFixed(1)} KB`,
        ]);
      }
    }
    rss.push(processTreeRssMb(app.pid!));
  }

  console.log(
    `\nbench/api — ${mode}; ${videos} videos on the channel; ${CONNECTIONS} connections × ${SECONDS} s each`,
  );
  console.log('| what | bare Fastify req/s | Vidcraft req/s | Vidcraft p50 / p99 | ratio | errors | body |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(
    `\nRSS of the app's processes: idle ${idleRss} MiB, after load 1 ${rss[0]} MiB, after load 2 ${rss[1]} MiB` +
      ` (2 / 1 = ${(rss[1]! / rss[0]!).toFixed(3)})`,
  );
  console.log(
    `/api/health during the app's load: p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms (${health.length} probes)`,
  );
} finally {
  await stop(bare);
  await stop(app);
  await fs.rm(dataDir, { recursive: true, force: true });
  await dropDatabase();
}
