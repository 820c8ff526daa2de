// The concrete start-up steps in the browser: what each of config, translations and auth means here.
import type { i18n } from 'i18next';
import { fetchAppConfig, setAppConfig } from '../lib/app-config.ts';
import { loadAuthStatus } from '../lib/auth-status.ts';
import { createInitStore, type InitStore } from './init-store.ts';
import { runStartup } from './run-startup.ts';
import { waitForTranslations } from './wait-for-translations.ts';

export const initStore: InitStore = createInitStore();

export interface BrowserStartupOptions {
  i18n: i18n;
  /** The latest failed translation request, for a precise error text. */
  lastTranslationFailure?: () => string | null;
  /** True when the page was prerendered: its translations are already embedded. */
  translationsEmbedded?: boolean;
}

export function startBrowserStartup(options: BrowserStartupOptions): Promise<void> {
  const { i18n, lastTranslationFailure, translationsEmbedded = false } = options;
  return runStartup(initStore, {
    config: async () => setAppConfig(await fetchAppConfig()),
    i18n: () =>
      translationsEmbedded
        ? Promise.resolve()
        : waitForTranslations(i18n, { lastFailure: lastTranslationFailure }),
    // A failure or time-out leaves the visitor signed out (spec §4 "Auth"); the step still records it.
    auth: async () => void (await loadAuthStatus()),
  });
}
