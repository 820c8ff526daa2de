import { describe, expect, it } from 'vitest';

describe('the test network guard', () => {
  it('refuses a connection to a non-loopback host', async () => {
    const failure = await fetch('https://example.com/').then(
      () => null,
      (error: unknown) => error as Error & { cause?: Error },
    );
    expect(failure?.cause?.message ?? failure?.message).toMatch(/Unplanned/);
  });
  it('allows loopback', async () => {
    const net = await import('node:net');
    const server = net.createServer((s) => s.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('data', (d) => resolve(String(d)));
      socket.on('error', reject);
    });
    server.close();
    expect(reply).toBe('ok');
  });
});
