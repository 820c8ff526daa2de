// A fake OpenAI-compatible server on loopback that speaks the real chat-completions protocol: JSON answers,
// answers computed from the request, errors with OpenAI's error body, slow answers and answers that never come.
// Tests queue its behaviour and read the requests it received.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface FakeUsage {
  prompt_tokens: number;
  completion_tokens: number;
}

export type FakeBehaviour =
  | {
      kind: 'json';
      content: unknown;
      delayMs?: number;
      usage?: FakeUsage;
    }
  | {
      /** A JSON answer computed from the request (e.g. a translation of exactly what was asked). */
      kind: 'reply';
      respond: (body: FakeRequest['body']) => unknown;
      /** Token counts to report: fixed, or computed from the request and the answer sent. */
      usage?: FakeUsage | ((body: FakeRequest['body'], content: string) => FakeUsage);
    }
  | { kind: 'text'; content: string }
  | { kind: 'error'; status: number; message?: string; retryAfter?: number }
  | { kind: 'hang' };

export interface FakeRequest {
  path: string;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: unknown;
    max_tokens?: number;
    temperature?: number;
  };
}

export async function startFakeOpenAI() {
  const queue: FakeBehaviour[] = [];
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as FakeRequest['body'];
      requests.push({ path: req.url ?? '', body });
      if (req.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const behaviour = queue.shift() ?? { kind: 'error', status: 500, message: 'no behaviour queued' };
      if (behaviour.kind === 'hang') return; // the client's timeout must end it
      if (behaviour.kind === 'error') {
        res.writeHead(behaviour.status, {
          'content-type': 'application/json',
          ...(behaviour.retryAfter ? { 'retry-after': String(behaviour.retryAfter) } : {}),
        });
        res.end(
          JSON.stringify({
            error: { message: behaviour.message ?? 'error', type: 'server_error', code: null },
          }),
        );
        return;
      }
      let content: string;
      try {
        content =
          behaviour.kind === 'json'
            ? JSON.stringify(behaviour.content)
            : behaviour.kind === 'reply'
              ? JSON.stringify(behaviour.respond(body))
              : behaviour.content;
      } catch (error) {
        // A test's responder failed: answer as a server error rather than crash the fake.
        res.writeHead(500, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: { message: `fake responder failed: ${String(error)}`, type: 'server_error', code: null },
          }),
        );
        return;
      }
      const given = behaviour.kind === 'json' || behaviour.kind === 'reply' ? behaviour.usage : undefined;
      const usage =
        typeof given === 'function'
          ? given(body, content)
          : (given ?? { prompt_tokens: 812, completion_tokens: 214 });
      const send = () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
          }),
        );
      if (behaviour.kind === 'json' && behaviour.delayMs) setTimeout(send, behaviour.delayMs);
      else send();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    queue,
    requests,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
