// A fetch stand-in for the operations pages' tests: answers by method and path, records every call with its
// query and body. jsdom has no ResizeObserver (the charts' container measures itself): a stub reports a size.
import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

export function fakeServer(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const parsed = new URL(url, 'http://vidcraft.test');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { method, path: parsed.pathname, query: parsed.searchParams, body };
      calls.push(call);
      const route = routes[`${method} ${parsed.pathname}`];
      if (!route)
        return new Response(JSON.stringify({ error: 'NOT_FOUND', message: 'No such route' }), {
          status: 404,
        });
      const answer = typeof route === 'function' ? route(call) : route;
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      private readonly report: ResizeObserverCallback;
      constructor(report: ResizeObserverCallback) {
        this.report = report;
      }
      /** Every observed box is a phone-sized 360 × 260 (jsdom lays nothing out). */
      observe(target: Element) {
        const entry = { target, contentRect: { width: 360, height: 260 } } as unknown as ResizeObserverEntry;
        queueMicrotask(() => this.report([entry], this as unknown as ResizeObserver));
      }
      unobserve() {}
      disconnect() {}
    },
  );
  return calls;
}
