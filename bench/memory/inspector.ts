// A minimal Chrome DevTools Protocol client for a Node process started with --inspect: enough to ask for a
// full garbage collection and read the JS heap, so a bench can tell garbage from memory that is kept.
export class Inspector {
  private readonly socket: WebSocket;
  private nextId = 0;
  private readonly waiting = new Map<number, (result: unknown) => void>();

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
      if (message.id !== undefined) this.waiting.get(message.id)?.(message.result);
    });
  }

  static async connect(url: string): Promise<Inspector> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return new Inspector(socket);
  }

  private call(method: string, params: object = {}): Promise<unknown> {
    const id = (this.nextId += 1);
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  async collectGarbage(): Promise<void> {
    await this.call('HeapProfiler.collectGarbage');
  }

  async heapUsedBytes(): Promise<number> {
    const result = (await this.call('Runtime.getHeapUsage')) as { usedSize: number };
    return result.usedSize;
  }

  close(): void {
    this.socket.close();
  }
}
