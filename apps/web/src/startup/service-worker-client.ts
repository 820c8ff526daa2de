// The page's side of the service worker (docs/decisions/040-service-worker.md): registers ours, removes any
// other registration (an old scope or script URL) at start, every 60 s and when the controller changes,
// relays the worker's "updated" message, and asks for a runtime-cache cleanup every 30 minutes when the last one
// is more than an hour old (spec §4, §9). Loaded lazily by background-tasks.ts.
import { SERVICE_WORKER_URL, SW_MESSAGES } from '../service-worker/sw-protocol.ts';

export const SWEEP_INTERVAL_MS = 60_000;
export const CLEANUP_INTERVAL_MS = 30 * 60_000;
export const CLEANUP_MIN_GAP_MS = 60 * 60_000;
export const CLEANUP_STORAGE_KEY = 'sw_cache_cleanup_at';
/** The cached app counts as old after this; the update check then looks once more after 50 s. */
export const STALE_CACHE_MS = 7 * 24 * 3600_000;

const supported = () => 'serviceWorker' in navigator && window.isSecureContext;

function isOurs(registration: ServiceWorkerRegistration): boolean {
  const ourScope = new URL('/', window.location.origin).href;
  const script = registration.active ?? registration.waiting ?? registration.installing;
  const scriptPath = script ? new URL(script.scriptURL).pathname : SERVICE_WORKER_URL;
  return registration.scope === ourScope && scriptPath === SERVICE_WORKER_URL;
}

/** Unregisters every registration of this origin that is not ours; answers how many went. */
export async function removeOtherWorkers(): Promise<number> {
  if (!supported()) return 0;
  const registrations = await navigator.serviceWorker.getRegistrations();
  const others = registrations.filter((registration) => !isOurs(registration));
  await Promise.all(others.map((registration) => registration.unregister()));
  return others.length;
}

function readLastCleanup(): number {
  try {
    return Number(window.localStorage.getItem(CLEANUP_STORAGE_KEY)) || 0;
  } catch {
    return 0;
  }
}

async function requestCleanup(now = Date.now()): Promise<void> {
  if (now - readLastCleanup() <= CLEANUP_MIN_GAP_MS) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration?.active) return;
  registration.active.postMessage({ type: SW_MESSAGES.cleanup });
  try {
    window.localStorage.setItem(CLEANUP_STORAGE_KEY, String(now));
  } catch {
    // Without storage the cleanup may run each half hour; it is cheap.
  }
}

/** True when the precached offline page (the worker's install) is more than 7 days old. */
export async function isAppCacheStale(now = Date.now()): Promise<boolean> {
  if (!('caches' in window)) return false;
  const cached = await caches.match('/offline.html', { ignoreSearch: true }).catch(() => undefined);
  const date = Date.parse(cached?.headers.get('date') ?? '');
  return Number.isFinite(date) && now - date > STALE_CACHE_MS;
}

export interface ServiceWorkerClient {
  /** Calls `listener` when a new worker has taken over; answers how to stop. */
  onUpdated(listener: () => void): () => void;
  stop(): void;
}

export async function startServiceWorker(): Promise<ServiceWorkerClient | null> {
  // The dev server builds no worker; only a production build has one to register.
  if (import.meta.env.DEV || !supported()) return null;
  const container = navigator.serviceWorker;
  const sweep = () => void removeOtherWorkers().catch(() => undefined);
  sweep();
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  container.addEventListener('controllerchange', sweep);
  const cleaner = setInterval(() => {
    void requestCleanup().catch(() => undefined);
    // Browsers look for a new worker on navigation; a tab left open looks too.
    void registration.update().catch(() => undefined);
  }, CLEANUP_INTERVAL_MS);

  const listeners = new Set<() => void>();
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === SW_MESSAGES.updated) listeners.forEach((listener) => listener());
  };
  container.addEventListener('message', onMessage);
  return {
    onUpdated(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop() {
      clearInterval(sweeper);
      clearInterval(cleaner);
      container.removeEventListener('controllerchange', sweep);
      container.removeEventListener('message', onMessage);
    },
  };
}
