import { startTransition, useEffect, useState } from 'react';

// True from just before a prerendered page is hydrated until that hydration's follow-up render has committed.
let hydratingPrerenderedPage = false;

/** Called by the browser entry right before it hydrates a prerendered page. */
export function markHydrationStarted(): void {
  hydratingPrerenderedPage = true;
}

/** Called once the render after hydration has committed (boot/hydration-signal.tsx). */
export function markHydrationFinished(): void {
  hydratingPrerenderedPage = false;
}

/**
 * False while a prerendered page hydrates (and at prerender time), true afterwards. Anything that depends on
 * the URL's query or on the browser (not known when the HTML was made) renders only once this is true, so the
 * first client render matches the HTML exactly. A component first rendered in the browser outside that
 * hydration is true at once.
 *
 * The turn to true is a transition: React renders it in short slices. (A store read with useSyncExternalStore
 * whose browser value differs from the prerendered one is re-rendered synchronously, in one long task.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydratingPrerenderedPage);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
