// Starts the embedded PostgreSQL worker thread (embedded-postgres.worker.ts) and says where node-postgres
// reaches it. The socket is a Unix socket in a fresh 0700 temp dir, so no other local user can connect (the
// embedded server has no authentication); Windows, without Unix sockets for node-postgres, uses loopback TCP.
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
 * Creates a fresh data dir (initdb) in a thread of its own, then ends that thread. PGlite's WASM memory only ever
 * grows: initdb takes it past 500 MB, which the serving thread would otherwise keep for the app's whole life
 * (first start idle, measured: 837 MiB with, see decision 053 for without).
 */
async function initializeDataDir(dataDir: string): Promise<void> {
  const input: EmbeddedPostgresInput = { dataDir, initOnly: true };
  const worker = new Worker(new URL('./embedded-postgres.worker.ts', import.meta.url), { workerData: input });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: EmbeddedPostgresReply) => {
        if (message.type === 'initialized') resolve();
        if (message.type === 'failed')
          reject(new Error(`the embedded database was not created: ${message.message}`));
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`the embedded database thread exited (${code})`)));
    });
  } finally {
    await worker.terminate();
  }
}
