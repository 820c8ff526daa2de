// Route prefetch (spec §9): 2 s after load, the code of /dashboard, /video-optimization, /pricing and /login,
// and the prerendered HTML of /pricing and /login in the page's language, are fetched at low priority with
// <link rel="prefetch"> — into the HTTP cache, never executed. The build lists the files in
// /route-prefetch.json (scripts/app-shell-plugins.ts). Skipped when the visitor saves data or is on 2G.
import type { LanguageCode } from '../i18n/languages.ts';
import { inShortTasks } from '../lib/in-short-tasks.ts';
import { localizePath } from '../lib/language-prefix.ts';

export const PREFETCH_DELAY_MS = 2_000;
export const PREFETCH_LIST_URL = '/route-prefetch.json';

interface PrefetchRoute {
  path: string;
  prerendered: boolean;
  files: string[];
}

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function shouldSkipPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

function isPrefetchRoute(value: unknown): value is PrefetchRoute {
  if (!value || typeof value !== 'object') return false;
  const route = value as Record<string, unknown>;
  return (
    typeof route.path === 'string' &&
    typeof route.prerendered === 'boolean' &&
    Array.isArray(route.files) &&
    route.files.every((file) => typeof file === 'string' && file.startsWith('/assets/'))
  );
}

/** The URLs to prefetch for a page in `language`: every route's files once, plus the prerendered pages. */
export function prefetchUrls(routes: readonly PrefetchRoute[], language: LanguageCode): string[] {
  const urls = new Set<string>();
  for (const route of routes) {
    if (route.prerendered) urls.add(localizePath(route.path, language));
    for (const file of route.files) urls.add(file);
  }
  return [...urls];
}

function alreadyLoaded(url: string): boolean {
  return document.querySelector(`script[src="${url}"], link[href="${url}"]`) !== null;
}

function appendPrefetchLink(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  link.fetchPriority = 'low';
  if (url.startsWith('/assets/')) link.crossOrigin = 'anonymous';
  document.head.append(link);
}

async function prefetchRoutes(language: LanguageCode): Promise<void> {
  const response = await fetch(PREFETCH_LIST_URL, { cache: 'no-cache' });
  if (!response.ok) return;
  const body = (await response.json()) as { routes?: unknown };
  const routes = Array.isArray(body.routes) ? body.routes.filter(isPrefetchRoute) : [];
  const pathname = window.location.pathname;
  // Each link starts its request as it is appended (about 0.4 ms apiece here, four times that on a slow phone).
  const urls = prefetchUrls(routes, language).filter((url) => url !== pathname && !alreadyLoaded(url));
  inShortTasks(urls, appendPrefetchLink);
}

/** Schedules the prefetch 2 s after the page's load event. */
export function schedulePrefetch(language: LanguageCode): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  // The list is written by the production build; the dev server has none.
  if (import.meta.env.DEV || shouldSkipPrefetch(connection)) return;
  const run = () => void prefetchRoutes(language).catch(() => undefined);
  const afterLoad = () => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    const loadedAt = navigation?.loadEventEnd || performance.now();
    setTimeout(run, Math.max(0, loadedAt + PREFETCH_DELAY_MS - performance.now()));
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
