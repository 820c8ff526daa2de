import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a prerendered page hydrates (and at prerender time), true afterwards. Anything that depends on
 * the URL's query or on the browser (not known when the HTML was made) renders only once this is true, so the
 * first client render matches the HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
