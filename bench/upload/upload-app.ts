// What the upload benches share: the app started as its own process the way `npm start` runs it (embedded
// database, mounted Google sandbox, a fresh data dir), a signed-in client with the web app's headers, a tus
// upload from a file on disk with tus-js-client (8 MiB chunks, as the web app sends them), and a sampler of the
// resident memory of the app's whole process tree (ffmpeg, pocketsphinx and any other child included).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tus from 'tus-js-client';
import { walkConsent } from '@vidcraft/google-sandbox/testing';
import { freePort } from '../../apps/server/test/free-port.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/server-node-flags.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The web app's chunk size (apps/web/src/features/uploads/tus-upload.ts). */
export const WEB_CHUNK_BYTES = 8 * 1024 * 1024;

export interface AppProcess {
  base: string;
  pid: number;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startApp(env: Record<string, string> = {}): Promise<AppProcess> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'vidcraft-upload-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Hundreds of 8 MiB PATCH requests from one user: this measures memory and time, not the limits.
      RATE_LIMITS: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await fsp.rm(dataDir, { recursive: true, force: true });
  };
  process.once('exit', () => {
    child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode} while starting.`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, pid: child.pid!, child, dataDir, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error('The app did not become healthy within 60 s.');
}

/** A browser-like client: a cookie jar, and the origin and CSRF headers the web app sends on writes. */
export class UploadClient {
  readonly base: string;
  private readonly cookies = new Map<string, string>();

  constructor(base: string) {
    this.base = base;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The headers a tus request from the web app carries. */
  get tusHeaders(): Record<string, string> {
    return { cookie: this.cookieHeader, 'x-vidcraft-csrf': '1' };
  }

  async request(method: string, pathAndQuery: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.cookieHeader };
    if (method !== 'GET') Object.assign(headers, { origin: this.base, 'x-vidcraft-csrf': '1' });
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(pathAndQuery, this.base), {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async json<T>(method: string, pathAndQuery: string, body?: unknown): Promise<T> {
    const response = await this.request(method, pathAndQuery, body);
    if (!response.ok)
      throw new Error(`${method} ${pathAndQuery} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Signs a sandbox demo account in through the consent pages, as the browser would. */
  async signIn(account: string): Promise<void> {
    const start = await this.request('GET', '/api/auth/google?returnTo=%2Fdashboard');
    const location = start.headers.get('location');
    if (start.status !== 302 || !location) throw new Error(`Sign-in start answered ${start.status}`);
    const { redirect } = await walkConsent(new URL(location, this.base).toString(), { account });
    if (redirect.origin !== new URL(this.base).origin) throw new Error(`Redirected off the app: ${redirect}`);
    await (await this.request('GET', redirect.pathname + redirect.search)).arrayBuffer();
  }

  /** Ends a tus upload (its bytes are removed). */
  async terminate(uploadId: string): Promise<void> {
    const response = await fetch(`${this.base}/api/uploads/files/${uploadId}`, {
      method: 'DELETE',
      headers: { ...this.tusHeaders, origin: this.base, 'tus-resumable': '1.0.0' },
    });
    await response.arrayBuffer();
    if (response.status !== 204) throw new Error(`tus DELETE answered ${response.status}`);
  }

  /**
   * Sends a file on disk through tus, read from the disk slice by slice (tus-js-client's fs.ReadStream
   * source), never whole in memory. Answers the upload's id.
   */
  upload(file: string, options: { fileName: string; chunkSize?: number }): Promise<string> {
    return new Promise((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(fs.createReadStream(file), {
        endpoint: `${this.base}/api/uploads/files`,
        chunkSize: options.chunkSize ?? WEB_CHUNK_BYTES,
        retryDelays: null,
        storeFingerprintForResuming: false,
        headers: this.tusHeaders,
        metadata: { filename: options.fileName, filetype: 'video/mp4' },
        onSuccess: () => resolve(new URL(upload.url!, this.base).pathname.split('/').at(-1)!),
        onError: reject,
      });
      upload.start();
    });
  }
}

const TICKS_PER_SECOND = 100; // Linux USER_HZ (`getconf CLK_TCK`)

interface ProcStat {
  comm: string;
  /** utime + stime of the process itself, in seconds. */
  cpu: number;
  /** cutime + cstime: the CPU of its children that have ended and been waited for, in seconds. */
  childrenCpu: number;
}

function procStat(pid: number): ProcStat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    // Fields after the command name, from field 3 (state): utime is field 14, stime 15, cutime 16, cstime 17.
    const fields = text.slice(close + 2).split(' ');
    const at = (field: number) => Number(fields[field - 3]);
    return {
      comm,
      cpu: (at(14) + at(15)) / TICKS_PER_SECOND,
      childrenCpu: (at(16) + at(17)) / TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

/** CPU seconds of the ended children of a process (cutime + cstime), e.g. of this one's tool runs. */
export function endedChildrenCpuSeconds(pid: number): number {
  return procStat(pid)?.childrenCpu ?? 0;
}

function descendantsOf(pid: number): number[] {
  const found: number[] = [];
  const pending = [pid];
  while (pending.length) {
    const next = pending.pop()!;
    let tasks: string[];
    try {
      tasks = fs.readdirSync(`/proc/${next}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const children = fs
          .readFileSync(`/proc/${next}/task/${task}/children`, 'utf8')
          .split(' ')
          .filter(Boolean)
          .map(Number);
        found.push(...children);
        pending.push(...children);
      } catch {
        // The task ended meanwhile.
      }
    }
  }
  return found;
}

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The whole machine's CPU seconds so far: busy (not idle or waiting for I/O) and all. */
export function machineCpu(): { busy: number; total: number } {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal (guest time is already inside user).
  const [user, nice, system, idle, iowait, irq, softirq, steal] = values.slice(0, 8).map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy: busy / TICKS_PER_SECOND, total: (busy + idle! + iowait!) / TICKS_PER_SECOND };
}

export interface TreeSample {
  peakMb: number;
  samples: number;
  /** CPU seconds of the app's own process over the sampled time. */
  appCpuSeconds: number;
  /** CPU seconds of every process it started that ended in the sampled time (exact, from the kernel). */
  childrenCpuSeconds: number;
  /** The same by command name, as seen by the sampler (a process shorter than one interval can be missed). */
  childrenCpuByCommand: Map<string, { seconds: number; processes: number }>;
  /** The highest RSS seen at one sample, by command name (the app's own process as `app`), in MB. */
  peakRssByCommandMb: Map<string, number>;
  /** CPU seconds the whole machine was busy over the sampled time, and the seconds all its cores offered. */
  machineBusyCpuSeconds: number;
  machineCpuSeconds: number;
  /** Samples of children caught between fork and exec (not counted), and the largest RSS one showed. */
  forkCopiesSkipped: { samples: number; largestMb: number };
}

/** A child caught between fork and exec: still running its parent's program with its parent's arguments. */
function isForkNotYetExec(pid: number): boolean {
  try {
    const ppid = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
    return (
      fs.readlinkSync(`/proc/${pid}/exe`) === fs.readlinkSync(`/proc/${ppid}/exe`) &&
      fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8') === fs.readFileSync(`/proc/${ppid}/cmdline`, 'utf8')
    );
  } catch {
    return false;
  }
}

/**
 * Samples a process tree every `intervalMs` until stopped: the peak RSS of the whole tree and of each command
 * in it, and where the CPU went (the process itself, the processes it started by command name, and how busy
 * the whole machine was: other work on a shared machine slows the measured one down).
 */
export function sampleTree(pid: number, intervalMs = 100) {
  const rootAtStart = procStat(pid);
  const machineAtStart = machineCpu();
  // Per descendant: its command and CPU when first and last seen.
  const seen = new Map<number, { comm: string; first: number; last: number }>();
  const peakRss = new Map<string, number>();
  let peak = 0;
  const skipped = { samples: 0, largestMb: 0 };
  const look = (atStart: boolean) => {
    const rssNow = new Map<string, number>([['app', rssMb(pid)]]);
    for (const child of descendantsOf(pid)) {
      const stat = procStat(child);
      if (!stat) continue;
      const known = seen.get(child);
      if (known && known.comm === stat.comm) known.last = stat.cpu;
      else seen.set(child, { comm: stat.comm, first: atStart ? stat.cpu : 0, last: stat.cpu });
      // Between fork and exec a child is a copy of its parent sharing all its pages: its RSS repeats the
      // parent's (hundreds of MB for the app) though no memory was added. Not counted; noted. Read after the
      // check, so a child that execs meanwhile is counted as the program it became.
      if (isForkNotYetExec(child)) {
        skipped.samples += 1;
        skipped.largestMb = Math.max(skipped.largestMb, Math.round(rssMb(child)));
        continue;
      }
      const now = procStat(child)?.comm ?? stat.comm;
      rssNow.set(now, (rssNow.get(now) ?? 0) + rssMb(child));
    }
    for (const [comm, mb] of rssNow) peakRss.set(comm, Math.max(peakRss.get(comm) ?? 0, mb));
    peak = Math.max(peak, Math.round([...rssNow.values()].reduce((sum, mb) => sum + mb, 0)));
  };
  look(true);
  let samples = 1;
  const timer = setInterval(() => {
    look(false);
    samples += 1;
  }, intervalMs);
  return {
    stop(): TreeSample {
      clearInterval(timer);
      look(false);
      const rootAtEnd = procStat(pid);
      const machineAtEnd = machineCpu();
      const byCommand = new Map<string, { seconds: number; processes: number }>();
      for (const { comm, first, last } of seen.values()) {
        const entry = byCommand.get(comm) ?? { seconds: 0, processes: 0 };
        entry.seconds += last - first;
        entry.processes += 1;
        byCommand.set(comm, entry);
      }
      return {
        peakMb: peak,
        samples: samples + 1,
        appCpuSeconds: (rootAtEnd?.cpu ?? 0) - (rootAtStart?.cpu ?? 0),
        childrenCpuSeconds: (rootAtEnd?.childrenCpu ?? 0) - (rootAtStart?.childrenCpu ?? 0),
        childrenCpuByCommand: byCommand,
        peakRssByCommandMb: new Map([...peakRss].map(([comm, mb]) => [comm, Math.round(mb)])),
        machineBusyCpuSeconds: machineAtEnd.busy - machineAtStart.busy,
        machineCpuSeconds: machineAtEnd.total - machineAtStart.total,
        forkCopiesSkipped: { ...skipped },
      };
    },
  };
}
