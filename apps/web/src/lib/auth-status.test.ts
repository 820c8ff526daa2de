import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAuthStatus, getAuthStatus, loadAuthStatus, setAuthStatus, SIGNED_OUT } from './auth-status.ts';

describe('auth status', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAuthStatus(null);
  });

  it('treats the missing route (404) as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'NOT_FOUND', message: 'No route' }, { status: 404 })),
    );
    await expect(fetchAuthStatus()).resolves.toEqual(SIGNED_OUT);
  });

  it('reads a signed-in user', async () => {
    const user = { email: 'a@b.c', name: 'Ada', avatar: null, preferredLanguage: 'de' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ isAuthenticated: true, user })),
    );
    await expect(loadAuthStatus()).resolves.toEqual({ isAuthenticated: true, user });
    expect(getAuthStatus()?.user?.name).toBe('Ada');
  });

  it('is signed out after a time-out, and shares one request between callers', async () => {
    const fetcher = vi.fn(() =>
      Promise.reject(new Error('Request to /api/auth/status timed out after 3000 ms')),
    );
    const first = loadAuthStatus(fetcher);
    const second = loadAuthStatus(fetcher);
    await expect(first).rejects.toThrow('timed out');
    await expect(second).rejects.toThrow('timed out');
    expect(fetcher).toHaveBeenCalledOnce();
    expect(getAuthStatus()).toEqual(SIGNED_OUT);
  });

  it('asks /api/auth/status, and reports a server error or a time-out instead of guessing', async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json({ error: 'INTERNAL', message: 'Boom' }, { status: 500 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchAuthStatus()).rejects.toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/status');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    await expect(fetchAuthStatus(20)).rejects.toThrow('Request to /api/auth/status timed out after 20 ms');
  });

  it('treats 401 as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: 'UNAUTHENTICATED', message: 'No' }, { status: 401 })),
    );
    await expect(fetchAuthStatus()).resolves.toEqual(SIGNED_OUT);
  });
});
