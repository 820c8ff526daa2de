// The `app` namespace (signed-in screens, sign-in, OAuth setup, channel callback) loads with those screens, so
// public pages never download it; the signed-in screens also wait for `thumbnails` (the studio and its
// navigation entry). Prerendered pages that need `app` have it embedded already. Offline (Continue Offline)
// nothing waits: the screens show their built-in fallbacks rather than a spinner.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { APP_NAMESPACE, THUMBNAILS_NAMESPACE } from '../../i18n/create-i18n.ts';
import { useOfflineMode } from '../../lib/offline-mode.ts';

export function AppNamespaceGate({
  children,
  signedIn = false,
}: {
  children: ReactNode;
  /** The signed-in area: also the thumbnail studio's namespace. */
  signedIn?: boolean;
}) {
  const { ready } = useTranslation(signedIn ? [APP_NAMESPACE, THUMBNAILS_NAMESPACE] : APP_NAMESPACE);
  const offline = useOfflineMode();
  if (!ready && !offline) return <Spinner size="lg" fullScreen />;
  return children;
}
