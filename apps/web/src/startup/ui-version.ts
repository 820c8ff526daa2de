// Cache hygiene by UI version (spec §4): when the stored UI version differs from this build's, everything an
// older interface may have left is cleared — Cache Storage, service workers, local and session storage (except
// the theme, the language and the user's preferences) and IndexedDB databases — and the new version is stored.
// A browser with no stored version and nothing an older UI left (a first visit, or after sign-out cleared storage)
// only gets the version recorded: wiping would drop a choice made in the seconds before this runs
// (docs/decisions/040-service-worker.md).
import { SERVICE_WORKER_URL } from '../service-worker/sw-protocol.ts';

export const UI_VERSION = 'video-upload-new-ui-v2';
export const UI_VERSION_STORAGE_KEY = 'ui_version';
/** Local storage keys that survive a UI version change. */
export const SURVIVING_KEYS: ReadonlySet<string> = new Set(['theme', 'language', 'user_preferences']);

/** Caches this UI's worker makes (decision 040); anything else in Cache Storage is an older UI's. */
const OWN_CACHE = /^(vidcraft-(assets|locales)|workbox-precache-v2-.*)$/;

/**
 * Without a stored version: did an older UI leave caches or workers behind? This UI's own ones do not count (sign-out
 * clears local storage, the version with it, while the worker and its caches stay).
 */
async function hasOldAppData(): Promise<boolean> {
  const cacheNames = 'caches' in window ? await caches.keys().catch(() => []) : [];
  const registrations =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistrations().catch(() => []) : [];
  const ownScope = new URL('/', window.location.origin).href;
  const foreignWorker = registrations.some((registration) => {
    const script = registration.active ?? registration.waiting ?? registration.installing;
    return (
      registration.scope !== ownScope || (script && new URL(script.scriptURL).pathname !== SERVICE_WORKER_URL)
    );
  });
  return cacheNames.some((name) => !OWN_CACHE.test(name)) || foreignWorker;
}

async function clearEverything(): Promise<void> {
  if ('caches' in window) {
    const names = await caches.keys().catch(() => []);
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  const kept = [...SURVIVING_KEYS].flatMap((key) => {
    const value = window.localStorage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  window.localStorage.clear();
  for (const [key, value] of kept) window.localStorage.setItem(key, value);
  window.sessionStorage.clear();
  if ('indexedDB' in window && typeof indexedDB.databases === 'function') {
    const databases = await indexedDB.databases().catch(() => []);
    for (const { name } of databases) if (name) indexedDB.deleteDatabase(name);
  }
}

/** Answers true when an older UI's data was cleared. */
export async function enforceUiVersion(): Promise<boolean> {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(UI_VERSION_STORAGE_KEY);
  } catch {
    return false; // no storage, nothing stored to clear
  }
  if (stored === UI_VERSION) return false;
  const clear = stored !== null || (await hasOldAppData());
  if (clear) await clearEverything();
  window.localStorage.setItem(UI_VERSION_STORAGE_KEY, UI_VERSION);
  return clear;
}
