// A PostgreSQL LISTEN/NOTIFY channel between the app processes that share one database. LISTEN needs a
// connection of its own, kept open. While that connection is down, messages may be missed: the listener hears
// `lost` at once and `ready` when it listens again, so what it caches meanwhile can be dropped and rebuilt.
import pg from 'pg';

export interface ChannelListener {
  message(payload: string): void;
  /** Listening: from now on no message is missed. */
  ready(): void;
  /** Not listening any more: messages sent from now until the next `ready` are missed. */
  lost(): void;
}

interface PgChannelOptions {
  connectionString: string;
  /** A constant SQL identifier (LISTEN takes no parameter). */
  channel: string;
  /** Where messages are sent from: the app's pool. */
  pool: pg.Pool;
  warn: (message: string, error: unknown) => void;
  retryMs?: number;
}

export class PgChannel {
  private readonly options: PgChannelOptions;
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(options: PgChannelOptions) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.channel)) throw new Error(`Bad channel name: ${options.channel}`);
    this.options = options;
  }

  async publish(payload: string): Promise<void> {
    await this.options.pool.query('select pg_notify($1, $2)', [this.options.channel, payload]);
  }

  /** Listens in the background until closed, reconnecting after a lost connection. */
  start(listener: ChannelListener): void {
    void this.connect(listener);
  }

  private async connect(listener: ChannelListener): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.options.connectionString });
    this.client = client;
    let lost = false;
    const onLost = (error: unknown) => {
      if (lost) return;
      lost = true;
      listener.lost();
      this.options.warn(`listening on ${this.options.channel} stopped; listening again shortly`, error);
      void client.end().catch(() => undefined);
      if (!this.closed)
        this.retry = setTimeout(() => void this.connect(listener), this.options.retryMs ?? 1000);
    };
    client.on('error', onLost);
    client.on('end', () => (this.closed ? undefined : onLost(new Error('connection ended'))));
    client.on('notification', (note) => {
      if (note.channel === this.options.channel && note.payload !== undefined) listener.message(note.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${this.options.channel}`);
      if (!lost && !this.closed) listener.ready();
    } catch (error) {
      onLost(error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }
}
