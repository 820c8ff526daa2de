// The service worker (docs/decisions/040-service-worker.md), built by vite-plugin-pwa (injectManifest) with
// Workbox. It precaches the app shell only; hashed assets come from the cache, translations are revalidated in
// the background, pages always come from the network (never stale HTML) and the offline page answers a page
// request that cannot reach the server. /api, /version.json and /app-config.json are never handled here.
import { cacheNames, clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { OFFLINE_PAGE_PATH, OFFLINE_SCRIPT_PATH, RUNTIME_CACHES, SW_MESSAGES } from './sw-protocol.ts';

// The worker's own global scope, typed here: the app's TypeScript is set up for pages (lib "DOM").
interface WorkerClient {
  postMessage(message: unknown): void;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window' }): Promise<readonly WorkerClient[]> };
  registration: { active: unknown };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
type PrecacheEntries = Array<string | { url: string; revision: string | null }>;
const worker = self as unknown as WorkerScope;

// A new build takes over at once: pages are never cached, so an open tab is not left on mixed versions of HTML;
// its next lazy chunk comes from the network like before, and the "updated" message offers the reload.
const wasUpdate = Boolean(worker.registration.active);
worker.addEventListener('install', () => void worker.skipWaiting());
clientsClaim();
worker.addEventListener('activate', (event) => {
  if (!wasUpdate) return;
  event.waitUntil(
    worker.clients
      .matchAll({ type: 'window' })
      .then((clients) => clients.forEach((client) => client.postMessage({ type: SW_MESSAGES.updated }))),
  );
});

cleanupOutdatedCaches();
// Workbox writes the precache list in place of `self.__WB_MANIFEST` at build time.
precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheEntries }).__WB_MANIFEST);

// Old builds' files age out: a month, or the oldest beyond 300 entries per cache.
const EXPIRATION = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 };

const sameOrigin = (url: URL) => url.origin === location.origin;

// Hashed file names never change content: cache-first, bounded so old builds' files age out.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.assets,
    plugins: [new ExpirationPlugin({ ...EXPIRATION, purgeOnQuotaError: true })],
  }),
);

// Translations: the cached copy at once, a fresh one fetched for next time.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/locales/'),
  new StaleWhileRevalidate({
    cacheName: RUNTIME_CACHES.locales,
    plugins: [new ExpirationPlugin({ ...EXPIRATION, purgeOnQuotaError: true })],
  }),
);

// Pages: the network only; when it cannot answer, the offline page (which has a Retry button).
registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const response = await fetch(request);
        (event as ExtendableEvent).waitUntil(repairOfflinePage());
        return response;
      } catch {
        return (await matchPrecache(OFFLINE_PAGE_PATH)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//, /^\/sandbox\//] },
  ),
);

/**
 * The update toast's Refresh clears every cache, this worker's precache too: while online, put the offline page
 * back (same cache keys as the precache), so the next time the network fails it is there.
 */
async function repairOfflinePage(): Promise<void> {
  const cache = await caches.open(cacheNames.precache);
  for (const path of [OFFLINE_PAGE_PATH, OFFLINE_SCRIPT_PATH]) {
    const key = getCacheKeyForURL(path);
    if (key && !(await cache.match(key))) await cache.add(key).catch(() => undefined);
  }
}

// The page asks for a cleanup of the runtime caches (spec §4: every 30 minutes, at most once an hour).
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type !== SW_MESSAGES.cleanup) return;
  event.waitUntil(cleanupRuntimeCaches());
});

async function cleanupRuntimeCaches(): Promise<void> {
  const keep = new Set<string>([cacheNames.precache, ...Object.values(RUNTIME_CACHES)]);
  for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
  // The expiration plugins prune when a cache is used; the cleanup prunes now, too.
  await Promise.all(
    Object.values(RUNTIME_CACHES).map((name) => new CacheExpiration(name, EXPIRATION).expireEntries()),
  );
}
