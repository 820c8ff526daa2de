// Mobile bottom navigation (spec §2): below xl, signed-in only. Tapping the entry of the tool page you are on
// goes to the dashboard and back about 10 ms later, which resets the tool.
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { splitLanguagePrefix } from '../../lib/language-prefix.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { BOTTOM_NAV_LINKS, isCurrentLink } from './app-nav-links.ts';

export const TOOL_RESET_DELAY_MS = 10;

export function BottomNav() {
  const { t } = useTranslation(['app', 'thumbnails']);
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const path = splitLanguagePrefix(useLocation().pathname).rest;
  // Never at the root path (spec §2), even if a signed-in layout ever wraps it.
  if (path === '/' || path === '') return null;
  return (
    <nav
      aria-label={t('nav.bottomLabel')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[var(--safe-bottom,env(safe-area-inset-bottom))] backdrop-blur-md xl:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {BOTTOM_NAV_LINKS.map((link) => {
          const current = isCurrentLink(link, path);
          const target = localize(link.path);
          return (
            <li key={link.key}>
              <Link
                to={target}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => {
                  if (!current || !link.tool) return;
                  event.preventDefault();
                  void navigate(localize('/dashboard'), { replace: true });
                  setTimeout(() => void navigate(target, { replace: true }), TOOL_RESET_DELAY_MS);
                }}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                  current ? 'text-accent' : 'text-ink-muted hover:text-ink',
                )}
              >
                <link.Icon className="size-5" aria-hidden />
                <span className="max-w-full truncate px-1">
                  {link.key === 'thumbnails' ? t('thumbnails:nav.label') : t(`nav.${link.key}`)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
