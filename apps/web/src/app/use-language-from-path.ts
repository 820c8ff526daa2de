// The URL prefix is the source of truth for the interface language: keep i18next and <html lang dir> in step
// with it, including on back/forward navigation.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applyDocumentLanguage } from '../i18n/document-language.ts';
import { languageOfPath } from '../lib/language-prefix.ts';

export function useLanguageFromPath(): void {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = languageOfPath(pathname);
  useEffect(() => {
    applyDocumentLanguage(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}
