// The mobile side sheet (spec §2): navigation and the sign-in buttons, sliding in from the inline end.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useSignedIn } from '../../lib/auth-status.ts';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet.tsx';
import { LogoMark } from '../../components/logo.tsx';
import { MobileMenuButton } from './mobile-menu-button.tsx';
import { MENU_LINKS } from './nav-links.ts';
import { useLocalizedPath, useSignInPath } from './use-localized-path.ts';

export default function MobileMenuSheet({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('Navigation');
  const signIn = useSignInPath();
  const localize = useLocalizedPath();
  const signedIn = useSignedIn();
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <MobileMenuButton />
      </SheetTrigger>
      <SheetContent closeLabel={t('header.closeMenu')}>
        <div className="flex items-center gap-2.5">
          <LogoMark />
          <SheetTitle className="text-lg font-bold">{t('header.menuTitle')}</SheetTitle>
        </div>
        <SheetDescription className="sr-only">{t('header.menuDescription')}</SheetDescription>
        <nav aria-label={t('header.primaryNavLabel')}>
          <ul className="grid gap-1">
            {MENU_LINKS.map((link) => (
              <li key={link.labelKey}>
                <SheetClose asChild>
                  <Link
                    to={{ pathname: localize(link.path), hash: link.hash ?? '' }}
                    className="block rounded-lg px-3 py-3 text-base font-medium hover:bg-surface-raised"
                  >
                    {t(`nav.${link.labelKey}`)}
                  </Link>
                </SheetClose>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto grid gap-2">
          {signedIn ? (
            <Button asChild size="lg">
              <Link to={localize('/dashboard')}>{t('auth.openDashboard')}</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="secondary" size="lg">
                <Link to={signIn}>{t('auth.signIn')}</Link>
              </Button>
              <Button asChild size="lg">
                <Link to={signIn}>{t('auth.startFree')}</Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
