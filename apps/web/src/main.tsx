// Browser entry. A prerendered page is hydrated (translations embedded, start-up in the background) when its boot
// script loads this entry (src/boot/public-page-boot.ts: on idle or the first tap); any other path is the SPA:
// splash, start-up steps, then the app or the Initialization Error screen.
import './styles/app.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers.tsx';
import { readBootData, type BootData } from './app/boot-data.ts';
import { resolveLazyRoutes } from './app/resolve-lazy-routes.ts';
import { APP_HYDRATED_EVENT, APP_HYDRATING_EVENT } from './boot/hydration-events.ts';
import { HydrationSignal } from './boot/hydration-signal.tsx';
import { addLanguageRoutesOnNavigation, createRoutes } from './app/routes.tsx';
import { createI18n, loadFallbackLanguage } from './i18n/create-i18n.ts';
import { detectBrowserLanguage } from './i18n/detect-language.ts';
import { applyDocumentLanguage } from './i18n/document-language.ts';
import { localizePath, splitLanguagePrefix } from './lib/language-prefix.ts';
import { yieldToBrowser } from './lib/in-short-tasks.ts';
import { suppressExtensionErrors } from './lib/suppress-extension-errors.ts';
import { markHydrationStarted } from './lib/use-hydrated.ts';
import { isNativeShell } from './native/native-platform.ts';
import { startBackgroundTasks } from './startup/background-tasks.ts';
import { initStore, startBrowserStartup } from './startup/browser-startup.ts';
import { hideSplash, SPLASH_SAFETY_TIMEOUT_MS } from './startup/splash.ts';
import { StartupGate } from './startup/startup-gate.tsx';

suppressExtensionErrors();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element');

function currentUrlSuffix(): string {
  return `${window.location.search}${window.location.hash}`;
}

async function hydratePrerendered(boot: BootData, container: HTMLElement) {
  // Evaluating the app's modules, setting up translations and routes, and creating the router each take a task
  // of their own: together they were one long task on a slow phone.
  await yieldToBrowser();
  const i18n = createI18n({ language: boot.language, resources: boot.resources });
  const routes = createRoutes([boot.language]);
  await yieldToBrowser();
  try {
    await resolveLazyRoutes(routes, window.location.pathname);
  } catch (error) {
    // The screen's code is unavailable (e.g. replaced by a newer deploy): keep the readable static page.
    console.error('Could not load the code for this page; it stays static until reloaded', error);
    return;
  }
  await yieldToBrowser();
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: addLanguageRoutesOnNavigation([boot.language]),
  });
  await yieldToBrowser();
  window.addEventListener(APP_HYDRATED_EVENT, () => loadFallbackLanguage(i18n), { once: true });
  window.dispatchEvent(new Event(APP_HYDRATING_EVENT));
  markHydrationStarted();
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <AppProviders i18n={i18n}>
        <RouterProvider router={router} />
        <HydrationSignal />
      </AppProviders>,
    );
  });
  void startBrowserStartup({ i18n, translationsEmbedded: true });
  startBackgroundTasks(i18n);
}

async function startSpa(container: HTMLElement) {
  const { pathname } = window.location;
  let language = splitLanguagePrefix(pathname).language;
  if (!language) {
    // No prefix: the detected language applies, and a non-English one gets its prefix before the router starts.
    language = detectBrowserLanguage();
    const localized = localizePath(pathname, language);
    if (localized !== pathname)
      window.history.replaceState(window.history.state, '', `${localized}${currentUrlSuffix()}`);
  }
  applyDocumentLanguage(language);

  let lastTranslationFailure: string | null = null;
  const i18n = createI18n({ language, onLoadFailure: (message) => (lastTranslationFailure = message) });
  void startBrowserStartup({ i18n, lastTranslationFailure: () => lastTranslationFailure }).then(() =>
    startBackgroundTasks(i18n),
  );
  setTimeout(() => {
    if (!initStore.get().ready)
      initStore.failAll(`Initialization did not finish within ${SPLASH_SAFETY_TIMEOUT_MS} ms`);
    hideSplash();
  }, SPLASH_SAFETY_TIMEOUT_MS);

  const routes = createRoutes([language]);
  await resolveLazyRoutes(routes, window.location.pathname).catch((error: unknown) =>
    console.warn('Preloading the screen failed; the router will retry', error),
  );
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: addLanguageRoutesOnNavigation([language]),
  });
  createRoot(container).render(
    <AppProviders i18n={i18n}>
      <StartupGate store={initStore}>
        <RouterProvider router={router} />
      </StartupGate>
    </AppProviders>,
  );
}

const boot = readBootData();
const start = () => void (boot ? hydratePrerendered(boot, rootElement) : startSpa(rootElement));
// Inside the Capacitor shell (apps/mobile) its code loads first, so API calls already carry the bearer token;
// the web never downloads it.
if (isNativeShell())
  void import('./native/start-native-shell.ts')
    .then((shell) => shell.startNativeShell())
    .catch((error: unknown) => console.error('The native shell did not start', error))
    .finally(start);
else start();
