// Starts the embedded PostgreSQL worker thread (embedded-postgres.worker.ts) and says where node-postgres
// reaches it. The socket is a Unix socket in a fresh 0700 temp dir, so no other local user can connect (the
// embedded server has no authentication); Windows, without Unix sockets for node-postgres, uses loopback TCP.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type {
  EmbeddedPostgresInput,
  EmbeddedPostgresReply,
  EmbeddedPostgresRequest,
} from './embedded-postgres.worker.ts';

// node-postgres reaches a Unix socket as `<host dir>/.s.PGSQL.<port>`, as libpq does.
const SOCKET_PORT = 5432;

export interface EmbeddedPostgres {
  /** node-postgres connection settings. */
  connection: { host: string; port: number; user: string; database: string };
  /** A dump of the whole data dir (tests start each file's database from one). */
  dumpDataDir(): Promise<Uint8Array>;
  /** Resolves when the database thread answers with PGlite open; rejects when it is closed. */
  ping(): Promise<void>;
  /** Stops serving, closes PGlite cleanly and ends the thread. */
  close(): Promise<void>;
  /** The thread's id (for diagnostics). */
  threadId: number;
}

export async function startEmbeddedPostgres(
  options: { dataDir?: string; loadDataDirFile?: string; onExit?: (error: Error) => void } = {},
): Promise<EmbeddedPostgres> {
  if (options.dataDir && !options.loadDataDirFile && !existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    await initializeDataDir(options.dataDir);
  }
  const socketDir =
    process.platform === 'win32' ? undefined : await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-pg-'));
  const input: EmbeddedPostgresInput = {
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDirFile ? { loadDataDirFile: options.loadDataDirFile } : {}),
    ...(socketDir ? { socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`) } : {}),
  };
  const worker = new Worker(new URL('./embedded-postgres.worker.ts', import.meta.url), { workerData: input });
  const removeSocketDir = () =>
    socketDir ? fs.rm(socketDir, { recursive: true, force: true }) : Promise.resolve();

  let closing = false;
  let onStartMessage: (message: EmbeddedPostgresReply) => void = () => undefined;
  let onStartError: (error: Error) => void = () => undefined;
  let onStartExit: (code: number) => void = () => undefined;
  const ready = await new Promise<Extract<EmbeddedPostgresReply, { type: 'ready' }>>((resolve, reject) => {
    onStartMessage = (message) => {
      if (message.type === 'ready') resolve(message);
      if (message.type === 'failed') {
        const error = new Error(`the embedded database did not start: ${message.message}`);
        if (message.stack) error.stack = message.stack;
        reject(error);
      }
    };
    onStartError = reject;
    onStartExit = (code) => reject(new Error(`the embedded database thread exited (${code})`));
    worker.on('message', onStartMessage);
    worker.on('error', onStartError);
    worker.on('exit', onStartExit);
  })
    .catch(async (error: unknown) => {
      await worker.terminate();
      await removeSocketDir();
      throw error;
    })
    .finally(() => {
      worker.off('message', onStartMessage);
      worker.off('error', onStartError);
      worker.off('exit', onStartExit);
    });
  // The app decides when to stop; the database thread alone does not keep the process running.
  worker.unref();

  // After start-up the database thread only ends when asked to; anything else is fatal for the app.
  const onExit =
    options.onExit ??
    ((error: Error) => {
      throw error;
    });
  worker.on('error', (error) => {
    if (!closing) onExit(error);
  });
  worker.on('exit', (code) => {
    if (!closing) onExit(new Error(`the embedded database thread exited unexpectedly (${code})`));
  });

  const dumps = new Map<number, (bytes: Uint8Array) => void>();
  const pings = new Map<number, (open: boolean) => void>();
  let nextId = 1;
  let closed: (() => void) | undefined;
  worker.on('message', (message: EmbeddedPostgresReply) => {
    if (message.type === 'dump') {
      dumps.get(message.id)?.(new Uint8Array(message.bytes));
      dumps.delete(message.id);
    }
    if (message.type === 'pong') {
      pings.get(message.id)?.(message.open);
      pings.delete(message.id);
    }
    if (message.type === 'closed') closed?.();
  });
  const send = (request: EmbeddedPostgresRequest) => worker.postMessage(request);

  return {
    connection: {
      host: socketDir ?? '127.0.0.1',
      port: ready.port ?? SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
    },
    threadId: worker.threadId,
    dumpDataDir: () =>
      new Promise((resolve) => {
        const id = nextId++;
        // Held open while a request is out, or the process could end before the answer arrives.
        worker.ref();
        dumps.set(id, (bytes) => {
          if (dumps.size === 1) worker.unref();
          resolve(bytes);
        });
        send({ type: 'dump', id });
      }),
    ping: () =>
      new Promise<void>((resolve, reject) => {
        if (closing) return reject(new Error('the embedded database is closed'));
        const id = nextId++;
        pings.set(id, (open) => (open ? resolve() : reject(new Error('the embedded database is closed'))));
        send({ type: 'ping', id });
      }),
    async close() {
      if (closing) return;
      closing = true;
      worker.ref();
      await new Promise<void>((resolve) => {
        closed = resolve;
        send({ type: 'close' });
        // A thread that cannot close cleanly is stopped anyway; PGlite's files are crash-safe (kill -9 tested).
        setTimeout(resolve, 10_000).unref();
      });
      await worker.terminate();
      await removeSocketDir();
    },
  };
}

/**
 * Creates a fresh data dir (initdb) in a child process of its own (embedded-postgres-init.ts), so the memory initdb
 * takes is returned when that process ends (decision 054). It is created beside the data dir and renamed into
 * place when complete: a start that is killed half way leaves no half-made data dir behind, and the child stops
 * when the app goes away.
 */
async function initializeDataDir(dataDir: string): Promise<void> {
  // Named for this process, so a child of an earlier, killed start (which stops at its next turn) cannot write
  // into this one's dir; what such starts left is removed.
  const parent = path.dirname(dataDir);
  const leftover = `${path.basename(dataDir)}.creating-`;
  for (const name of await fs.readdir(parent)) {
    if (name.startsWith(leftover)) await fs.rm(path.join(parent, name), { recursive: true, force: true });
  }
  const staging = `${dataDir}.creating-${process.pid}`;
  await fs.mkdir(staging, { mode: 0o700 });
  const child = fork(new URL('./embedded-postgres-init.ts', import.meta.url), [staging], {
    execArgv: [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) {
    await fs.rm(staging, { recursive: true, force: true });
    throw new Error(`the embedded database was not created (exit ${code}): ${stderr.trim()}`);
  }
  // The empty dir made for it is replaced (rename does not replace a directory on Windows). A dir with files but
  // no PG_VERSION is not ours to delete: rmdir refuses it and the start fails, naming it.
  if (existsSync(dataDir)) await fs.rmdir(dataDir);
  await fs.rename(staging, dataDir);
}
