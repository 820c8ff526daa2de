// Starts the landing intro for a first-time visitor once the prerendered page is interactive: after the window's
// load event and an idle moment, the overlay's code is fetched (its own chunk, not in the landing's first
// JavaScript) and mounted. A visitor who has already scrolled, tapped or typed is not interrupted: they are
// using the page, and an intro over it would only be in the way.
import { useEffect, useState, type ComponentType } from 'react';
import { useAuthState } from '../../lib/auth-status.ts';
import { isFirstVisit } from './intro-gate.ts';

type Overlay = ComponentType<{ onDone: () => void }>;

const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

function whenLoadedAndIdle(run: () => void): () => void {
  let idleHandle: number | undefined;
  const schedule = () => {
    idleHandle = window.requestIdleCallback
      ? window.requestIdleCallback(run, { timeout: 1000 })
      : window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}

/** Mounted on the landing page: plays for a visitor known to be signed out. */
export function IntroLauncher() {
  const enabled = useAuthState() === 'signedOut';
  const [overlay, setOverlay] = useState<{ Component: Overlay } | null>(null);

  useEffect(() => {
    if (!enabled || !isFirstVisit(safeLocalStorage()) || alreadyEngaged()) return;
    let cancelled = false;
    const interrupt = () => {
      cancelled = true;
    };
    for (const type of INTERACTIONS) window.addEventListener(type, interrupt, { once: true, passive: true });
    const stopWaiting = whenLoadedAndIdle(() => {
      if (cancelled || alreadyEngaged()) return;
      import('./intro-overlay.tsx').then(
        ({ IntroOverlay }) => {
          if (!cancelled) setOverlay({ Component: IntroOverlay });
        },
        () => undefined, // the chunk could not load (offline, new deployment): the page simply stays as it is
      );
    });
    return () => {
      cancelled = true;
      stopWaiting();
      for (const type of INTERACTIONS) window.removeEventListener(type, interrupt);
    };
  }, [enabled]);

  if (!overlay) return null;
  return <overlay.Component onDone={() => setOverlay(null)} />;
}

/**
 * The visitor has already scrolled (also by following a link to a section) or moved the focus with a tap, click
 * or key: the app hydrates at the first press (docs/decisions/044), before this component's listeners exist.
 */
function alreadyEngaged(): boolean {
  const focused = document.activeElement;
  return window.scrollY > 0 || (focused !== null && focused !== document.body);
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
