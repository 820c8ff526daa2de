// The providers every screen needs, shared by the browser entry and the prerender step. TanStack Query is not
// here on purpose: public pages fetch nothing through it, and the signed-in area wraps itself in QueryProvider.
import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { Direction } from 'radix-ui';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { ProcessingOverlayProvider } from '../components/processing-overlay/processing-overlay-provider.tsx';
import { textDirection } from '../i18n/languages.ts';

interface Props {
  i18n: i18n;
  children: ReactNode;
}

// Radix widgets (menus, dialogs) read the writing direction from this provider, not from the page: without it a
// menu is left-to-right on a right-to-left page. The same rule as <html dir> (i18n/document-language.ts).
function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <Direction.Provider dir={textDirection(i18n.language)}>{children}</Direction.Provider>;
}

export function AppProviders({ i18n, children }: Props) {
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageDirection>
        <ErrorBoundary>
          <ProcessingOverlayProvider>{children}</ProcessingOverlayProvider>
        </ErrorBoundary>
      </LanguageDirection>
    </I18nextProvider>
  );
}
