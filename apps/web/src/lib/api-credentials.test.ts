// One API client, two credential modes (spec §7): cookies to the same origin on the web; the bearer token to the
// mobile API origin once the native shell registers its credentials.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api.ts';
import { forgetApiCredentials, setBearerCredentials } from './api-credentials.ts';

function captureFetch() {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

describe('apiFetch credential modes', () => {
  afterEach(() => {
    setBearerCredentials(null);
    vi.unstubAllGlobals();
  });

  it('on the web: same origin, cookies, no Authorization', async () => {
    const calls = captureFetch();
    await apiFetch('/api/auth/status');
    expect(calls[0]!.url).toBe('/api/auth/status');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(new Headers(calls[0]!.init.headers).has('Authorization')).toBe(false);
  });

  it('on native: the mobile API origin and the stored bearer token, unless the caller set one', async () => {
    const calls = captureFetch();
    let token: string | null = 'tok-1';
    setBearerCredentials({
      apiBaseUrl: 'https://vidcraft.app',
      authorization: async () => (token ? `Bearer ${token}` : null),
      forget: async () => void (token = null),
    });
    await apiFetch('/api/auth/status');
    await apiFetch('/api/user/preferences', {
      method: 'POST',
      json: {},
      headers: { Authorization: 'Bearer own' },
    });
    expect(calls.map((call) => call.url)).toEqual([
      'https://vidcraft.app/api/auth/status',
      'https://vidcraft.app/api/user/preferences',
    ]);
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(new Headers(calls[1]!.init.headers).get('Authorization')).toBe('Bearer own');

    await forgetApiCredentials();
    await apiFetch('/api/auth/status');
    expect(new Headers(calls[2]!.init.headers).has('Authorization')).toBe(false);
  });
});
