// Serves one PGlite session to several PostgreSQL wire-protocol connections (decision 053). PGlite is a single
// session, so connections take turns on it, and a turn lasts until the session is idle again: every message a
// connection sent up to its Sync (or simple Query) runs as one batch, and a connection whose batch leaves a
// transaction open (or an extended query unfinished) keeps the session until a later batch ends idle. So the
// messages of one query never interleave with another connection's, and a transaction never takes in another
// connection's statements (decision 003). While PGlite runs one batch the next one is already queued, which is
// what several connections buy over one: the session does not sit idle during each round trip.
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I'
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

const NOTHING: Buffer = Buffer.alloc(0);

interface Batch {
  connection: Connection;
  bytes: Uint8Array;
  /** The batch ends with Sync or Query, so its answer ends with ReadyForQuery. */
  endsCycle: boolean;
}

class Connection {
  private pending: Buffer = NOTHING;
  private started = false;
  closed = false;
  readonly socket: net.Socket;
  private readonly submit: (batch: Batch) => void;

  constructor(socket: net.Socket, submit: (batch: Batch) => void) {
    this.socket = socket;
    this.submit = submit;
  }

  /** Splits what arrived into whole messages and hands them on as one batch. */
  receive(data: Buffer): void {
    if (this.closed) return;
    this.pending = this.pending.length ? Buffer.concat([this.pending, data]) : data;
    let offset = 0;
    let batchStart = 0;
    let lastType = 0;
    const flush = (end: number) => {
      if (end > batchStart) {
        const endsCycle = lastType === SYNC || lastType === QUERY || !this.started;
        this.submit({ connection: this, bytes: this.pending.subarray(batchStart, end), endsCycle });
      }
      batchStart = end;
    };
    while (this.pending.length - offset >= 5) {
      if (!this.started) {
        // Before start-up: an untyped message (length, then a code).
        if (this.pending.length - offset < 8) break;
        const length = this.pending.readInt32BE(offset);
        if (length < 8) return this.refuse();
        if (this.pending.length - offset < length) break;
        const code = this.pending.readInt32BE(offset + 4);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.socket.write('N'); // no encryption on a local socket
          offset += length;
          batchStart = offset;
        } else if (code === CANCEL_REQUEST) {
          offset += length; // nothing to cancel: a batch runs to its end
          batchStart = offset;
        } else {
          offset += length;
          flush(offset); // the start-up message, answered with ReadyForQuery
          this.started = true;
        }
        continue;
      }
      const type = this.pending[offset]!;
      const length = 1 + this.pending.readInt32BE(offset + 1);
      if (length < 5) return this.refuse();
      if (this.pending.length - offset < length) break;
      if (type === TERMINATE) {
        flush(offset);
        this.closed = true;
        this.socket.end();
        offset = this.pending.length;
        batchStart = offset;
        break;
      }
      lastType = type;
      offset += length;
    }
    flush(offset);
    // Copy the unfinished tail: the batches handed on keep views of this buffer.
    this.pending = offset === this.pending.length ? NOTHING : Buffer.from(this.pending.subarray(offset));
  }

  /** A message whose length cannot be right: the stream cannot be read any further. */
  private refuse(): void {
    this.closed = true;
    this.pending = NOTHING;
    this.socket.destroy();
  }
}

export class SharedSessionServer {
  private readonly server: net.Server;
  private readonly connections = new Set<Connection>();
  private readonly queue: Batch[] = [];
  /** The connection whose transaction (or unfinished query) holds the session. */
  private holder: Connection | null = null;
  /** The drain loop while it runs (one at a time). */
  private draining: Promise<void> | null = null;
  private readonly db: PGlite;

  constructor(db: PGlite) {
    this.db = db;
    this.server = net.createServer((socket) => this.accept(socket));
  }

  /** Listens on a Unix socket path, or on loopback TCP (port 0: a free one); resolves with the TCP port. */
  async listen(target: { path: string } | { port: number }): Promise<number | undefined> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      if ('path' in target) this.server.listen(target.path, resolve);
      else this.server.listen(target.port, '127.0.0.1', resolve);
    });
    const address = this.server.address();
    return typeof address === 'object' && address ? address.port : undefined;
  }

  async close(): Promise<void> {
    const sockets = [...this.connections].map(({ socket }) => socket);
    const closed = sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    for (const socket of sockets) socket.destroy();
    await Promise.all(closed);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    // Whatever a dropped connection left open is rolled back (by the drain loop) before PGlite closes.
    while (this.draining || this.holder) await this.drain();
  }

  private accept(socket: net.Socket): void {
    socket.setNoDelay(true);
    const connection = new Connection(socket, (batch) => {
      this.queue.push(batch);
      void this.drain();
    });
    this.connections.add(connection);
    socket.on('data', (data) => connection.receive(data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      connection.closed = true;
      this.connections.delete(connection);
      for (let i = this.queue.length - 1; i >= 0; i--) {
        if (this.queue[i]!.connection === connection) this.queue.splice(i, 1);
      }
      // A holder that went away is released (its transaction rolled back) by the drain loop.
      void this.drain();
    });
  }

  /** Runs queued batches in order; while a connection holds the session, only its batches. */
  private drain(): Promise<void> {
    this.draining ??= this.drainQueue().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drainQueue(): Promise<void> {
    for (;;) {
      const holder = this.holder;
      if (holder?.closed) {
        await this.release(holder);
        continue;
      }
      const index = holder ? this.queue.findIndex((batch) => batch.connection === holder) : 0;
      if (index < 0 || this.queue.length === 0) break;
      const [batch] = this.queue.splice(index, 1);
      const endsIdle = await this.run(batch!);
      this.holder = endsIdle ? null : batch!.connection;
    }
  }

  /** Runs one batch and streams the answer back; true when it left the session idle. */
  private async run({ connection, bytes, endsCycle }: Batch): Promise<boolean> {
    // The answer's last 6 bytes: a ReadyForQuery message ('Z', length 5, transaction status) when idle.
    let tail = Buffer.alloc(0);
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(bytes, {
          onRawData: (data) => {
            if (data.length === 0) return;
            const chunk = Buffer.from(data); // a copy: the data is a view of PGlite's memory
            tail = Buffer.concat([tail, chunk.subarray(-6)]).subarray(-6);
            if (!connection.closed) connection.socket.write(chunk);
          },
        }),
      );
    } catch {
      connection.socket.destroy();
      return false;
    }
    return endsCycle && tail.length === 6 && tail[0] === READY_FOR_QUERY && tail[5] === IDLE;
  }

  /** Ends what a closed connection left open: its transaction, or a half-sent extended query. */
  private async release(connection: Connection): Promise<void> {
    try {
      await this.db.exec('rollback');
    } catch {
      // Nothing was open: the session is idle either way.
    }
    if (this.holder === connection) this.holder = null;
  }
}
