import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageOfPath, localizePath } from '../../lib/language-prefix.ts';
import type { LanguageCode } from '../../i18n/languages.ts';
import { signInPath } from './nav-links.ts';

/** The language of the current URL (prefix, or English). Same answer at prerender time and in the browser. */
export function useRouteLanguage(): LanguageCode {
  return languageOfPath(useLocation().pathname);
}

/** Turns an app path ("/how-to") into the current language's URL ("/de/how-to"). */
export function useLocalizedPath(): (path: string) => string {
  const language = useRouteLanguage();
  return useCallback((path: string) => localizePath(path, language), [language]);
}

/** The sign-in page in the current language. */
export function useSignInPath(): string {
  return signInPath(useRouteLanguage());
}
