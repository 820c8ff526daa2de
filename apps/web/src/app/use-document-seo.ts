import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '../i18n/languages.ts';
import { applySeoHead } from '../seo/apply-seo-head.ts';
import { isRouteHandle } from '../seo/pages.ts';
import { buildSeoHead } from '../seo/seo-head.ts';

/** Keeps <title>, meta, canonical and hreflang in step with the current page and language. */
export function useDocumentSeo(): void {
  const matches = useMatches();
  const { t, i18n } = useTranslation('Index');
  const handle = matches.at(-1)?.handle;
  const page = isRouteHandle(handle) ? handle.page : null;
  const language = i18n.language;
  useEffect(() => {
    if (!page || !isLanguageCode(language)) return;
    applySeoHead(buildSeoHead({ page, language, t, siteUrl: __SITE_URL__ }));
  }, [page, language, t]);
}
