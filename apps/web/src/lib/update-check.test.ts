import type { VersionInfo } from '@vidcraft/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissVersion,
  fetchServerVersion,
  FIRST_RECHECK_MS,
  MIN_CHECK_GAP_MS,
  PERIODIC_CHECK_MS,
  STALE_CACHE_RECHECK_MS,
  startUpdateChecks,
} from './update-check.ts';

const build = (commit: string): VersionInfo => ({
  version: '0.1.0',
  buildTime: '2026-11-21T00:00:00Z',
  commit,
  branch: 'main',
  environment: 'production',
  description: 'test',
});

describe('update checks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('takes the first answer as the baseline and reports a newer build', async () => {
    const answers = [build('a'), build('b')];
    const onUpdate = vi.fn();
    const stop = startUpdateChecks({ onUpdate, fetchVersion: async () => answers.shift() ?? build('b') });
    await vi.advanceTimersByTimeAsync(0);
    expect(onUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FIRST_RECHECK_MS);
    expect(onUpdate).toHaveBeenCalledWith(build('b'));
    stop();
  });

  it('does not notify again once the version is dismissed', async () => {
    const answers = [build('a')];
    const onUpdate = vi.fn((latest: VersionInfo) => dismissVersion(latest));
    const stop = startUpdateChecks({ onUpdate, fetchVersion: async () => answers.shift() ?? build('b') });
    await vi.advanceTimersByTimeAsync(FIRST_RECHECK_MS);
    await vi.advanceTimersByTimeAsync(3 * PERIODIC_CHECK_MS);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not notify about a dismissed version', async () => {
    dismissVersion(build('b'));
    const answers = [build('a'), build('b')];
    const onUpdate = vi.fn();
    const stop = startUpdateChecks({ onUpdate, fetchVersion: async () => answers.shift() ?? build('b') });
    await vi.advanceTimersByTimeAsync(FIRST_RECHECK_MS);
    expect(onUpdate).not.toHaveBeenCalled();
    stop();
  });
});

describe('further reasons to check', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("checks at once on the service worker's updated message, even inside the 30 s gap", async () => {
    const answers = [build('a'), build('a')];
    const onUpdate = vi.fn();
    let fire = () => {};
    const unwire = vi.fn();
    const stop = startUpdateChecks({
      onUpdate,
      fetchVersion: async () => answers.shift() ?? build('b'),
      triggers: (checkNow) => {
        fire = checkNow;
        return unwire;
      },
    });
    await vi.advanceTimersByTimeAsync(FIRST_RECHECK_MS + 1000);
    expect(onUpdate).not.toHaveBeenCalled();
    expect(FIRST_RECHECK_MS + 1000).toBeLessThan(MIN_CHECK_GAP_MS);
    fire();
    await vi.advanceTimersByTimeAsync(0);
    expect(onUpdate).toHaveBeenCalledWith(build('b'));
    stop();
    expect(unwire).toHaveBeenCalled();
  });

  it('checks once more after 50 s when the cached app is stale, not otherwise', async () => {
    for (const stale of [true, false]) {
      const answers = [build('a'), build('a')];
      const onUpdate = vi.fn();
      const stop = startUpdateChecks({
        onUpdate,
        fetchVersion: async () => answers.shift() ?? build('b'),
        isCacheStale: async () => stale,
      });
      await vi.advanceTimersByTimeAsync(STALE_CACHE_RECHECK_MS - 1);
      expect(onUpdate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onUpdate).toHaveBeenCalledTimes(stale ? 1 : 0);
      stop();
    }
  });
});

describe('reading the server version', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads /version.json, cache-busted and not from the cache', async () => {
    const fetchMock = vi.fn(async () => Response.json(build('a')));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchServerVersion(1234)).resolves.toEqual(build('a'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/version.json?v=1234');
    expect(init.cache).toBe('no-store');
  });

  it('falls back to /api/version, and answers null when neither has a version', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/version.json')
        ? new Response('not found', { status: 404 })
        : Response.json(build('b')),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchServerVersion(1)).resolves.toEqual(build('b'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/version.json?v=1', '/api/version']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ version: '1' })),
    );
    await expect(fetchServerVersion(1)).resolves.toBeNull();
  });
});
