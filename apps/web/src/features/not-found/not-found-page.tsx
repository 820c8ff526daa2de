import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useAuthStatus } from '../../lib/auth-status.ts';
import { PublicLayout } from '../layout/public-layout.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';

// Loaded only for a signed-in user, so signed-out visitors never download the signed-in header's code.
const SignedInShell = lazy(() =>
  import('../app-shell/signed-in-route.tsx').then((m) => ({ default: m.SignedInShell })),
);

/** Any path that is not a screen (spec §2): a real page with the site around it — the signed-in header and
 *  navigation when signed in, the public header otherwise — and a way back. */
export function NotFoundPage() {
  const signedIn = useAuthStatus()?.isAuthenticated === true;
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

function NotFoundContent(): ReactNode {
  const { t } = useTranslation('common');
  const localize = useLocalizedPath();
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto grid max-w-xl justify-items-center gap-5 px-4 py-24 text-center sm:py-32"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-surface-raised ring-1 ring-line">
        <Compass className="size-8 text-accent" aria-hidden />
      </span>
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t('notFound.code')}</p>
      <h1 id="not-found-title" className="text-4xl font-extrabold tracking-tight">
        {t('notFound.title')}
      </h1>
      <p className="text-lg text-ink-muted">{t('notFound.description')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={localize('/')}>{t('notFound.home')}</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={localize('/support')}>{t('notFound.support')}</Link>
        </Button>
      </div>
    </section>
  );
}
