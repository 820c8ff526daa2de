// The Capacitor shell's start (loaded by main.tsx only when isNativeShell()): the shell's config, bearer
// credentials for the one API client, native sign-in and channel grants through the in-app browser and deep
// links, saving files through the share sheet, and the native chrome. Runs before the app starts, so the first
// auth check already carries the stored token.
import { Capacitor } from '@capacitor/core';
import { type AuthUser } from '@vidcraft/contracts';
import { authRoutes } from '@vidcraft/contracts/client-routes';
import { setBearerCredentials } from '../lib/api-credentials.ts';
import { AUTH_ERROR_EVENT, type AuthErrorDetail } from '../lib/auth-error-event.ts';
import { loadAuthStatus, setAuthStatus } from '../lib/auth-status.ts';
import { languageOfPath, localizePath } from '../lib/language-prefix.ts';
import { openBearerEventSource } from './bearer-event-source.ts';
import { createCapacitorAuthBridge } from './capacitor-auth-bridge.ts';
import { setNativeChannelGrant } from '../lib/native-channel-grant.ts';
import { setNativeFileSaver } from '../lib/save-file.ts';
import { createCapacitorFileSaver } from './capacitor-file-saver.ts';
import { createNativeChannelGrant, isChannelGrantLink } from './native-channel-grant.ts';
import {
  applySafeAreas,
  followKeyboard,
  handleBackButton,
  hideSplashScreen,
  interceptLinks,
  styleStatusBar,
} from './native-chrome.ts';
import { loadNativeShellConfig } from './native-shell-config.ts';
import { callbackLink, createNativeSignIn } from './native-sign-in.ts';

/** Moves the app's router without a page load (it follows popstate like a history step). */
function navigateInApp(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

function localized(path: string): string {
  return localizePath(path, languageOfPath(window.location.pathname));
}

function signedIn(user: AuthUser, returnTo: string | null): void {
  setAuthStatus({ isAuthenticated: true, user });
  // Spec §4: the callback stores the user and refreshes auth (the server's answer replaces the stored user).
  void loadAuthStatus().catch((error: unknown) =>
    console.warn('Refreshing auth after sign-in failed', error),
  );
  navigateInApp(returnTo ?? localized('/dashboard'));
}

export async function startNativeShell(): Promise<void> {
  const platform = Capacitor.getPlatform() === 'ios' ? 'ios' : 'android';
  const config = await loadNativeShellConfig();
  applySafeAreas(platform, config.statusBarColor);

  const bridge = createCapacitorAuthBridge();
  const signIn = createNativeSignIn({ bridge, config, onSignedIn: signedIn });
  const authorization = async () => (await signIn.authHeaders()).Authorization ?? null;
  setBearerCredentials({
    apiBaseUrl: config.apiBaseUrl,
    authorization,
    forget: signIn.signOut,
    openEventSource: (url) => openBearerEventSource(url, authorization),
  });
  const channelGrant = createNativeChannelGrant({
    bridge,
    scheme: config.scheme,
    showCallback: (query) => navigateInApp(`${localized('/youtube-callback')}?${query}`),
  });
  setNativeChannelGrant(channelGrant);
  setNativeFileSaver(createCapacitorFileSaver());
  bridge.onDeepLink((url) => {
    void bridge.closeBrowser();
    const link = callbackLink(url, config);
    if (link && isChannelGrantLink(link, config.scheme)) void channelGrant.handleLink(link);
    else void signIn.handleUrl(url);
  });
  window.addEventListener(AUTH_ERROR_EVENT, (event) => {
    const { code } = (event as CustomEvent<AuthErrorDetail>).detail;
    navigateInApp(`${localized('/login')}?error=${encodeURIComponent(code)}`);
  });
  interceptLinks({
    signInPath: authRoutes.googleStart.path,
    onSignIn: (returnTo) =>
      void signIn.start(returnTo).catch((error: unknown) => console.error('Opening sign-in failed', error)),
  });
  handleBackButton();
  followKeyboard();
  const warn = (what: string) => (error: unknown) => console.warn(`${what} failed`, error);
  void styleStatusBar(platform, config.statusBarColor).catch(warn('Styling the status bar'));
  // The web app's own splash takes over from here until start-up finishes.
  void hideSplashScreen().catch(warn('Hiding the splash screen'));
}
