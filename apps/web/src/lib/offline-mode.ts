// "Continue Offline" (spec §4): the visitor chose to use the app although start-up could not reach the server.
// Screens then render with what they have (empty or failed data, built-in texts) and an offline notice
// instead of waiting on requests that cannot answer.
import { useSyncExternalStore } from 'react';
import { createExternalStore } from './external-store.ts';

const offlineStore = createExternalStore(false);

export function enterOfflineMode(): void {
  offlineStore.set(true);
}

export function isOfflineMode(): boolean {
  return offlineStore.get();
}

/** Tests only: back to the normal (online) start. */
export function resetOfflineMode(): void {
  offlineStore.set(false);
}

export function useOfflineMode(): boolean {
  return useSyncExternalStore(offlineStore.subscribe, offlineStore.get, () => false);
}
