import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enforceUiVersion, UI_VERSION, UI_VERSION_STORAGE_KEY } from './ui-version.ts';

function stubCaches(names: string[]) {
  const deleted: string[] = [];
  vi.stubGlobal('caches', {
    keys: async () => names.filter((name) => !deleted.includes(name)),
    delete: async (name: string) => (deleted.push(name), true),
  });
  return deleted;
}

describe('UI version hygiene', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('clears caches and storage, except theme, language and preferences, when the stored version differs', async () => {
    const deleted = stubCaches(['vidcraft-assets', 'workbox-precache-v2']);
    localStorage.setItem(UI_VERSION_STORAGE_KEY, 'video-upload-new-ui-v1');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('language', 'ar');
    localStorage.setItem('user_preferences', '{"compact":true}');
    localStorage.setItem('cookie_consent', 'true');
    localStorage.setItem('vidcraft.optimizer-draft.v1', '{}');
    sessionStorage.setItem('reauth', 'x');

    await expect(enforceUiVersion()).resolves.toBe(true);

    expect(deleted.sort()).toEqual(['vidcraft-assets', 'workbox-precache-v2']);
    expect(Object.fromEntries(Object.entries(localStorage))).toEqual({
      theme: 'dark',
      language: 'ar',
      user_preferences: '{"compact":true}',
      [UI_VERSION_STORAGE_KEY]: UI_VERSION,
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps everything when the stored version is this one', async () => {
    const deleted = stubCaches(['vidcraft-assets']);
    localStorage.setItem(UI_VERSION_STORAGE_KEY, UI_VERSION);
    localStorage.setItem('cookie_consent', 'false');
    await expect(enforceUiVersion()).resolves.toBe(false);
    expect(deleted).toEqual([]);
    expect(localStorage.getItem('cookie_consent')).toBe('false');
  });

  it('on a first visit (nothing stored, nothing cached) only records the version', async () => {
    stubCaches([]);
    localStorage.setItem('cookie_consent', 'true');
    await expect(enforceUiVersion()).resolves.toBe(false);
    expect(localStorage.getItem('cookie_consent')).toBe('true');
    expect(localStorage.getItem(UI_VERSION_STORAGE_KEY)).toBe(UI_VERSION);
  });

  it("without a stored version, does not count this UI's own caches as an older UI's (e.g. after sign-out)", async () => {
    const deleted = stubCaches(['vidcraft-assets', 'workbox-precache-v2-http://localhost:3000/']);
    localStorage.setItem('cookie_consent', 'true');
    await expect(enforceUiVersion()).resolves.toBe(false);
    expect(deleted).toEqual([]);
    expect(localStorage.getItem('cookie_consent')).toBe('true');
  });

  it('treats unknown caches without a stored version as an older UI', async () => {
    const deleted = stubCaches(['old-app-cache']);
    localStorage.setItem('dismissed_versions', '["abc"]');
    await expect(enforceUiVersion()).resolves.toBe(true);
    expect(deleted).toEqual(['old-app-cache']);
    expect(localStorage.getItem('dismissed_versions')).toBeNull();
  });
});
