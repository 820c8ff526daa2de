// The plans tests' server: `fetch` answers the listed "METHOD /path" routes and 404s the rest; the calls made are
// recorded for the tests to check.
import { vi } from 'vitest';

type Answer = { status?: number; body: unknown };

export function fakeServer(routes: Record<string, Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const path = new URL(url, 'http://vidcraft.test').pathname;
      calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer = routes[`${method} ${path}`];
      if (!answer)
        return new Response(JSON.stringify({ error: 'NOT_FOUND', message: 'No such route' }), {
          status: 404,
        });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}
