// The `app` namespace (signed-in screens, sign-in, OAuth setup, channel callback) loads with those screens, so
// public pages never download it. Prerendered pages that need it have it embedded already. Offline (Continue
// Offline) nothing waits for it: the screens show their built-in fallbacks rather than a spinner.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { APP_NAMESPACE } from '../../i18n/create-i18n.ts';
import { useOfflineMode } from '../../lib/offline-mode.ts';

export function AppNamespaceGate({ children }: { children: ReactNode }) {
  const { ready } = useTranslation(APP_NAMESPACE);
  const offline = useOfflineMode();
  if (!ready && !offline) return <Spinner size="lg" fullScreen />;
  return children;
}
