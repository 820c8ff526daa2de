import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { enterOfflineMode } from '../lib/offline-mode.ts';
import { InitializationErrorScreen } from './initialization-error-screen.tsx';
import type { InitStore } from './init-store.ts';
import { hideSplash } from './splash.ts';

interface Props {
  store: InitStore;
  children: ReactNode;
}

/** Holds the app back (behind the splash) until start-up is ready, or shows the Initialization Error. */
export function StartupGate({ store, children }: Props) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const settled = state.ready || state.error !== null;
  useEffect(() => {
    if (settled) hideSplash();
  }, [settled]);
  if (state.error) {
    return (
      <InitializationErrorScreen
        error={state.error}
        steps={state.steps}
        onContinueOffline={() => {
          // Offline first, so the screens that now render already know not to wait for the server.
          enterOfflineMode();
          store.continueOffline();
        }}
      />
    );
  }
  return state.ready ? children : null;
}
