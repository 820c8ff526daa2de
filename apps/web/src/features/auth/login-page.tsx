// /login (spec §2; /auth redirects here): "Sign in with Google" runs the server's code flow and comes back to
// the page the user wanted (?returnTo=…). Prerendered in every language; the query-dependent parts (error,
// return path) render after hydration, so the HTML and the first client render always match.
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CircleAlert, FlaskConical, LockKeyhole, ShieldCheck, UserRoundX } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useSignedIn } from '../../lib/auth-status.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { NEEDS_APP_ATTRIBUTE } from '../../boot/needs-app.ts';
import { LogoMark } from '../../components/logo.tsx';
import { PublicLayout } from '../layout/public-layout.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { GoogleMark } from './google-mark.tsx';
import { oauthErrorOf } from '../../lib/oauth-errors.ts';
import { signInUrl } from './sign-in-url.ts';
import { useGoogleModeAttribute } from './use-google-mode-attribute.ts';
import { AppNamespaceGate } from '../app-shell/app-namespace-gate.tsx';

const POINTS = [
  { key: 'noPassword', Icon: LockKeyhole },
  { key: 'leastAccess', Icon: ShieldCheck },
  { key: 'leaveAnytime', Icon: UserRoundX },
] as const;

/**
 * Always in the page, shown by CSS only where the served page says the server uses the sandbox (its <html> carries
 * GOOGLE_MODE_ATTRIBUTE): part of the first paint, and the same markup before and after hydration.
 */
function SandboxNote() {
  const { t } = useTranslation('app');
  useGoogleModeAttribute();
  return (
    <p className="hidden items-start gap-2 rounded-xl bg-info/10 p-3 text-start text-sm text-ink ring-1 ring-info/30 [html[data-google-mode=sandbox]_&]:flex">
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
      <span>
        {t('login.sandboxNote')}{' '}
        {/* A server page, not an app route: the sandbox's own overview of its accounts and calls. */}
        <a href="/sandbox" className="underline underline-offset-4">
          {t('login.sandboxOverview')}
        </a>
      </span>
    </p>
  );
}

function LoginScreen() {
  const { t } = useTranslation('app');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const fallback = localize('/dashboard');
  const returnTo = hydrated ? safeReturnPath(params.get('returnTo')) : null;
  const errorParam = hydrated ? params.get('error') : null;
  const error = errorParam ? oauthErrorOf('signIn', errorParam) : null;

  // Already signed in: straight on to where the user wanted to go.
  useEffect(() => {
    if (signedIn) void navigate(returnTo ?? fallback, { replace: true });
  }, [fallback, navigate, returnTo, signedIn]);

  return (
    <PublicLayout>
      <section aria-labelledby="login-title" className="relative px-4 py-14 sm:py-20">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 mx-auto h-80 max-w-3xl rounded-full bg-[radial-gradient(closest-side,rgba(255,107,107,0.16),transparent)]"
        />
        <div className="mx-auto grid max-w-md gap-6 rounded-2xl bg-surface p-6 text-center shadow-2xl ring-1 ring-line sm:p-8">
          <LogoMark className="mx-auto size-12" />
          <div className="grid gap-2">
            <h1 id="login-title" className="text-3xl font-extrabold tracking-tight text-balance">
              {t('login.title')}
            </h1>
            <p className="text-pretty text-ink-muted">{t('login.lead')}</p>
          </div>
          {error ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-xl bg-danger/10 p-3 text-start text-sm ring-1 ring-danger/40"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
              {t(error.messageKey)}
            </p>
          ) : null}
          <Button asChild size="lg" className="w-full">
            {/* The return path comes from the URL once the app runs: a click before that waits for it. */}
            <a href={signInUrl(returnTo, fallback)} {...{ [NEEDS_APP_ATTRIBUTE]: '' }}>
              <GoogleMark className="size-5!" />
              {t('login.signInWithGoogle')}
            </a>
          </Button>
          <ul className="grid gap-3 text-start text-sm text-ink-muted">
            {POINTS.map(({ key, Icon }) => (
              <li key={key} className="flex items-start gap-2.5">
                <Icon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                {t(`login.points.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="mx-auto mt-6 grid max-w-md gap-2 text-center text-sm text-ink-muted">
          <p>
            <Trans
              t={t}
              i18nKey="login.legal"
              components={{
                terms: (
                  <Link
                    to={localize('/terms-of-service')}
                    className="text-ink underline underline-offset-4"
                  />
                ),
                privacy: (
                  <Link to={localize('/privacy-policy')} className="text-ink underline underline-offset-4" />
                ),
              }}
            />
          </p>
          <p>
            {t('login.selfHosting')}{' '}
            <Link
              to={localize('/oauth-setup')}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              {t('login.selfHostingLink')}
            </Link>
          </p>
          <SandboxNote />
        </div>
      </section>
    </PublicLayout>
  );
}

export function LoginPage() {
  return (
    <AppNamespaceGate>
      <LoginScreen />
    </AppNamespaceGate>
  );
}
