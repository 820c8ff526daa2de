import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppCacheStale, removeOtherWorkers, STALE_CACHE_MS } from './service-worker-client.ts';

function registration(scope: string, script: string) {
  return {
    scope,
    active: { scriptURL: script },
    waiting: null,
    installing: null,
    unregister: vi.fn(async () => true),
  };
}

describe('service worker client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('unregisters every registration but ours (scope /, script /sw.js)', async () => {
    const origin = window.location.origin;
    const ours = registration(`${origin}/`, `${origin}/sw.js`);
    const oldScript = registration(`${origin}/`, `${origin}/service-worker.js`);
    const oldScope = registration(`${origin}/app/`, `${origin}/sw.js`);
    const getRegistrations = vi.fn(async () => [ours, oldScript, oldScope]);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { getRegistrations } });
    vi.stubGlobal('isSecureContext', true);

    await expect(removeOtherWorkers()).resolves.toBe(2);
    expect(ours.unregister).not.toHaveBeenCalled();
    expect(oldScript.unregister).toHaveBeenCalled();
    expect(oldScope.unregister).toHaveBeenCalled();
  });

  it('calls the cached app stale when its offline page was fetched more than 7 days ago', async () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    const cachedOn = (date: string) =>
      vi.stubGlobal('caches', { match: async () => new Response('', { headers: { date } }) });
    cachedOn(new Date(now - STALE_CACHE_MS - 60_000).toUTCString());
    await expect(isAppCacheStale(now)).resolves.toBe(true);
    cachedOn(new Date(now - 24 * 3600_000).toUTCString());
    await expect(isAppCacheStale(now)).resolves.toBe(false);
    vi.stubGlobal('caches', { match: async () => undefined });
    await expect(isAppCacheStale(now)).resolves.toBe(false);
  });
});
