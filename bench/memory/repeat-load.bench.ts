// bench/memory: does memory come back after load? Starts the app the way `npm start` does (a child process,
// embedded database, mounted Google sandbox, fresh data dir), signs in as a demo user, then sends the same
// mixed load twice: signed-in reads, unknown paths, invalid parameters, malformed JSON and sign-in starts.
// After each run it reads the resident memory of the app's process tree three ways: at the end of the run,
// after the app has been idle until RSS stops moving, and after a full garbage collection (asked for over the
// inspector protocol). Prints the run-2 / run-1 ratios; exits 1 if the collected ratios exceed 1.10, because
// that would mean something is kept per request.
// Run (after `npm run build`): `node bench/memory/repeat-load.bench.ts [requestsPerRun=8000]`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { walkConsent } from '@vidcraft/google-sandbox/testing';
import { processTreeRssMb, waitForQuietRss } from './process-memory.ts';
import { Inspector } from './inspector.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/server-node-flags.ts';

const REQUESTS = Number(process.argv[2] ?? 8000);
const CONCURRENCY = 8;
const LIMIT = 1.1;
const port = 5300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vidcraft-memory-'));
const root = path.resolve(import.meta.dirname, '../..');

const child = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--inspect=127.0.0.1:0', 'apps/server/src/main.ts'],
  {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  },
);
const inspectorUrl = new Promise<string>((resolve) => {
  let text = '';
  child.stderr.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    const match = /Debugger listening on (ws:\/\/\S+)/.exec(text);
    if (match) resolve(match[1]!);
  });
});
const cleanup = () => {
  child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);

async function waitForHealth() {
  for (let i = 0; i < 600; i += 1) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The app did not become healthy within 60 s.');
}

const jar = new Map<string, string>();
const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
async function request(pathAndQuery: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${pathAndQuery}`, {
    redirect: 'manual',
    ...init,
    headers: { cookie: cookieHeader(), ...(init.headers as Record<string, string>) },
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = pair!.split('=');
    if (name && value !== undefined) jar.set(name, value);
  }
  await response.arrayBuffer();
  return response;
}

await waitForHealth();
const inspector = await Inspector.connect(await inspectorUrl);
const start = await fetch(`${base}/api/auth/google?returnTo=%2Fdashboard`, { redirect: 'manual' });
for (const cookie of start.headers.getSetCookie()) {
  const [name, value] = cookie.split(';')[0]!.split('=');
  jar.set(name!, value!);
}
const { redirect } = await walkConsent(start.headers.get('location')!, { account: 'maya' });
await request(redirect.pathname + redirect.search);

const write = { origin: base, 'x-vidcraft-csrf': '1', 'content-type': 'application/json' };
const mix: (() => Promise<unknown>)[] = [
  () => request('/api/auth/status'),
  () => request('/api/auth/me'),
  () => request('/api/youtube-connections'),
  () => request('/api/youtube/status'),
  () => request('/api/optimization-history?limit=20'),
  () => request(`/api/nothing-here/${Math.random()}`),
  () => request(`/no/such/page?x=${Math.random()}`),
  () => request('/api/user/channel-videos?limit=not-a-number'),
  () => request('/api/videos/%E0%A4%A'),
  () => request('/api/user/preferences', { method: 'POST', headers: write, body: '{"language":' }),
  () => request('/api/user/preferences', { method: 'POST', headers: write, body: '{"language":"xx"}' }),
  () => request('/api/auth/google?returnTo=%2Fdashboard'),
];

async function run(): Promise<number> {
  let next = 0;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, processTreeRssMb(child.pid!))), 200);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const index = next;
        next += 1;
        await mix[index % mix.length]!();
      }
    }),
  );
  clearInterval(sampler);
  return Math.max(peak, processTreeRssMb(child.pid!));
}

interface Reading {
  peak: number;
  quiet: number;
  collected: number;
  heapUsed: number;
}
async function measuredRun(): Promise<Reading> {
  const peak = await run();
  const quiet = await waitForQuietRss(child.pid!);
  await inspector.collectGarbage();
  const collected = await waitForQuietRss(child.pid!);
  const heapUsed = Math.round((await inspector.heapUsedBytes()) / 1048576);
  return { peak, quiet, collected, heapUsed };
}

const idle = await waitForQuietRss(child.pid!);
console.log(`app idle after sign-in: ${idle} MB RSS (process tree)`);
const first = await measuredRun();
const second = await measuredRun();
inspector.close();

const ratio = (key: keyof Reading) => (second[key] / first[key]).toFixed(3);
console.log(`${REQUESTS} requests per run, ${CONCURRENCY} at a time`);
console.log('                      run 1    run 2   ratio');
for (const key of ['peak', 'quiet', 'collected', 'heapUsed'] as const) {
  const label = {
    peak: 'peak RSS (MB)',
    quiet: 'RSS when quiet (MB)',
    collected: 'RSS after full GC (MB)',
    heapUsed: 'JS heap after GC (MB)',
  }[key];
  console.log(
    `${label.padEnd(22)}${String(first[key]).padStart(6)}${String(second[key]).padStart(9)}${ratio(key).padStart(8)}`,
  );
}
const held = Math.max(second.collected / first.collected, second.heapUsed / first.heapUsed);
console.log(held <= LIMIT ? `ok: within ${LIMIT}×` : `FAIL: memory kept per request (${held.toFixed(3)}×)`);
process.exitCode = held <= LIMIT ? 0 : 1;
cleanup();
process.exit();
