// Update check (spec §4, §9): at start, again 5 s later, every 30 minutes, when the tab becomes visible
// after more than 30 minutes hidden, on the service worker's "updated" message, and once more after 50 s when
// the cached app is older than 7 days. Reads /version.json (cache-busted), falling back to /api/version.
// Loaded lazily after start-up, so it costs the first page load nothing.
import type { VersionInfo } from '@vidcraft/contracts';
import { systemRoutes } from '@vidcraft/contracts/client-routes';
import { callApi } from './api-client.ts';
import { isNewVersion, versionKey, type VersionStamp } from './version-compare.ts';

export const FIRST_RECHECK_MS = 5_000;
export const PERIODIC_CHECK_MS = 30 * 60_000;
export const MIN_CHECK_GAP_MS = 30_000;
export const NOTIFY_THROTTLE_MS = 5 * 60_000;
export const HIDDEN_RECHECK_MS = 30 * 60_000;
export const STALE_CACHE_RECHECK_MS = 50_000;
const REQUEST_TIMEOUT_MS = 5_000;
const DISMISSED_KEY = 'dismissed_versions';

/**
 * The answer, or null when there is none (unreachable, an error status, not a version record). /version.json may
 * come from a static host or a cache rather than the server that checks its answers, so its fields are checked.
 */
async function orNull(call: Promise<VersionInfo>): Promise<VersionInfo | null> {
  try {
    const answer: Partial<VersionInfo> | null = await call;
    return typeof answer?.version === 'string' && typeof answer.commit === 'string'
      ? (answer as VersionInfo)
      : null;
  } catch {
    return null;
  }
}

export async function fetchServerVersion(now = Date.now()): Promise<VersionInfo | null> {
  const options = { timeoutMs: REQUEST_TIMEOUT_MS, cache: 'no-store' } as const;
  return (
    (await orNull(callApi(systemRoutes.versionFile, { query: { v: String(now) }, ...options }))) ??
    (await orNull(callApi(systemRoutes.version, options)))
  );
}

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function dismissVersion(stamp: VersionStamp): void {
  try {
    const next = [...new Set([...readDismissed(), versionKey(stamp)])].slice(-20);
    window.localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
  } catch {
    // Without storage the toast may show again after the throttle; harmless.
  }
}

export interface UpdateCheckOptions {
  onUpdate: (latest: VersionInfo) => void;
  fetchVersion?: () => Promise<VersionInfo | null>;
  now?: () => number;
  /** Wires further reasons to check at once (the service worker's message); answers how to unwire them. */
  triggers?: (checkNow: () => void) => () => void;
  /** Answers true when the cached app is old enough to be worth one more check after 50 s. */
  isCacheStale?: () => Promise<boolean>;
}

/** Starts the schedule; returns a function that stops it. */
export function startUpdateChecks({
  onUpdate,
  fetchVersion = fetchServerVersion,
  now = Date.now,
  triggers,
  isCacheStale,
}: UpdateCheckOptions) {
  let baseline: VersionInfo | null = null;
  let lastCheck = -Infinity;
  let lastNotice = -Infinity;
  let hiddenSince: number | null = null;

  async function check(force = false) {
    if (!force && now() - lastCheck < MIN_CHECK_GAP_MS) return;
    lastCheck = now();
    const latest = await fetchVersion();
    if (!latest) return;
    if (!baseline) {
      baseline = latest; // the build this page was loaded with (HTML is never cached)
      return;
    }
    const fresh = isNewVersion(baseline, latest) && !readDismissed().includes(versionKey(latest));
    if (fresh && now() - lastNotice >= NOTIFY_THROTTLE_MS) {
      lastNotice = now();
      onUpdate(latest);
    }
  }

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') hiddenSince = now();
    else if (hiddenSince !== null && now() - hiddenSince > HIDDEN_RECHECK_MS)
      setTimeout(() => void check(), FIRST_RECHECK_MS);
    if (document.visibilityState === 'visible') hiddenSince = null;
  };

  void check(true);
  const recheck = setTimeout(() => void check(true), FIRST_RECHECK_MS);
  const periodic = setInterval(() => void check(), PERIODIC_CHECK_MS);
  let stopped = false;
  let staleRecheck: ReturnType<typeof setTimeout> | undefined;
  void isCacheStale?.().then((stale) => {
    if (stale && !stopped) staleRecheck = setTimeout(() => void check(), STALE_CACHE_RECHECK_MS);
  });
  document.addEventListener('visibilitychange', onVisibility);
  // A new service worker is a deploy for certain: checked at once, whatever the 30 s gap says.
  const unwire = triggers?.(() => void check(true));
  return () => {
    stopped = true;
    clearTimeout(recheck);
    clearTimeout(staleRecheck);
    clearInterval(periodic);
    document.removeEventListener('visibilitychange', onVisibility);
    unwire?.();
  };
}

/** Refresh: drop the Cache Storage entries and reload with a cache-busting parameter. */
export async function refreshToLatest(): Promise<void> {
  if ('caches' in window) {
    const names = await caches.keys().catch(() => []);
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  const url = new URL(window.location.href);
  url.searchParams.set('_v', String(Date.now()));
  window.location.replace(url.href);
}
