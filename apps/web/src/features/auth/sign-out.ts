// Sign-out (spec §4 "Auth"): the server ends the session and revokes the Google sign-in token; the browser
// then forgets everything — all local and session storage, the cached API answers, a pending channel
// authorization — and goes to the home page.
import { appQueryClient } from '../../app/query-provider.tsx';
import type { LanguageCode } from '../../i18n/languages.ts';
import { authRoutes } from '@vidcraft/contracts/client-routes';
import { callApi } from '../../lib/api-client.ts';
import { forgetApiCredentials } from '../../lib/api-credentials.ts';
import { setAuthStatus, SIGNED_OUT } from '../../lib/auth-status.ts';
import { localizePath } from '../../lib/language-prefix.ts';
import { cancelChannelAuth } from '../reauth/channel-auth-flow.ts';

export function clearBrowserStorage(): void {
  for (const storage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      storage().clear();
    } catch {
      // Storage disabled: nothing was kept there either.
    }
  }
}

/**
 * Forgets the signed-in state in this tab and goes to the home page in the current language. `go` is the
 * router's navigation: a full page load would let the router write its scroll positions to session storage
 * again as the page unloads.
 */
export function leaveSignedIn(language: LanguageCode, go: (path: string) => unknown): void {
  clearBrowserStorage();
  // Native shell: the bearer token leaves the platform's secure storage.
  void forgetApiCredentials().catch((error: unknown) =>
    console.warn('Deleting the stored token failed', error),
  );
  cancelChannelAuth();
  appQueryClient.clear();
  leaving = true;
  setAuthStatus(SIGNED_OUT);
  void Promise.resolve(go(localizePath('/', language))).finally(() => {
    leaving = false;
  });
}

let leaving = false;

/** True while sign-out moves to the home page: the protected wrapper must not send the user to /login. */
export function isLeavingSignedIn(): boolean {
  return leaving;
}

export async function signOut(language: LanguageCode, go: (path: string) => unknown): Promise<void> {
  try {
    await callApi(authRoutes.logout, {});
  } catch (error) {
    // The local sign-out still happens; the server session expires on its own.
    console.warn('Logout failed', error);
  }
  leaveSignedIn(language, go);
}
