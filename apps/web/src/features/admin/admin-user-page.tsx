// /admin/users/:id: one user — who they are, their plan and this period's usage of every metered action, their
// channels and credits — and what an admin can do to them. Shown inside AdminLayout (admins only).
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminUserDetail } from '@vidcraft/contracts';
import { Spinner } from '../../components/spinner.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { isApiError } from '../../lib/api.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useMe } from '../auth/use-me.ts';
import { useLocalizedPath, useRouteLanguage } from '../layout/use-localized-path.ts';
import { UsageBars } from '../plans/usage-bars.tsx';
import {
  AccessPanel,
  CreditsPanel,
  DeletePanel,
  Panel,
  PlanPanel,
  RolePanel,
} from './admin-user-actions.tsx';
import { useAdminUser } from './admin-queries.ts';

export function AdminUserPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const localize = useLocalizedPath();
  const user = useAdminUser(id);
  const email = user.data?.email;
  useEffect(() => {
    if (email) document.title = t('user.documentTitle', { email });
  }, [t, email]);
  const back = (
    <Link
      to={localize('/admin')}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
    >
      <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
      {t('user.back')}
    </Link>
  );
  if (user.isPending) {
    return (
      <AppPage title={t('users.title')} lead={back}>
        <StateBox role="status">
          <Spinner />
        </StateBox>
      </AppPage>
    );
  }
  if (user.isError) {
    const missing = isApiError(user.error) && user.error.status === 404;
    return (
      <AppPage title={t('users.title')} lead={back}>
        {missing ? (
          <StateBox>{t('user.notFound')}</StateBox>
        ) : (
          <ErrorNote>{t('user.loadFailed', { message: user.error.message })}</ErrorNote>
        )}
      </AppPage>
    );
  }
  return <UserDetail user={user.data} back={back} />;
}

function UserDetail({ user, back }: { user: AdminUserDetail; back: ReactNode }) {
  const { t } = useTranslation('admin');
  const language = useRouteLanguage();
  const me = useMe();
  const isSelf = me.data?.id === user.id;
  return (
    <AppPage
      title={user.name}
      lead={
        <span className="grid gap-2">
          {back}
          <span className="flex flex-wrap items-center gap-2">
            <span dir="ltr">{user.email}</span>
            {user.role === 'admin' ? <Badge tone="accent">{t('common.admin')}</Badge> : null}
            {user.disabled ? <Badge tone="danger">{t('common.disabled')}</Badge> : null}
            {isSelf ? <Badge>{t('common.you')}</Badge> : null}
          </span>
          <span className="text-sm">
            {t('user.joined', { date: formatDate(user.createdAt, language) })}
            {' · '}
            {user.lastSeenAt
              ? t('user.lastSeen', { date: formatRelative(user.lastSeenAt, language) })
              : t('common.never')}
          </span>
        </span>
      }
    >
      <UsageBars status={user.quota} language={language} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChannelsPanel user={user} />
        <CreditsPanel user={user} />
        <PlanPanel user={user} />
        <div className="grid content-start gap-4">
          <AccessPanel user={user} isSelf={isSelf} />
          <RolePanel user={user} />
        </div>
      </div>
      <DeletePanel user={user} isSelf={isSelf} />
    </AppPage>
  );
}

function ChannelsPanel({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation('admin');
  const language = useRouteLanguage();
  return (
    <Panel title={t('user.channels.title')}>
      {user.channels.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('user.channels.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {user.channels.map((channel) => (
            <li key={channel.id} className="flex min-w-0 items-center gap-3">
              {channel.thumbnailUrl ? (
                <img src={channel.thumbnailUrl} alt="" className="size-10 shrink-0 rounded-full" />
              ) : (
                <span className="size-10 shrink-0 rounded-full bg-surface-raised" aria-hidden />
              )}
              <span className="grid min-w-0 gap-0.5 text-sm">
                <span className="truncate font-semibold">{channel.title}</span>
                <span className="truncate text-ink-muted">
                  {channel.handle ?? channel.youtubeChannelId}
                  {' · '}
                  {channel.lastSyncedAt
                    ? t('user.channels.synced', { date: formatRelative(channel.lastSyncedAt, language) })
                    : t('user.channels.notSynced')}
                </span>
              </span>
              {channel.status === 'needs_reauth' ? (
                <Badge tone="warning" className="ms-auto">
                  {t('user.channels.needsReauth')}
                </Badge>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
