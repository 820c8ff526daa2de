// /profile and /profile-settings (same screen): name, picture, email, preferred language, connected channels,
// sign out, and deleting the account.
import { Link, useNavigate } from 'react-router';
import { Gauge, LogOut, MonitorPlay } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatDate } from '../../lib/format.ts';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { signOut } from '../auth/sign-out.ts';
import { useConnections } from '../channels/use-connections.ts';
import { useLocalizedPath, useRouteLanguage } from '../layout/use-localized-path.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { LanguageSetting } from './language-setting.tsx';
import { ProfileNameForm } from './profile-name-form.tsx';
import { useProfile } from './use-profile.ts';

function Section({ title, children, tone }: { title: string; children: ReactNode; tone?: 'danger' }) {
  return (
    <section
      aria-label={title}
      className={`grid content-start gap-4 rounded-2xl bg-surface p-5 ring-1 ${tone === 'danger' ? 'ring-danger/40' : 'ring-line'}`}
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function ProfilePage() {
  const { t, i18n } = useTranslation('app');
  const localize = useLocalizedPath();
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const profile = useProfile();
  const connections = useConnections().data ?? [];

  if (profile.isPending)
    return (
      <StateBox role="status">
        <Spinner />
      </StateBox>
    );
  if (profile.isError) {
    return (
      <AppPage title={t('profile.title')}>
        <StateBox role="alert">
          <p>{t('profile.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('actions.retry')}
          </Button>
        </StateBox>
      </AppPage>
    );
  }
  const user = profile.data;
  return (
    <AppPage title={t('profile.title')} lead={t('profile.lead')}>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('profile.account.title')}>
          <div className="flex items-center gap-4">
            <Avatar src={user.avatar} name={user.name} size="lg" />
            <div className="grid min-w-0 gap-0.5">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="truncate text-sm text-ink-muted">{user.email}</p>
              <p className="text-xs text-ink-muted">
                {t('profile.account.memberSince', { date: formatDate(user.createdAt, i18n.language) })}
              </p>
            </div>
          </div>
          <ProfileNameForm key={user.name} name={user.name} />
          <p className="text-xs text-ink-muted">{t('profile.account.fromGoogle')}</p>
        </Section>
        <Section title={t('profile.language.title')}>
          <LanguageSetting />
        </Section>
        <Section title={t('profile.channels.title')}>
          <p className="text-sm text-ink-muted">
            {t('profile.channels.count', { count: user.connectedChannels })}
          </p>
          {connections.length > 0 ? (
            <ul className="grid gap-2">
              {connections.map((connection) => (
                <li key={connection.id} className="flex items-center gap-3 text-sm">
                  <Avatar src={connection.thumbnailUrl} name={connection.channelName} size="sm" />
                  <span className="truncate">{connection.channelName}</span>
                  {connection.isActive ? (
                    <span className="text-xs text-accent">{t('channels.activeBadge')}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <Button asChild variant="secondary" className="justify-self-start">
            <Link to={localize('/channels')}>
              <MonitorPlay aria-hidden />
              {t('profile.channels.manage')}
            </Link>
          </Button>
        </Section>
        <PlanSection />
        <Section title={t('profile.session.title')}>
          <p className="text-sm text-ink-muted">{t('profile.session.description')}</p>
          <Button
            variant="secondary"
            className="justify-self-start"
            onClick={() => void signOut(language, (path) => navigate(path, { replace: true }))}
          >
            <LogOut aria-hidden />
            {t('header.signOut')}
          </Button>
        </Section>
        <Section title={t('profile.delete.sectionTitle')} tone="danger">
          <p className="text-sm text-ink-muted">{t('profile.delete.sectionDescription')}</p>
          <div>
            <DeleteAccountDialog />
          </div>
        </Section>
      </div>
    </AppPage>
  );
}

/** The way to the pricing page: the plan, this period's usage, and changing plan. */
function PlanSection() {
  const { t } = useTranslation('plans');
  const localize = useLocalizedPath();
  return (
    <Section title={t('profile.title')}>
      <p className="text-sm text-ink-muted">{t('profile.description')}</p>
      <Button asChild variant="secondary" className="justify-self-start">
        <Link to={localize('/pricing')}>
          <Gauge aria-hidden />
          {t('profile.link')}
        </Link>
      </Button>
    </Section>
  );
}
