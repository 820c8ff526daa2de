// A namespace that loads with its own screens only (so no other screen downloads it): those screens wait for it
// behind a spinner. Offline (Continue Offline) nothing waits.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/spinner.tsx';
import { useOfflineMode } from '../lib/offline-mode.ts';
import type { Namespace } from './create-i18n.ts';

export function NamespaceTexts({ namespace, children }: { namespace: Namespace; children: ReactNode }) {
  const { ready } = useTranslation(namespace);
  const offline = useOfflineMode();
  if (!ready && !offline) return <Spinner size="lg" className="min-h-[50dvh]" />;
  return children;
}

/** The screen's title, for screens whose titles live in their own namespace (no route handle). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
