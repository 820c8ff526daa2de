// The active channel at a glance: picture, name, handle, subscribers, views, videos, and what is synced.
import type { Connection } from '@vidcraft/contracts';
import { TriangleAlert, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatCompact, formatNumber, formatRelative } from '../../lib/format.ts';
import { useChannelStats } from '../channels/use-channel-stats.ts';
import { requestChannelAuth } from '../reauth/channel-auth-flow.ts';

function Stat({ label, value, exact }: { label: string; value: string; exact?: string }) {
  return (
    <div className="grid gap-0.5 rounded-xl bg-surface-raised/60 p-3 ring-1 ring-line">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-xl font-bold tabular-nums sm:text-2xl" title={exact}>
        {value}
      </dd>
    </div>
  );
}

export function ChannelOverview({ connection }: { connection: Connection }) {
  const { t, i18n } = useTranslation('app');
  const language = i18n.language;
  const stats = useChannelStats(connection.id).data;
  const number = (value: number | null | undefined) => (value == null ? '—' : formatCompact(value, language));
  const exact = (value: number | null | undefined) =>
    value == null ? undefined : formatNumber(value, language);

  return (
    <section
      aria-label={t('dashboard.channel.label')}
      className="grid gap-5 rounded-2xl bg-surface p-5 ring-1 ring-line"
    >
      <div className="flex items-center gap-4">
        <Avatar
          src={stats?.thumbnailUrl ?? connection.thumbnailUrl}
          name={connection.channelName}
          size="lg"
        />
        <div className="grid min-w-0 gap-0.5">
          <h2 className="truncate text-xl font-bold">{stats?.title ?? connection.channelName}</h2>
          <p className="truncate text-sm text-ink-muted">
            {connection.channelHandle ?? connection.youtubeChannelId}
            {stats?.fetchedAt
              ? ` · ${t('dashboard.channel.statsAsOf', { time: formatRelative(stats.fetchedAt, language) })}`
              : ''}
          </p>
        </div>
      </div>
      {connection.status === 'needs_reauth' ? (
        <div className="flex flex-col gap-3 rounded-xl bg-warning/10 p-3 ring-1 ring-warning/30 sm:flex-row sm:items-center">
          <p className="flex flex-1 items-start gap-2 text-sm">
            <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
            {t('channels.needsReauthHelp')}
          </p>
          <Button
            size="sm"
            onClick={() => requestChannelAuth({ reason: 'reauth', channelId: connection.youtubeChannelId })}
          >
            <KeyRound aria-hidden />
            {t('channels.actions.reauthorize')}
          </Button>
        </div>
      ) : null}
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Stat
          label={t('dashboard.channel.subscribers')}
          value={
            stats?.hiddenSubscriberCount ? t('dashboard.channel.hidden') : number(stats?.subscriberCount)
          }
          {...(stats?.hiddenSubscriberCount ? {} : { exact: exact(stats?.subscriberCount) })}
        />
        <Stat
          label={t('dashboard.channel.views')}
          value={number(stats?.viewCount)}
          exact={exact(stats?.viewCount)}
        />
        <Stat
          label={t('dashboard.channel.videos')}
          value={number(stats?.videoCount)}
          exact={exact(stats?.videoCount)}
        />
      </dl>
    </section>
  );
}
