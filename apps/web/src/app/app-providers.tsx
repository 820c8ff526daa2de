// The providers every screen needs, shared by the browser entry and the prerender step. TanStack Query is not
// here on purpose: public pages fetch nothing through it, and the signed-in area wraps itself in QueryProvider.
import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { ProcessingOverlayProvider } from '../components/processing-overlay/processing-overlay-provider.tsx';

interface Props {
  i18n: i18n;
  children: ReactNode;
}

export function AppProviders({ i18n, children }: Props) {
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorBoundary>
        <ProcessingOverlayProvider>{children}</ProcessingOverlayProvider>
      </ErrorBoundary>
    </I18nextProvider>
  );
}
