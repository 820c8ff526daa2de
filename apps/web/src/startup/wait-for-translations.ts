// The translations step (spec §4, §9): poll every 100 ms until the namespaces are in, for at most 3000 ms
// (10 000 ms in the native app, whose first start often meets a phone's slow network).
import type { i18n } from 'i18next';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { NAMESPACES } from '../i18n/create-i18n.ts';
import { TimeoutError } from '../lib/fetch-with-timeout.ts';
import { isNativeShell } from '../native/native-platform.ts';

export const TRANSLATION_TIMEOUT_MS = 3000;
export const NATIVE_TRANSLATION_TIMEOUT_MS = 10_000;
export const TRANSLATION_POLL_MS = 100;

function hasAnyBundle(instance: i18n, ns: string): boolean {
  return (
    instance.hasResourceBundle(instance.language, ns) || instance.hasResourceBundle(DEFAULT_LANGUAGE, ns)
  );
}

/** Every namespace has text (its own language or the English fallback) and nothing is still loading. */
export function translationsReady(instance: i18n): boolean {
  return (
    instance.isInitialized &&
    NAMESPACES.every((ns) => instance.hasLoadedNamespace(ns) && hasAnyBundle(instance, ns))
  );
}

/** Loading has finished but some namespace has no text at all: retrying by waiting will not help. */
function translationsGaveUp(instance: i18n): boolean {
  return (
    instance.isInitialized &&
    NAMESPACES.every((ns) => instance.hasLoadedNamespace(ns)) &&
    !translationsReady(instance)
  );
}

export interface WaitOptions {
  timeoutMs?: number;
  pollMs?: number;
  /** The most recent failed request, if any (see createI18n's onLoadFailure). */
  lastFailure?: () => string | null;
  sleep?: (ms: number) => Promise<void>;
}

/** How long start-up waits for the translations here: longer inside the native shell (spec §9). */
export function translationTimeoutMs(native: boolean = isNativeShell()): number {
  return native ? NATIVE_TRANSLATION_TIMEOUT_MS : TRANSLATION_TIMEOUT_MS;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function waitForTranslations(instance: i18n, options: WaitOptions = {}): Promise<void> {
  const { timeoutMs = translationTimeoutMs(), pollMs = TRANSLATION_POLL_MS, sleep = defaultSleep } = options;
  const lastFailure = options.lastFailure ?? (() => null);
  const attempts = Math.max(1, Math.floor(timeoutMs / pollMs));
  for (let attempt = 0; attempt <= attempts; attempt += 1) {
    if (translationsReady(instance)) return;
    if (translationsGaveUp(instance)) throw new Error(lastFailure() ?? 'Failed to load translations');
    if (attempt < attempts) await sleep(pollMs);
  }
  // Out of time. A failed request explains why better than the clock does ("network" vs "slow").
  const failure = lastFailure();
  if (failure) throw new Error(failure);
  throw new TimeoutError('Loading translations', timeoutMs);
}
