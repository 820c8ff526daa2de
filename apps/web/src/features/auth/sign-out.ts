// Sign-out (spec §4 "Auth"): the server ends the session and revokes the Google sign-in token; the browser
// then forgets everything — all local and session storage, the cached API answers — and goes to the home page.
import { appQueryClient } from '../../app/query-provider.tsx';
import type { LanguageCode } from '../../i18n/languages.ts';
import { apiFetch } from '../../lib/api.ts';
import { setAuthStatus, SIGNED_OUT } from '../../lib/auth-status.ts';
import { localizePath } from '../../lib/language-prefix.ts';

export function clearBrowserStorage(): void {
  for (const storage of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      storage().clear();
    } catch {
      // Storage disabled: nothing was kept there either.
    }
  }
}

/** Forgets the signed-in state in this tab and loads the home page in the current language. */
export function leaveSignedIn(
  language: LanguageCode,
  go: (url: string) => void = (url) => window.location.replace(url),
) {
  clearBrowserStorage();
  appQueryClient.clear();
  setAuthStatus(SIGNED_OUT);
  go(localizePath('/', language));
}

export async function signOut(language: LanguageCode, go?: (url: string) => void): Promise<void> {
  try {
    await apiFetch('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    // The local sign-out still happens; the server session expires on its own.
    console.warn('Logout failed', error);
  }
  leaveSignedIn(language, go);
}
