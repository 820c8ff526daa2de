// The signed-in header: logo (to the dashboard), the main destinations from xl up (below that the bottom
// navigation has them), the channel switcher, the language menu and the avatar menu. Compact on phones.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { splitLanguagePrefix } from '../../lib/language-prefix.ts';
import { LanguageMenu } from '../layout/language-menu.tsx';
import { LogoMark } from '../../components/logo.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { APP_NAV_LINKS, isCurrentLink } from './app-nav-links.ts';
import { ChannelSwitcher } from './channel-switcher.tsx';
import { UserMenu } from './user-menu.tsx';

export function AppHeader() {
  const { t } = useTranslation(['app', 'common', 'thumbnails']);
  const localize = useLocalizedPath();
  const path = splitLanguagePrefix(useLocation().pathname).rest;
  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-page/85 backdrop-blur-md">
      <div className="mx-auto flex h-14 max-w-7xl 2xl:max-w-[96rem] items-center gap-2 px-3 sm:h-16 sm:gap-3 sm:px-6">
        <Link
          to={localize('/dashboard')}
          className="flex shrink-0 items-center gap-2.5 rounded-md"
          aria-label={t('header.home')}
        >
          <LogoMark />
          <span className="text-lg font-bold tracking-tight max-sm:hidden">{t('common:brand.name')}</span>
        </Link>
        {/* Nine destinations: their icons show from 2xl, where the header is wider and both fit. */}
        <nav aria-label={t('nav.label')} className="ms-2 hidden xl:block 2xl:ms-4">
          <ul className="flex items-center gap-0.5 2xl:gap-1">
            {APP_NAV_LINKS.filter((link) => link.key !== 'profile').map((link) => {
              const current = isCurrentLink(link, path);
              return (
                <li key={link.key}>
                  <Link
                    to={localize(link.path)}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors 2xl:px-3',
                      current ? 'bg-surface-raised text-ink' : 'text-ink-muted hover:text-ink',
                    )}
                  >
                    <link.Icon className="size-4 max-2xl:hidden" aria-hidden />
                    {link.key === 'thumbnails' ? t('thumbnails:nav.label') : t(`nav.${link.key}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ms-auto flex min-w-0 items-center gap-1 sm:gap-2">
          <ChannelSwitcher />
          <LanguageMenu />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
