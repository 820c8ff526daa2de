import { afterEach, describe, expect, it, vi } from 'vitest';
import { authRoutes, optimizationRoutes, syncRoutes } from '@vidcraft/contracts';
import { TimeoutError } from './fetch-with-timeout.ts';
import { callApi, queryString, routeUrl } from './api-client.ts';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the typed API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the path from the contract, encoding parameters, and the query from an object', () => {
    expect(routeUrl(optimizationRoutes.analyzeChannel, { params: { id: 'a/b c' } })).toBe(
      '/api/youtube/analyze-channel/a%2Fb%20c',
    );
    expect(queryString({ page: 2, videoId: undefined, tags: ['a', 'b'] })).toBe('?page=2&tags=a&tags=b');
    expect(queryString({})).toBe('');
  });

  it("sends the contract's method and body, with the CSRF header on a write", async () => {
    const entry = {
      entries: [],
      total: 0,
    };
    const fetchMock = respond(200, entry);
    await expect(callApi(optimizationRoutes.history, { query: { page: 1, limit: 20 } })).resolves.toEqual(
      entry,
    );
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/optimization-history?page=1&limit=20');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).has('X-Vidcraft-CSRF')).toBe(false);
  });

  it("refuses an answer that does not match the contract's schema", async () => {
    respond(200, { entries: 'not a list' });
    await expect(callApi(optimizationRoutes.history, { query: {} })).rejects.toThrow();
  });

  it('marks writes with the CSRF header and sends JSON', async () => {
    const fetchMock = respond(200, {});
    await callApi(syncRoutes.syncVideosManual, { body: {} }).catch(() => undefined);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('X-Vidcraft-CSRF')).toBe('1');
    expect(init.body).toBe('{}');
  });

  it('gives up after timeoutMs with a TimeoutError, and passes the cache mode on', async () => {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const call = callApi(authRoutes.status, { timeoutMs: 20, cache: 'no-store' });
    await expect(call).rejects.toBeInstanceOf(TimeoutError);
    await expect(call).rejects.toThrow('Request to /api/auth/status timed out after 20 ms');
    expect(fetchMock.mock.calls[0]?.[1].cache).toBe('no-store');
  });

  it("stops when the caller's signal aborts, without calling it a time-out", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const controller = new AbortController();
    const call = callApi(authRoutes.status, { timeoutMs: 10_000, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
