// The protected-route wrapper (spec §2, §9): an authenticating message while the auth check runs; with no user,
// a redirecting message, then /login (in the page's language) after 100 ms, with the wanted page as returnTo.
// After "Continue Offline" a failed check is no answer: the screen renders (offline) instead of /login.
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { authCheckFailed, loadAuthStatus, useAuthStatus } from '../../lib/auth-status.ts';
import { useOfflineMode } from '../../lib/offline-mode.ts';
import { currentReturnPath } from '../../lib/return-path.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { isLeavingSignedIn } from './sign-out.ts';

export const PROTECTED_REDIRECT_DELAY_MS = 100;

export function loginPathFor(loginPath: string, returnTo: string): string {
  return `${loginPath}?${new URLSearchParams({ returnTo })}`;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('app');
  const status = useAuthStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const offline = useOfflineMode();
  const unreachable = offline && status !== null && !status.isAuthenticated && authCheckFailed();
  const signedOut = status !== null && !status.isAuthenticated && !unreachable;
  const target = loginPathFor(localize('/login'), currentReturnPath(location));

  // Start-up normally answered already; this covers arriving here before it did.
  useEffect(() => {
    if (status === null) loadAuthStatus().catch(() => undefined);
  }, [status]);

  useEffect(() => {
    if (!signedOut || isLeavingSignedIn()) return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), PROTECTED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, signedOut, target]);

  if (status === null) return <Spinner size="lg" fullScreen text={t('auth.authenticating')} />;
  if (signedOut) {
    return <Spinner size="lg" fullScreen {...(isLeavingSignedIn() ? {} : { text: t('auth.redirecting') })} />;
  }
  return children;
}
