// Work that can wait until the page is up, started once the browser is idle: its code loads only then, so it
// costs the first page load nothing. In order: the UI-version cache hygiene (before anything is cached again),
// the service worker, the update check (also run on the worker's "updated" message), the route prefetch 2 s
// after load, and the operator's analytics script, which waits for consent.
import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE, isLanguageCode } from '../i18n/languages.ts';

async function runBackgroundTasks(i18nInstance: i18n): Promise<void> {
  const [{ enforceUiVersion }, worker, notifier, prefetch, analytics] = await Promise.all([
    import('./ui-version.ts'),
    import('./service-worker-client.ts'),
    import('../lib/update-notifier.ts'),
    import('./route-prefetch.ts'),
    import('../lib/analytics-script.ts'),
  ]);
  // First: it may clear storage (the consent choice among it) and caches the rest would use.
  await enforceUiVersion().catch((error: unknown) => console.warn('UI version cleanup failed', error));
  analytics.startAnalyticsScript();
  const language = isLanguageCode(i18nInstance.language) ? i18nInstance.language : DEFAULT_LANGUAGE;
  prefetch.schedulePrefetch(language);
  const client = worker.startServiceWorker().catch((error: unknown) => {
    console.warn('The service worker could not be registered; the app works without it', error);
    return null;
  });
  // The update check does not wait for the worker (a registration can be slow or blocked).
  notifier.startUpdateNotifier(i18nInstance, {
    triggers: (checkNow) => {
      let unwire: (() => void) | undefined;
      let stopped = false;
      void client.then((ready) => {
        if (ready && !stopped) unwire = ready.onUpdated(checkNow);
      });
      return () => {
        stopped = true;
        unwire?.();
      };
    },
    isCacheStale: () => worker.isAppCacheStale(),
  });
}

export function startBackgroundTasks(i18nInstance: i18n): void {
  const start = () => void runBackgroundTasks(i18nInstance);
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}
