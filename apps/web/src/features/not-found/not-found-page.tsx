import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/spinner.tsx';
import { useSignedIn } from '../../lib/auth-status.ts';
import { PublicLayout } from '../layout/public-layout.tsx';
import { NotFoundContent } from './not-found-content.tsx';

// Loaded only for a signed-in user, so signed-out visitors never download the signed-in header's code.
const SignedInShell = lazy(() =>
  import('../app-shell/signed-in-route.tsx').then((m) => ({ default: m.SignedInShell })),
);

/** Any path that is not a screen (spec §2): a real page with the site around it — the signed-in header and
 *  navigation when signed in, the public header otherwise — and a way back. */
export function NotFoundPage() {
  const signedIn = useSignedIn();
  if (!signedIn) {
    return (
      <PublicLayout>
        <NotFoundContent />
      </PublicLayout>
    );
  }
  return (
    <Suspense fallback={<Spinner size="lg" fullScreen />}>
      <SignedInShell>
        <NotFoundContent />
      </SignedInShell>
    </Suspense>
  );
}
