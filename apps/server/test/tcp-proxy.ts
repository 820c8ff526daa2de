// A loopback TCP proxy a test controls, to take a shared service (Redis, PostgreSQL) away from the app under
// test without touching the service itself: `cut` refuses connections and drops the open ones, `blackhole`
// keeps connections open but holds traffic back (a network partition), `restore` lets traffic flow again.
import net from 'node:net';

export class TcpProxy {
  readonly port: number;
  private readonly target: { host: string; port: number };
  private server: net.Server | null;
  private readonly sockets = new Set<net.Socket>();
  private mode: 'open' | 'blackhole' = 'open';

  private constructor(server: net.Server, port: number, target: { host: string; port: number }) {
    this.server = server;
    this.port = port;
    this.target = target;
  }

  static async start(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const proxy = new TcpProxy(server, (server.address() as net.AddressInfo).port, target);
    server.on('connection', (client) => proxy.accept(client));
    return proxy;
  }

  private accept(client: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    if (this.mode === 'blackhole') for (const socket of [client, upstream]) socket.pause();
  }

  /** Refuses new connections and drops the open ones, as a stopped service does. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  /** Keeps connections open but holds every byte back (delivered on restore), as a network partition does. */
  blackhole(): void {
    this.mode = 'blackhole';
    for (const socket of this.sockets) socket.pause();
  }

  /** Listens again on the same port and forwards traffic (and what a blackhole held back). */
  async restore(): Promise<void> {
    this.mode = 'open';
    for (const socket of this.sockets) socket.resume();
    if (this.server) return;
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async close(): Promise<void> {
    await this.cut();
  }
}
