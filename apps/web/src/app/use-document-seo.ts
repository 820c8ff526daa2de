import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '../i18n/languages.ts';
import { isRouteHandle } from '../seo/pages.ts';
import { useAppConfigPart } from '../lib/app-config.ts';

/**
 * Keeps <title>, meta, canonical and hreflang in step with the current page and language. The head builders load
 * after the first render (apply-document-seo.ts); a later page or language supersedes one still loading.
 */
export function useDocumentSeo(): void {
  const matches = useMatches();
  const { t, i18n } = useTranslation('Index');
  const handle = matches.at(-1)?.handle;
  const page = isRouteHandle(handle) ? handle.page : null;
  const language = i18n.language;
  const configuredRating = useAppConfigPart('rating');
  useEffect(() => {
    if (!page || !isLanguageCode(language)) return;
    let current = true;
    void import('./apply-document-seo.ts')
      .then(({ applyDocumentSeo }) => {
        if (current) applyDocumentSeo({ page, language, t, handle, configuredRating });
      })
      .catch((error: unknown) => console.warn('Could not update the page head', error));
    return () => {
      current = false;
    };
  }, [page, language, t, handle, configuredRating]);
}
