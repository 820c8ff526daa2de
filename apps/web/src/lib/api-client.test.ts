import { afterEach, describe, expect, it, vi } from 'vitest';
import { optimizationRoutes, syncRoutes } from '@vidcraft/contracts';
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
});
