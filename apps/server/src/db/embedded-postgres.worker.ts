// The embedded PostgreSQL (PGlite) in a worker thread, served over the PostgreSQL wire protocol on a local
// socket (shared-session-server.ts): queries run here, the app's event loop only does I/O, and the app talks to
// it with the same node-postgres driver as to a PostgreSQL server. A thread rather than a child process: it cannot
// outlive the app (a SIGKILL takes both), so two PGlite instances never share a data dir.
import fs from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { SharedSessionServer } from './shared-session-server.ts';

export interface EmbeddedPostgresInput {
  /** Files under this dir; in memory when absent. */
  dataDir?: string;
  /** A data-dir dump (tar) to start from (tests copy a migrated template this way). */
  loadDataDirFile?: string;
  /** A Unix socket path, or loopback TCP on a free port when absent. */
  socketPath?: string;
}

export type EmbeddedPostgresRequest =
  { type: 'dump'; id: number } | { type: 'ping'; id: number } | { type: 'close' };

export type EmbeddedPostgresReply =
  | { type: 'ready'; socketPath?: string; port?: number }
  | { type: 'failed'; message: string; stack?: string }
  | { type: 'dump'; id: number; bytes: ArrayBuffer }
  | { type: 'pong'; id: number; open: boolean }
  | { type: 'closed' };

const input = workerData as EmbeddedPostgresInput;
const port = parentPort!;
const reply = (message: EmbeddedPostgresReply, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

try {
  const loadDataDir = input.loadDataDirFile
    ? new Blob([await fs.readFile(input.loadDataDirFile)])
    : undefined;
  const pglite = await PGlite.create({
    ...(input.dataDir ? { dataDir: input.dataDir } : {}),
    postgresqlconf: [
      // PostgreSQL's default 128 MB of shared buffers lives inside the WASM heap; one session needs far less
      // (measured: idle RSS about 100 MB lower).
      'shared_buffers = 16MB',
      // Shared memory is sized for max_connections backends; PGlite only ever runs one (about 13 MB less).
      'max_connections = 4',
    ],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await serve(pglite);
} catch (error) {
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  reply({ type: 'failed', message, ...(stack ? { stack } : {}) });
}

async function serve(pglite: PGlite): Promise<void> {
  const server = new SharedSessionServer(pglite);
  const tcpPort = await server.listen(input.socketPath ? { path: input.socketPath } : { port: 0 });
  reply(
    input.socketPath ? { type: 'ready', socketPath: input.socketPath } : { type: 'ready', port: tcpPort! },
  );

  port.on('message', (request: EmbeddedPostgresRequest) => {
    if (request.type === 'dump') {
      void pglite
        .dumpDataDir('none')
        .then((blob) => blob.arrayBuffer())
        .then((bytes) => reply({ type: 'dump', id: request.id, bytes }, [bytes]));
    } else if (request.type === 'ping') {
      // Answered between two batches: PGlite runs each synchronously on this thread, so an answer means the
      // database is not stuck, without waiting behind the app's queued queries.
      reply({ type: 'pong', id: request.id, open: !pglite.closed });
    } else if (request.type === 'close') {
      void server
        .close()
        .then(() => pglite.close())
        .then(() => {
          reply({ type: 'closed' });
          port.close();
        });
    }
  });
}
