import { useNavigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { storeLanguage } from '../../i18n/detect-language.ts';
import type { LanguageCode } from '../../i18n/languages.ts';
import { authRoutes } from '@vidcraft/contracts/client-routes';
import { callApi } from '../../lib/api-client.ts';
import { getAuthStatus } from '../../lib/auth-status.ts';
import { switchLanguageInPath } from '../../lib/language-prefix.ts';

/**
 * Choosing a language (spec §4 "Language"): remember it, load its texts, then move to the same page under the
 * new prefix; the route change updates i18next and <html lang dir>. Signed-in users also get it saved.
 */
export function useSwitchLanguage(): (language: LanguageCode) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  return async (language) => {
    storeLanguage(language);
    await i18n.loadLanguages(language).catch(() => undefined); // on failure the fallback texts show
    if (getAuthStatus()?.isAuthenticated) {
      callApi(authRoutes.preferences, { body: { language } }).catch((error: unknown) =>
        console.warn('Saving the language preference failed', error),
      );
    }
    await navigate(
      {
        pathname: switchLanguageInPath(location.pathname, language),
        search: location.search,
        hash: location.hash,
      },
      { preventScrollReset: true },
    );
  };
}
