// A fetch stand-in for the upload tool's tests: answers by method and path, records every call.
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
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const { pathname: path, searchParams: query } = new URL(url, 'http://vidcraft.test');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, query, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    if (!route)
      return new Response(JSON.stringify({ error: 'NOT_FOUND', message: 'No such route' }), { status: 404 });
    const answer = typeof route === 'function' ? route(call) : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** EventSource for the job progress hook: records the streams opened; `emit` sends a run. */
export class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  readonly url: string;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}
