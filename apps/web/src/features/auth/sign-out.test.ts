import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuthStatus, setAuthStatus } from '../../lib/auth-status.ts';
import { signOut } from './sign-out.ts';

describe('sign-out (spec §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server, clears all local and session storage, and goes home in the same language', async () => {
    const fetchMock = vi.fn(async () => new Response('{"success":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('language', 'de');
    localStorage.setItem('theme', 'dark');
    sessionStorage.setItem('vidcraft.youtube-auth-request', '{"reason":"connect"}');
    setAuthStatus({
      isAuthenticated: true,
      user: { email: 'a@b.c', name: 'A', avatar: null, preferredLanguage: 'de' },
    });
    const go = vi.fn();
    await signOut('de', go);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(getAuthStatus()).toEqual({ isAuthenticated: false, user: null });
    expect(go).toHaveBeenCalledWith('/de/');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('x', '1');
    const go = vi.fn();
    await signOut('en', go);
    expect(localStorage.length).toBe(0);
    expect(go).toHaveBeenCalledWith('/');
    expect(warn).toHaveBeenCalledWith('Logout failed', expect.any(TypeError));
    warn.mockRestore();
  });
});
