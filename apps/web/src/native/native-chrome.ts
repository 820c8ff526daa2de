// The native look and feel (spec §2 "Native app"): status bar colour, splash screen, safe areas, the Android back
// button, the keyboard and external links. Everything here runs only inside the Capacitor shell.
import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { Keyboard } from '@capacitor/keyboard';
import { SplashScreen } from '@capacitor/splash-screen';
import { StatusBar, Style } from '@capacitor/status-bar';
import { splitLanguagePrefix } from '../lib/language-prefix.ts';

export type NativePlatform = 'ios' | 'android';

/** Spec §2 safe-area hints: the least padding kept even when the WebView reports no inset. */
export const SAFE_AREA_HINTS: Record<NativePlatform, { top: number; bottom: number }> = {
  ios: { top: 44, bottom: 34 },
  android: { top: 0, bottom: 48 },
};

/**
 * CSS variables the layout reads (`--safe-top`, `--safe-bottom`, e.g. the bottom navigation), the page pushed
 * below the notch, and a status-bar-coloured band there (iOS draws the WebView under its status bar).
 */
export function safeAreaCss(platform: NativePlatform, statusBarColor: string): string {
  const hints = SAFE_AREA_HINTS[platform];
  return [
    `html.native-shell{--safe-top:max(env(safe-area-inset-top,0px),${hints.top}px);`,
    `--safe-bottom:max(env(safe-area-inset-bottom,0px),${hints.bottom}px)}`,
    'html.native-shell body{padding-top:var(--safe-top)}',
    'html.native-shell header.sticky{top:var(--safe-top)}',
    `html.native-shell body::before{content:"";position:fixed;inset:0 0 auto 0;height:var(--safe-top);`,
    `background:${statusBarColor};z-index:100;pointer-events:none}`,
  ].join('');
}

export function applySafeAreas(platform: NativePlatform, statusBarColor: string): void {
  const root = document.documentElement;
  root.classList.add('native-shell', `native-${platform}`);
  const style = document.createElement('style');
  style.id = 'native-safe-areas';
  style.textContent = safeAreaCss(platform, statusBarColor);
  document.head.append(style);
}

export async function styleStatusBar(platform: NativePlatform, color: string): Promise<void> {
  // Light text on the dark bar. Colour and overlay are Android calls; on iOS the band above does it.
  await StatusBar.setStyle({ style: Style.Dark });
  if (platform === 'android') {
    await StatusBar.setOverlaysWebView({ overlay: false });
    await StatusBar.setBackgroundColor({ color });
  }
}

export async function hideSplashScreen(): Promise<void> {
  await SplashScreen.hide({ fadeOutDuration: 200 });
}

/** True on the app's root page (any language): where Android's back button leaves the app. */
export function isRootPath(pathname: string): boolean {
  const rest = splitLanguagePrefix(pathname).rest;
  return rest === '/' || rest === '';
}

/** Android back button: back in the app's history, and out of the app at the root or with no history left. */
export function handleBackButton(): void {
  void App.addListener('backButton', ({ canGoBack }) => {
    if (!canGoBack || isRootPath(window.location.pathname)) void App.exitApp();
    else window.history.back();
  });
}

/** The focused field stays in view while the keyboard (which resizes the WebView) is open. */
export function followKeyboard(): void {
  const root = document.documentElement;
  void Keyboard.addListener('keyboardDidShow', () => {
    root.classList.add('keyboard-open');
    const focused = document.activeElement;
    if (focused instanceof HTMLElement) focused.scrollIntoView({ block: 'center' });
  });
  void Keyboard.addListener('keyboardDidHide', () => root.classList.remove('keyboard-open'));
}

/** A link leaving the app's own origin (http/https), or null. */
export function externalLinkOf(anchor: HTMLAnchorElement, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin !== origin ? url.href : null;
}

export interface LinkHandlers {
  /** The login page's Google link (same origin, this path): sign in natively instead. */
  signInPath: string;
  onSignIn(returnTo: string | null): void;
}

/** Clicks on links: sign-in goes native, other sites open in the system browser, app links stay in the app. */
export function interceptLinks({ signInPath, onSignIn }: LinkHandlers): void {
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const url = new URL(anchor.href, window.location.origin);
      if (url.origin === window.location.origin && url.pathname === signInPath) {
        event.preventDefault();
        onSignIn(url.searchParams.get('returnTo'));
        return;
      }
      const external = externalLinkOf(anchor, window.location.origin);
      if (!external) return;
      event.preventDefault();
      void Browser.open({ url: external });
    },
    true,
  );
}
