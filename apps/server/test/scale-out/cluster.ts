// A Vidcraft cluster on this machine for the scale-out proof and its load bench: API and worker processes
// (`node apps/server/src/main.ts` with ROLE=api|worker) on one fresh PostgreSQL database and one Redis, and a
// Google sandbox in this process that every instance shares. Redis and each worker's way to the sandbox pass
// through a TCP proxy owned here, so a test can cut them (never the shared Redis itself) and see which worker
// is talking to YouTube. The database gets a unique name and is dropped at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startSandboxServer, type SandboxServer } from '@vidcraft/google-sandbox';
import { walkConsent, type ConsentChoice } from '@vidcraft/google-sandbox/testing';
import { redirectUris } from '../../src/google-setup.ts';
import { freePort } from '../free-port.ts';
import { SERVER_NODE_FLAGS } from '../../src/server-node-flags.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
/** The PostgreSQL server to create the cluster's database on (any database there for the admin connection). */
export const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_ADDRESS = { host: '127.0.0.1', port: Number(process.env.SCALE_OUT_REDIS_PORT ?? 6379) };
/** A Redis database number of its own, so the cluster's counters never meet anyone else's keys. */
export const REDIS_DB = Number(process.env.SCALE_OUT_REDIS_DB ?? 11);

/** Polls `check` until it answers a value (not undefined/false); throws with the last error after the timeout. */
export async function until<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 15_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} not met within ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
}

/** A loopback TCP proxy that can be cut (open connections reset, new ones refused) and restored. */
export class TcpProxy {
  port = 0;
  /** Bytes the clients sent through the proxy (tells which process is talking). */
  bytesIn = 0;
  private cutOff = false;
  private readonly sockets = new Set<net.Socket>();
  private readonly server: net.Server;
  private readonly target: { host: string; port: number };

  constructor(target: { host: string; port: number }) {
    this.target = target;
    this.server = net.createServer((client) => {
      if (this.cutOff) return void client.destroy();
      const upstream = net.connect(this.target);
      this.sockets.add(client).add(upstream);
      client.on('data', (chunk: Buffer) => (this.bytesIn += chunk.length));
      client.pipe(upstream).pipe(client);
      const close = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', close).on('close', close);
      upstream.on('error', close).on('close', close);
    });
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  cut(): void {
    this.cutOff = true;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.cutOff = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

export type Role = 'api' | 'worker';

export class Instance {
  readonly name: string;
  readonly role: Role;
  readonly url: string;
  readonly port: number;
  readonly sandboxProxy: TcpProxy;
  private readonly env: Record<string, string>;
  child: ChildProcess | null = null;
  /** The end of what the process wrote (its log and any crash), for failure messages. */
  output = '';

  constructor(name: string, role: Role, port: number, env: Record<string, string>, sandboxProxy: TcpProxy) {
    this.name = name;
    this.role = role;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.env = env;
    this.sandboxProxy = sandboxProxy;
  }

  get pid(): number {
    return this.child?.pid ?? 0;
  }

  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(): Promise<void> {
    const proc = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...this.env, PORT: String(this.port), ROLE: this.role },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = proc;
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000));
    proc.stdout?.on('data', keep);
    proc.stderr?.on('data', keep);
    await until(
      async () => {
        if (proc.exitCode !== null)
          throw new Error(`${this.name} exited with ${proc.exitCode}:\n${this.output}`);
        const res = await fetch(`${this.url}/api/health`).catch(() => undefined);
        return res?.ok ? true : undefined;
      },
      90_000,
      `${this.name} answering /api/health`,
    );
  }

  /** SIGKILL: no shutdown hooks, no checkpoint, as a crash or an OOM kill. */
  async kill(): Promise<void> {
    const proc = this.child;
    if (!proc || !this.alive) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM and wait (graceful shutdown). */
  async stop(): Promise<void> {
    const proc = this.child;
    if (!proc || !this.alive) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  }

  /** CPU time (user + system) the process has used so far, in clock ticks (/proc/<pid>/stat). */
  async cpuTicks(): Promise<number> {
    return cpuTicksOf(this.pid);
  }
}

/** utime + stime of a process, in clock ticks (USER_HZ, 100 per second on Linux). */
export async function cpuTicksOf(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may contain spaces; the fields after its closing parenthesis are fixed.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // fields 14 and 15 of the whole line
}

/** CPU ticks of each backend serving one database, by process id (PostgreSQL's share of a run). */
export async function databaseBackendTicks(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    database,
  ]);
  const ticks = new Map<number, number>();
  for (const row of rows) {
    const used = await cpuTicksOf(row.pid).catch(() => undefined);
    if (used !== undefined) ticks.set(row.pid, used);
  }
  return ticks;
}

export interface ClusterOptions {
  apis: number;
  workers: number;
  env?: Record<string, string>;
}

export interface Cluster {
  databaseName: string;
  databaseUrl: string;
  sandbox: SandboxServer;
  redisProxy: TcpProxy;
  apis: Instance[];
  workers: Instance[];
  /** The address the instances believe they are served at (sign-in redirects and the CSRF origin). */
  publicUrl: string;
  /** The environment every instance shares (database, Redis, Google client, secret key, public URL). */
  env: Record<string, string>;
  /** A connection to the cluster's database for checks. */
  db: pg.Client;
  /** A connection to the server's admin database (terminating backends, CPU of the database's backends). */
  admin: pg.Client;
  close(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const databaseName = `vidcraft_scaleout_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const databaseUrl = new URL(ADMIN_DATABASE_URL);
  databaseUrl.pathname = `/${databaseName}`;

  const sandbox = await startSandboxServer({ host: '127.0.0.1', port: 0 });
  const publicUrl = `http://127.0.0.1:${await freePort()}`;
  const client = sandbox.sandbox.control.registerClient({
    ...sandbox.sandbox.defaultClient,
    redirectUris: redirectUris(publicUrl),
  });
  const redisProxy = await new TcpProxy(REDIS_ADDRESS).listen();
  const dataRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-scale-out-'));
  const sandboxAddress = new URL(sandbox.url);
  const sandboxPort = Number(sandboxAddress.port);
  const common = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: `redis://127.0.0.1:${redisProxy.port}/${REDIS_DB}`,
    GOOGLE_CLIENT_ID: client.clientId,
    GOOGLE_CLIENT_SECRET: client.clientSecret,
    SECRET_KEY: randomBytes(32).toString('hex'),
    WEB_DIST_DIR: path.join(dataRoot, 'no-web'),
    COMPUTE_THREADS: '0',
    ...options.env,
  };
  const instances: Instance[] = [];
  const make = async (role: Role, index: number) => {
    const name = `${role}-${index + 1}`;
    // Each worker reaches the sandbox through its own proxy: its traffic shows which worker calls YouTube. API
    // instances call it directly (sign-in checks the ID token's issuer, which is the sandbox's own address).
    const sandboxProxy = await new TcpProxy({ host: '127.0.0.1', port: sandboxPort }).listen();
    const sandboxUrl =
      role === 'worker'
        ? `http://127.0.0.1:${sandboxProxy.port}${sandboxAddress.pathname.replace(/\/$/, '')}`
        : sandbox.url;
    const env = { ...common, DATA_DIR: path.join(dataRoot, name), GOOGLE_SANDBOX_URL: sandboxUrl };
    const instance = new Instance(name, role, await freePort(), env, sandboxProxy);
    instances.push(instance);
    return instance;
  };
  const apis = await Promise.all(Array.from({ length: options.apis }, (_, i) => make('api', i)));
  const workers = await Promise.all(Array.from({ length: options.workers }, (_, i) => make('worker', i)));
  const db = new pg.Client({ connectionString: databaseUrl.toString() });

  const close = async () => {
    await Promise.all(instances.map((i) => i.stop().catch(() => i.kill())));
    await Promise.all(instances.map((i) => i.sandboxProxy.close()));
    await db.end().catch(() => undefined);
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
    await redisProxy.close();
    await sandbox.close();
    await fs.rm(dataRoot, { recursive: true, force: true });
  };
  try {
    // The first instance migrates the fresh database; the others start together on the migrated one.
    await apis[0]!.start();
    await Promise.all([...apis.slice(1), ...workers].map((i) => i.start()));
    await db.connect();
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return {
    databaseName,
    databaseUrl: databaseUrl.toString(),
    sandbox,
    redisProxy,
    apis,
    workers,
    publicUrl,
    env: common,
    db,
    admin,
    close,
  };
}

/**
 * A browser with one cookie jar that sends each request to the instance it is told to (client-side rotation):
 * what a user behind a round-robin balancer sees, made explicit.
 */
export class ClusterBrowser {
  readonly jar = new Map<string, string>();
  private readonly publicUrl: string;
  private next = 0;
  private readonly instances: Instance[];

  constructor(cluster: Pick<Cluster, 'publicUrl' | 'apis'>) {
    this.publicUrl = cluster.publicUrl;
    this.instances = cluster.apis;
  }

  /** The next API instance in turn. */
  rotate(): Instance {
    const instance = this.instances[this.next % this.instances.length]!;
    this.next += 1;
    return instance;
  }

  get cookie(): string {
    return [...this.jar].map(([n, v]) => `${n}=${v}`).join('; ');
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

  async get(on: Instance, pathAndQuery: string): Promise<Response> {
    return this.remember(
      await fetch(`${on.url}${pathAndQuery}`, { headers: { cookie: this.cookie }, redirect: 'manual' }),
    );
  }

  async send(on: Instance, method: 'POST' | 'PUT' | 'DELETE', pathAndQuery: string, body?: unknown) {
    return this.remember(
      await fetch(`${on.url}${pathAndQuery}`, {
        method,
        redirect: 'manual',
        headers: {
          cookie: this.cookie,
          origin: this.publicUrl,
          'x-vidcraft-csrf': '1',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
  }

  /** An address at the public URL (a redirect back from Google), requested on the given instance. */
  private async follow(on: Instance, redirect: URL) {
    if (redirect.origin !== this.publicUrl)
      throw new Error(`Expected a redirect to the app, got ${redirect}`);
    return this.get(on, redirect.pathname + redirect.search);
  }

  /** Starts sign-in on `start`, and lands Google's redirect on `finish` (which may be another instance). */
  async signIn(choice: ConsentChoice, start: Instance, finish: Instance = start): Promise<void> {
    const begun = await this.get(start, '/api/auth/google?returnTo=%2Fdashboard');
    const { redirect } = await walkConsent(begun.headers.get('location')!, choice);
    const done = await this.follow(finish, redirect);
    if (!this.jar.has('vc_session'))
      throw new Error(`Sign-in failed: ${done.status} ${done.headers.get('location')}`);
  }

  async connectChannel(choice: ConsentChoice, start: Instance, finish: Instance, access: 'read' | 'write') {
    const begun = await this.send(start, 'POST', '/api/auth/youtube/connect', { access });
    if (begun.status !== 200) throw new Error(`Connect answered ${begun.status}: ${await begun.text()}`);
    const { redirect } = await walkConsent(((await begun.json()) as { url: string }).url, choice);
    const done = await this.follow(finish, redirect);
    if (!/youtube_connected=true/.test(done.headers.get('location') ?? '')) {
      throw new Error(`Connect failed: ${done.headers.get('location')}`);
    }
  }
}
