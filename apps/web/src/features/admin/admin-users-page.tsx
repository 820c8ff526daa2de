// /admin: every user, newest first, searched by email or name, a page at a time — each with their plan, this
// period's optimizations, channels and last visit, opening their detail. Shown inside AdminLayout (admins only).
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@vidcraft/contracts';
import { Spinner } from '../../components/spinner.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatDate, formatNumber, formatRelative } from '../../lib/format.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useLocalizedPath, useRouteLanguage } from '../layout/use-localized-path.ts';
import { useAdminUsers } from './admin-queries.ts';

export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers(q);
  useEffect(() => {
    document.title = t('users.documentTitle');
  }, [t]);
  const rows = users.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <AppPage title={t('users.title')} lead={t('users.lead')}>
      <label className="relative block max-w-md">
        <span className="sr-only">{t('users.searchLabel')}</span>
        <Search className="pointer-events-none absolute start-3 top-3 size-4 text-ink-muted" aria-hidden />
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('users.searchPlaceholder')}
          className="h-10 w-full rounded-lg bg-surface-raised ps-9 pe-3 text-sm text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent"
        />
      </label>
      {users.isPending ? (
        <StateBox role="status">
          <Spinner />
        </StateBox>
      ) : users.isError ? (
        <ErrorNote>{t('users.loadFailed', { message: users.error.message })}</ErrorNote>
      ) : rows.length === 0 ? (
        <StateBox>{q ? t('users.noMatch', { q }) : t('users.empty')}</StateBox>
      ) : (
        <div className="grid gap-4">
          <ul className="grid gap-2">
            {rows.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ul>
          {users.hasNextPage ? (
            <div>
              <Button
                variant="secondary"
                disabled={users.isFetchingNextPage}
                onClick={() => void users.fetchNextPage()}
              >
                {t('common.loadMore')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </AppPage>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const language = useRouteLanguage();
  const localize = useLocalizedPath();
  const number = (n: number) => formatNumber(n, language);
  return (
    <li>
      <Link
        to={localize(`/admin/users/${user.id}`)}
        aria-label={t('users.open', { email: user.email })}
        className="grid grid-cols-2 gap-3 rounded-xl bg-surface p-4 ring-1 ring-line hover:ring-accent/60 focus-visible:outline-2 focus-visible:outline-accent md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)_auto_minmax(0,1fr)] md:items-center"
      >
        <div className="col-span-2 grid min-w-0 gap-1 md:col-span-1">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <span className="truncate font-semibold">{user.name}</span>
            {user.role === 'admin' ? <Badge tone="accent">{t('common.admin')}</Badge> : null}
            {user.disabled ? <Badge tone="danger">{t('common.disabled')}</Badge> : null}
          </div>
          <span className="truncate text-sm text-ink-muted" dir="ltr">
            {user.email}
          </span>
        </div>
        <Fact label={t('users.columns.plan')}>
          {user.plan.name}
          <span className="text-ink-muted"> · {t(`common.statuses.${user.subscriptionStatus}`)}</span>
        </Fact>
        <Fact label={t('users.columns.optimizations')}>
          <span className="tabular-nums">
            {t('users.usedOf', {
              used: number(user.optimizations.used),
              limit: number(user.optimizations.limit),
            })}
          </span>
        </Fact>
        <Fact label={t('users.columns.channels')}>
          <span className="tabular-nums">{number(user.channelCount)}</span>
        </Fact>
        <Fact label={t('users.columns.lastSeen')}>
          {user.lastSeenAt ? formatRelative(user.lastSeenAt, language) : t('common.never')}
          <span className="block text-xs text-ink-muted">
            {t('users.columns.joined')} {formatDate(user.createdAt, language)}
          </span>
        </Fact>
      </Link>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5 text-sm">
      <span className="text-xs text-ink-muted">{label}</span>
      <span className="min-w-0">{children}</span>
    </div>
  );
}
