import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, ApiError } from './api.ts';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends cookies and JSON, and returns the parsed body', async () => {
    const fetchMock = respond(200, { ok: true });
    await expect(apiFetch('/api/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init.headers).get('X-Vidcraft-CSRF')).toBe('1');
  });

  it('sends the CSRF header only on writes', async () => {
    const fetchMock = respond(200, {});
    await apiFetch('/api/x');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('X-Vidcraft-CSRF')).toBe(false);
  });

  it('throws the server message with its error code', async () => {
    respond(429, { error: 'QUOTA_EXCEEDED', message: 'The daily YouTube quota is used up.' });
    const error = await apiFetch('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'The daily YouTube quota is used up.',
      code: 'QUOTA_EXCEEDED',
      status: 429,
    });
  });

  it('falls back to the error code, then to HTTP status', async () => {
    respond(404, { error: 'NOT_FOUND' });
    await expect(apiFetch('/api/x')).rejects.toThrow('NOT_FOUND');
    respond(502, '<html>bad gateway</html>');
    await expect(apiFetch('/api/x')).rejects.toThrow('HTTP 502');
  });

  it('does not retry by itself', async () => {
    const fetchMock = respond(429, { error: 'RATE_LIMITED', message: 'Slow down' });
    await apiFetch('/api/x').catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
