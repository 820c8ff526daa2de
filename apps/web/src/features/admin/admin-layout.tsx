// The frame of every /admin page: the section navigation (Users, Plans, Jobs, YouTube quota, AI spend,
// Settings, Audit log), then the section. Anyone not an admin sees the not-found screen, as the API answers
// them 404 on every admin route.
import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { splitLanguagePrefix } from '../../lib/language-prefix.ts';
import { useMe } from '../auth/use-me.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { NotFoundContent } from '../not-found/not-found-content.tsx';
import { activeSection, ADMIN_SECTIONS } from './admin-sections.ts';

export function AdminLayout() {
  const me = useMe();
  if (me.isPending) return <Spinner size="lg" className="min-h-[50dvh]" />;
  if (me.data?.isAdmin !== true) return <NotFoundContent />;
  return (
    // A block, not a grid: the navigation's row scrolls inside the page instead of widening it at 390 px.
    <div className="min-w-0">
      <AdminNav />
      <Outlet />
    </div>
  );
}

function AdminNav() {
  const { t } = useTranslation('admin');
  const localize = useLocalizedPath();
  const active = activeSection(splitLanguagePrefix(useLocation().pathname).rest);
  const activeLink = useRef<HTMLAnchorElement>(null);
  // On a phone the row scrolls: the current section is brought into view (Audit log is last).
  useEffect(() => {
    activeLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <nav aria-label={t('nav.label')} className="border-b border-line bg-surface/60">
      <ul className="mx-auto flex w-full max-w-7xl gap-1 overflow-x-auto px-4 py-2 sm:px-6">
        {ADMIN_SECTIONS.map((section) => {
          const current = section.key === active;
          return (
            <li key={section.key} className="shrink-0">
              <Link
                ref={current ? activeLink : undefined}
                to={localize(section.path)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-accent',
                  current
                    ? 'bg-accent/15 text-accent'
                    : 'text-ink-muted hover:bg-surface-raised hover:text-ink',
                )}
              >
                {t(`nav.${section.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
