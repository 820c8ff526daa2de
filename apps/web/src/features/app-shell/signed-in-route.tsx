// The layout route of every signed-in screen: the `app` texts, TanStack Query, the protected-route wrapper,
// then the header, the screen, the bottom navigation and the re-authorization dialog.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { QueryProvider } from '../../app/query-provider.tsx';
import { RequireAuth } from '../auth/require-auth.tsx';
import { useMe } from '../auth/use-me.ts';
import { BillingBanner } from '../plans/billing-banner.tsx';
import { ReauthDialogHost } from '../reauth/reauth-dialog-host.tsx';
import { AchievementAnnouncer } from '../achievements/achievement-announcer.tsx';
import { useActiveConnection } from '../channels/use-connections.ts';
import { useStatsReloadOnChannelChange } from '../channels/use-stats-reload.ts';
import { AppHeader } from './app-header.tsx';
import { AppNamespaceGate } from './app-namespace-gate.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { useConnectionFlags } from './use-connection-flags.ts';
import { useQueryErrorToasts } from './use-query-error-toasts.ts';

function SignedInLayout({ children }: { children: ReactNode }) {
  useQueryErrorToasts();
  useMe();
  useConnectionFlags();
  useStatsReloadOnChannelChange(useActiveConnection().active?.id);
  return (
    <div className="flex min-h-dvh flex-col pb-[calc(4rem+var(--safe-bottom,env(safe-area-inset-bottom)))] xl:pb-0">
      <AppHeader />
      <BillingBanner />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <BottomNav />
      <ReauthDialogHost />
      <AchievementAnnouncer />
    </div>
  );
}

export function SignedInRoute() {
  return (
    <AppNamespaceGate signedIn>
      <QueryProvider>
        <RequireAuth>
          <SignedInLayout>
            <Outlet />
          </SignedInLayout>
        </RequireAuth>
      </QueryProvider>
    </AppNamespaceGate>
  );
}

/** The signed-in frame around a page that is not a signed-in route (the not-found screen of a signed-in user). */
export function SignedInShell({ children }: { children: ReactNode }) {
  return (
    <AppNamespaceGate signedIn>
      <QueryProvider>
        <SignedInLayout>{children}</SignedInLayout>
      </QueryProvider>
    </AppNamespaceGate>
  );
}
