// The real server as a child process (`node apps/server/src/main.ts`), for tests that kill it with SIGKILL and
// start it again on the same data dir. It talks to a Google sandbox running in the test process, and a small
// HTTP client with a cookie jar plays the browser.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSandboxServer, type SandboxServer } from '@vidcraft/google-sandbox';
import { walkConsent, type ConsentChoice } from '@vidcraft/google-sandbox/testing';
import { redirectUris } from '../src/google-setup.ts';
import { eventually } from './test-app.ts';
import { freePort } from './free-port.ts';
import { SERVER_NODE_FLAGS } from '../src/server-node-flags.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ChildApp {
  url: string;
  sandbox: SandboxServer;
  /** Starts (or restarts) the server process; resolves once /api/health answers. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown hooks, no flushing, as a crash or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM (or SIGINT), as a supervisor stops a service: resolves when the process exited, and how. */
  terminate(signal?: 'SIGTERM' | 'SIGINT'): Promise<{ code: number | null; ms: number }>;
  close(): Promise<void>;
  /** The running server's process id, if it runs. */
  pid(): number | undefined;
  /** What the process wrote to stderr (for failure messages). */
  stderr(): string;
  /** What the process wrote to stdout (its log lines), since the last start. */
  stdout(): string;
}

export async function createChildApp(extraEnv: Record<string, string> = {}): Promise<ChildApp> {
  const sandbox = await startSandboxServer({ host: '127.0.0.1', port: 0 });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-child-'));
  const client = sandbox.sandbox.control.registerClient({
    ...sandbox.sandbox.defaultClient,
    redirectUris: redirectUris(url),
  });
  let child: ChildProcess | null = null;
  let stderr = '';
  let stdout = '';

  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    GOOGLE_SANDBOX_URL: sandbox.url,
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    COMPUTE_THREADS: '0',
    ...extraEnv,
  };

  const app: ChildApp = {
    url,
    sandbox,
    async start() {
      const proc = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/src/main.ts'], {
        cwd: REPO_ROOT,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      stdout = '';
      proc.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      proc.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      await eventually(async () => {
        if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}:\n${stderr}`);
        const res = await fetch(`${url}/api/health`).catch(() => undefined);
        return res?.ok ? true : undefined;
      }, 60_000);
    },
    async kill() {
      const proc = child;
      if (!proc || proc.exitCode !== null) return;
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGKILL');
      await exited;
      child = null;
    },
    async terminate(signal = 'SIGTERM') {
      const proc = child;
      if (!proc || proc.exitCode !== null) throw new Error('the server is not running');
      const began = performance.now();
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
      proc.kill(signal);
      const code = await exited;
      child = null;
      return { code, ms: Math.round(performance.now() - began) };
    },
    async close() {
      await app.kill();
      await sandbox.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
    pid: () => child?.pid,
    stderr: () => stderr,
    stdout: () => stdout,
  };
  return app;
}

/** A browser for a ChildApp over real HTTP: a cookie jar, the web app's write headers, no redirect following. */
export class HttpBrowser {
  private readonly base: string;
  private readonly jar = new Map<string, string>();
  constructor(base: string) {
    this.base = base;
  }

  private remember(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  private get cookie() {
    return [...this.jar].map(([n, v]) => `${n}=${v}`).join('; ');
  }

  async get(pathAndQuery: string): Promise<Response> {
    return this.remember(
      await fetch(`${this.base}${pathAndQuery}`, { headers: { cookie: this.cookie }, redirect: 'manual' }),
    );
  }

  async send(method: 'POST' | 'PUT' | 'DELETE', pathAndQuery: string, body?: unknown): Promise<Response> {
    return this.remember(
      await fetch(`${this.base}${pathAndQuery}`, {
        method,
        redirect: 'manual',
        headers: {
          cookie: this.cookie,
          origin: this.base,
          'x-vidcraft-csrf': '1',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  }

  private async follow(redirect: URL) {
    if (redirect.origin !== this.base) throw new Error(`Expected a redirect to the app, got ${redirect}`);
    return this.get(redirect.pathname + redirect.search);
  }

  async signIn(choice: ConsentChoice): Promise<void> {
    const start = await this.get('/api/auth/google?returnTo=%2Fdashboard');
    const { redirect } = await walkConsent(start.headers.get('location')!, choice);
    const done = await this.follow(redirect);
    if (!this.jar.has('vc_session')) throw new Error(`Sign-in failed: ${done.status}`);
  }

  async connectChannel(choice: ConsentChoice, body: Record<string, unknown> = {}): Promise<void> {
    const start = await this.send('POST', '/api/auth/youtube/connect', body);
    const { redirect } = await walkConsent(((await start.json()) as { url: string }).url, choice);
    const done = await this.follow(redirect);
    if (!/youtube_connected=true/.test(done.headers.get('location') ?? '')) {
      throw new Error(`Connect failed: ${done.headers.get('location')}`);
    }
  }
}
