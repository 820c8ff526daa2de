// Cookie consent (spec §4 "Consent"): unset (null), accepted (true) or declined (false), kept in local storage.
import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store.ts';

export const CONSENT_STORAGE_KEY = 'cookie_consent';
export type Consent = boolean | null;

function readConsent(): Consent {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'true' ? true : value === 'false' ? false : null;
  } catch {
    return null;
  }
}

const consentStore = createExternalStore<Consent | undefined>(undefined);

export function currentConsent(): Consent {
  const value = consentStore.get();
  return value === undefined ? readConsent() : value;
}

export function setConsent(value: Consent): void {
  try {
    if (value === null) window.localStorage.removeItem(CONSENT_STORAGE_KEY);
    else window.localStorage.setItem(CONSENT_STORAGE_KEY, String(value));
  } catch {
    // Storage unavailable: the choice holds for this page view only.
  }
  consentStore.set(value);
}

/** The current choice, and its changes, for code outside React. */
export function subscribeConsent(listener: () => void): () => void {
  return consentStore.subscribe(listener);
}

export function useConsent(): Consent {
  return useSyncExternalStore(consentStore.subscribe, currentConsent, () => null);
}
