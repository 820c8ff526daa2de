import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AiGenerationOverlay } from '../components/ai-generation/ai-generation-overlay.tsx';
import { useToasts } from '../lib/toast-store.ts';
import { OfflineNotice } from '../startup/offline-notice.tsx';
import { useDocumentSeo } from './use-document-seo.ts';
import { useLanguageFromPath } from './use-language-from-path.ts';

// Radix Toast loads with the first toast, keeping it off the landing page's critical path.
const Toaster = lazy(() => import('../components/toaster.tsx'));

function NavigationProgress() {
  const { t } = useTranslation('common');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('status.loadingPage')}
      className="fixed inset-x-0 top-0 z-[80] h-0.5 animate-pulse bg-accent-gradient motion-reduce:animate-none"
    />
  );
}

function DeferredToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function RootLayout() {
  const { t } = useTranslation('common');
  useLanguageFromPath();
  useDocumentSeo();
  return (
    <>
      <a
        href="#main"
        className="sr-only rounded-md bg-surface-raised px-4 py-2 text-sm font-semibold focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[90]"
      >
        {t('a11y.skipToContent')}
      </a>
      <NavigationProgress />
      <OfflineNotice />
      <Outlet />
      <ScrollRestoration />
      <DeferredToaster />
      <AiGenerationOverlay />
    </>
  );
}
