// The `uploads` namespace loads with the upload screens only, so no other screen downloads it; these screens
// wait for it. Offline (Continue Offline) nothing waits.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { UPLOADS_NAMESPACE } from '../../i18n/create-i18n.ts';
import { useOfflineMode } from '../../lib/offline-mode.ts';

export function UploadsTexts({ children }: { children: ReactNode }) {
  const { ready } = useTranslation(UPLOADS_NAMESPACE);
  const offline = useOfflineMode();
  if (!ready && !offline) return <Spinner size="lg" className="min-h-[50dvh]" />;
  return children;
}

/** The screen's title (these screens have no route handle: their titles live in this namespace). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
