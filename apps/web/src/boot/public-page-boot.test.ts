import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_HYDRATED_EVENT, APP_HYDRATING_EVENT } from './hydration-events.ts';
import { redirectToPreferredLanguage, startWhenReady } from './public-page-boot.ts';

function bootScript(): HTMLScriptElement {
  const script = document.createElement('script');
  script.dataset.appEntry = '/assets/index-1.js';
  script.dataset.appModules = '/assets/index-1.js /assets/landing-1.js';
  document.body.append(script);
  return script;
}

describe('the boot script of a prerendered page', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<button id="menu">Language</button><a href="/pricing"><span>Pricing</span></a>' +
      '<a id="sign-in" href="/api/auth/google?returnTo=%2Fdashboard" data-needs-app>Sign in</a>';
    document.head.innerHTML = '';
  });
  afterEach(() => {
    // Each test's boot instance hands over to "the app", so none of them keeps catching presses.
    window.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    window.dispatchEvent(new Event(APP_HYDRATED_EVENT));
    vi.restoreAllMocks();
  });

  it('loads the app at the first key press, once, with its modules preloaded in parallel', async () => {
    const load = vi.fn(() => Promise.resolve());
    startWhenReady(bootScript(), load);
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/assets/index-1.js');
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    await expect.poll(preloads).toEqual(['/assets/index-1.js', '/assets/landing-1.js']);
  });

  it('presses a button tapped before the app took over again once it has hydrated', () => {
    startWhenReady(bootScript(), () => Promise.resolve());
    const button = document.getElementById('menu')!;
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    window.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    expect(pressed).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(APP_HYDRATED_EVENT));
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('presses the same element when React had to render the page afresh', () => {
    startWhenReady(bootScript(), () => Promise.resolve());
    document
      .getElementById('sign-in')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    window.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    // A hydration mismatch: the client renders new elements, here in another order.
    document.body.innerHTML =
      '<a id="sign-in" href="/api/auth/google?returnTo=%2Fanalytics" data-needs-app>Sign in</a><button id="menu">Language</button>';
    const menu = vi.fn();
    document.getElementById('menu')!.addEventListener('click', menu);
    const followed = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('sign-in')!.addEventListener('click', followed);
    window.dispatchEvent(new Event(APP_HYDRATED_EVENT));
    expect(followed).toHaveBeenCalledTimes(1);
    expect(menu).not.toHaveBeenCalled();
  });

  it('presses nothing when the page rendered afresh has no such element yet', () => {
    startWhenReady(bootScript(), () => Promise.resolve());
    document
      .getElementById('sign-in')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    window.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    document.body.innerHTML =
      '<div role="status"><span></span></div><button id="menu">Language</button><button id="dismiss">Dismiss</button>';
    const pressed = vi.fn();
    for (const button of document.querySelectorAll('button')) button.addEventListener('click', pressed);
    window.dispatchEvent(new Event(APP_HYDRATED_EVENT));
    expect(pressed).not.toHaveBeenCalled();
  });

  it('follows a link whose address the app completes only once the app has run', () => {
    startWhenReady(bootScript(), () => Promise.resolve());
    const link = document.getElementById('sign-in') as HTMLAnchorElement;
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    const followed: string[] = [];
    link.addEventListener('click', (event) => {
      followed.push(link.getAttribute('href') ?? '');
      event.preventDefault(); // jsdom does not navigate
    });
    window.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    link.href = '/api/auth/google?returnTo=%2Fanalytics'; // what the hydrated page renders
    window.dispatchEvent(new Event(APP_HYDRATED_EVENT));
    expect(followed).toEqual(['/api/auth/google?returnTo=%2Fanalytics']);
  });

  it('leaves links and presses after hydration started to the browser and the app', () => {
    startWhenReady(bootScript(), () => Promise.resolve());
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a span')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);

    window.dispatchEvent(new Event(APP_HYDRATING_EVENT));
    const late = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('menu')!.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });

  it('sends an unprefixed page to the stored language, and leaves English and prefixed pages alone', () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/pricing',
      search: '?plan=pro',
      hash: '',
      replace,
    } as Location);
    window.localStorage.setItem('language', 'de');
    expect(redirectToPreferredLanguage()).toBe(true);
    expect(replace).toHaveBeenCalledWith('/de/pricing?plan=pro');

    window.localStorage.setItem('language', 'en');
    replace.mockClear();
    expect(redirectToPreferredLanguage()).toBe(false);
    expect(replace).not.toHaveBeenCalled();
    window.localStorage.removeItem('language');
  });
});
