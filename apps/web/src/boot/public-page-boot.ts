// The only script a prerendered public page loads before it is interactive. The page is complete HTML: links
// work, text is readable. The app (React, the router, translations) hydrates it when the browser is idle after
// load, or at once on the first tap or key press, whichever comes first. A button tapped before the app took
// over is pressed again once it has, and so is a link marked `data-needs-app` (its address depends on the URL). An unprefixed (English) page whose visitor prefers another language goes
// to that language's page first, before anything else loads (spec §5).
import { detectBrowserLanguage } from '../i18n/detect-language.ts';
import { inShortTasks } from '../lib/in-short-tasks.ts';
import { localizePath, splitLanguagePrefix } from '../lib/language-prefix.ts';
import { APP_HYDRATED_EVENT, APP_HYDRATING_EVENT } from './hydration-events.ts';
import { NEEDS_APP_ATTRIBUTE } from './needs-app.ts';

/** Load the app this long after the page's load event at the latest, if the browser never goes idle. */
export const IDLE_TIMEOUT_MS = 3000;
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown'] as const;
const PRESSABLE = 'button, summary, [role="button"], [role="tab"], [role="switch"]';
const REPLAYABLE = `${PRESSABLE}, a[${NEEDS_APP_ATTRIBUTE}]`;

export function redirectToPreferredLanguage(): boolean {
  const { pathname, search, hash } = window.location;
  if (splitLanguagePrefix(pathname).language) return false;
  const preferred = detectBrowserLanguage();
  const target = localizePath(pathname, preferred);
  if (target === pathname) return false;
  window.location.replace(`${target}${search}${hash}`);
  return true;
}

function sameElementIn(doc: Document, element: HTMLElement): HTMLElement | undefined {
  const text = element.textContent?.trim();
  return [...doc.querySelectorAll<HTMLElement>(REPLAYABLE)].find(
    (candidate) => candidate.tagName === element.tagName && candidate.textContent?.trim() === text,
  );
}

/** How long a slice of module preload links may wait for the browser to be idle. */
const MODULE_PRELOAD_WAIT_MS = 50;

function preloadModule(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

type LoadModule = (url: string) => Promise<unknown>;
const importModule: LoadModule = (url) => import(/* @vite-ignore */ url);

export function startWhenReady(script: HTMLScriptElement, load: LoadModule = importModule) {
  const entry = script.dataset.appEntry;
  if (!entry) return;
  const modules = (script.dataset.appModules ?? '').split(' ').filter(Boolean);
  let started = false;
  let appInCharge = false;
  let pressed: HTMLElement | null = null;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    void load(entry);
    // Every module the page needs is fetched in parallel, not discovered one import at a time; appending a few
    // dozen links costs a long task on a slow phone, so they go in a few at a time, soon.
    inShortTasks(modules, preloadModule, MODULE_PRELOAD_WAIT_MS);
  };

  // A press before the app handles events would be lost: remember it (a form is not submitted natively). React
  // replays presses on its own elements once hydration has started; a marked link waits until the app has
  // finished, because its address is filled in by the render after hydration.
  let appDone = false;
  const remember = (event: MouseEvent) => {
    if (appDone || !(event.target instanceof Element)) return;
    const target = event.target.closest<HTMLElement>(REPLAYABLE);
    if (!target) return;
    const waitsForApp = target.hasAttribute(NEEDS_APP_ATTRIBUTE);
    if (!waitsForApp && (appInCharge || target.closest('a[href]'))) return;
    event.preventDefault();
    pressed = target;
    start();
  };
  document.addEventListener('click', remember, true);
  window.addEventListener(APP_HYDRATING_EVENT, () => {
    appInCharge = true;
  });
  window.addEventListener(APP_HYDRATED_EVENT, () => {
    appDone = true;
    document.removeEventListener('click', remember, true);
    if (!pressed) return;
    // Hydration keeps the prerendered elements; if React had to render the page afresh instead (a mismatch), the
    // new element with the same tag and text is pressed, and nothing when there is none: a lost tap is better
    // than pressing something else.
    const element = pressed;
    pressed = null;
    const target = element.isConnected ? element : sameElementIn(document, element);
    target?.click();
  });

  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(start, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

const script = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
if (script && !redirectToPreferredLanguage()) startWhenReady(script);
