// Rendered next to the router on a prerendered page: tells the boot script the app has taken over. It waits for
// the render after hydration (useHydrated turns true), the one in which the page fills in what depends on the URL
// (the sign-in link's return path), so a click replayed now sees the finished page.
import { useEffect } from 'react';
import { markHydrationFinished, useHydrated } from '../lib/use-hydrated.ts';
import { APP_HYDRATED_EVENT } from './hydration-events.ts';

export function HydrationSignal() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    markHydrationFinished();
    window.dispatchEvent(new Event(APP_HYDRATED_EVENT));
  }, [hydrated]);
  return null;
}
