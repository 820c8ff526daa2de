// One API client, two credential modes (spec §7): cookies to the same origin on the web; the bearer token to the
// mobile API origin once the native shell registers its credentials.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api.ts';
import {
  apiAuthorization,
  apiUrl,
  forgetApiCredentials,
  openApiEventSource,
  setBearerCredentials,
  usesBearerToken,
  type ApiEventSource,
} from './api-credentials.ts';

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
      openEventSource: () => {
        throw new Error('not used here');
      },
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

describe('the credential mode of requests outside the JSON client', () => {
  afterEach(() => {
    setBearerCredentials(null);
    vi.unstubAllGlobals();
  });

  it('on the web: paths stay relative, no Authorization, the browser EventSource with cookies', async () => {
    const opened: { url: string; init: EventSourceInit | undefined }[] = [];
    vi.stubGlobal(
      'EventSource',
      class {
        constructor(url: string, init?: EventSourceInit) {
          opened.push({ url, init });
        }
      },
    );
    expect(usesBearerToken()).toBe(false);
    expect(apiUrl('/api/thumbnails/t1/image')).toBe('/api/thumbnails/t1/image');
    expect(await apiAuthorization()).toBeNull();
    openApiEventSource('/api/jobs/j1/events');
    expect(opened).toEqual([{ url: '/api/jobs/j1/events', init: { withCredentials: true } }]);
  });

  it('on native: the mobile API origin, the bearer token, and the shell’s event stream', async () => {
    const browser = vi.fn();
    vi.stubGlobal('EventSource', browser);
    const nativeStreams: string[] = [];
    const stream: ApiEventSource = {
      readyState: 0,
      addEventListener: () => undefined,
      close: () => undefined,
    };
    setBearerCredentials({
      apiBaseUrl: 'https://vidcraft.app',
      authorization: async () => 'Bearer tok-2',
      forget: async () => undefined,
      openEventSource: (url) => {
        nativeStreams.push(url);
        return stream;
      },
    });
    expect(usesBearerToken()).toBe(true);
    expect(apiUrl('/api/thumbnails/t1/image')).toBe('https://vidcraft.app/api/thumbnails/t1/image');
    // Only the app's own paths: absolute URLs and protocol-relative ones are left alone.
    expect(apiUrl('https://i.ytimg.com/vi/x/hq.jpg')).toBe('https://i.ytimg.com/vi/x/hq.jpg');
    expect(apiUrl('//evil.example/api')).toBe('//evil.example/api');
    expect(await apiAuthorization()).toBe('Bearer tok-2');
    expect(openApiEventSource('/api/jobs/j1/events')).toBe(stream);
    expect(nativeStreams).toEqual(['https://vidcraft.app/api/jobs/j1/events']);
    expect(browser).not.toHaveBeenCalled();
  });
});
