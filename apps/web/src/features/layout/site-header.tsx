import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useSignedIn } from '../../lib/auth-status.ts';
import { LanguageMenu } from './language-menu.tsx';
import { LogoMark } from '../../components/logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { HEADER_LINKS } from './nav-links.ts';
import { useLocalizedPath, useSignInPath } from './use-localized-path.ts';

export function SiteHeader() {
  const { t } = useTranslation(['Navigation', 'common']);
  const signIn = useSignInPath();
  const localize = useLocalizedPath();
  // Public pages (pricing, the guide) are prerendered for visitors; once the auth check answers, a signed-in
  // creator is offered their dashboard instead of signing in again.
  const signedIn = useSignedIn();
  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-page/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to={localize('/')}
          className="flex min-w-0 items-center gap-2.5 rounded-md"
          aria-label={t('header.homeLabel')}
        >
          <LogoMark />
          <span className="grid leading-tight">
            <span className="text-lg font-bold tracking-tight">{t('common:brand.name')}</span>
            <span className="hidden text-xs text-ink-muted md:block">{t('header.tagline')}</span>
          </span>
        </Link>
        <nav aria-label={t('header.primaryNavLabel')} className="ms-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.labelKey}>
                <Link
                  to={{ pathname: localize(link.path), hash: link.hash ?? '' }}
                  className="rounded-md px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:text-ink"
                >
                  {t(`nav.${link.labelKey}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <LanguageMenu />
          {signedIn ? (
            <Button asChild size="sm" className="max-sm:hidden">
              <Link to={localize('/dashboard')}>{t('auth.openDashboard')}</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm" className="max-sm:hidden">
                <Link to={signIn}>{t('auth.signIn')}</Link>
              </Button>
              <Button asChild size="sm" className="max-sm:hidden">
                <Link to={signIn}>{t('auth.startFree')}</Link>
              </Button>
            </>
          )}
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
