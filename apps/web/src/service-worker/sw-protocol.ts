// What the page and the service worker agree on: the worker's URL, its messages, its cache names and the
// offline page it falls back to. Shared by src/service-worker/sw.ts and the page's registration code.
export const SERVICE_WORKER_URL = '/sw.js';
export const OFFLINE_PAGE_PATH = '/offline.html';
export const OFFLINE_SCRIPT_PATH = '/offline.js';

export const SW_MESSAGES = {
  /** Worker → page: a new build's worker has taken over. */
  updated: 'vidcraft:sw-updated',
  /** Page → worker: prune the runtime caches now. */
  cleanup: 'vidcraft:sw-cleanup',
} as const;

export const RUNTIME_CACHES = {
  assets: 'vidcraft-assets',
  locales: 'vidcraft-locales',
} as const;
