// One connected channel: picture, name, handle, status (active / needs re-authorization), access level, and
// the actions that apply to it.
import type { Connection } from '@vidcraft/contracts';
import { CircleCheck, KeyRound, PenLine, RefreshCw, Star, Trash2, TriangleAlert, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatRelative } from '../../lib/format.ts';

interface Props {
  connection: Connection;
  busy: boolean;
  refreshing: boolean;
  onActivate: () => void;
  onRefresh: () => void;
  onReauthorize: () => void;
  onRemove: () => void;
}

export function ConnectionCard({
  connection,
  busy,
  refreshing,
  onActivate,
  onRefresh,
  onReauthorize,
  onRemove,
}: Props) {
  const { t, i18n } = useTranslation('app');
  const needsReauth = connection.status === 'needs_reauth';
  return (
    <li
      aria-label={connection.channelName}
      className={cn(
        'grid gap-4 rounded-2xl bg-surface p-4 ring-1 sm:p-5',
        connection.isActive ? 'ring-accent/50' : 'ring-line',
      )}
    >
      <div className="flex items-start gap-4">
        <Avatar
          src={connection.thumbnailUrl}
          name={connection.channelName}
          size="lg"
          className="max-sm:size-12"
        />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate text-lg font-semibold">{connection.channelName}</h2>
            {connection.isActive ? (
              <Badge tone="accent">
                <Star aria-hidden />
                {t('channels.activeBadge')}
              </Badge>
            ) : null}
          </div>
          <p className="truncate text-sm text-ink-muted">
            {connection.channelHandle ? `${connection.channelHandle} · ` : ''}
            <time dateTime={connection.connectedAt} title={formatDate(connection.connectedAt, i18n.language)}>
              {t('channels.connectedAgo', { time: formatRelative(connection.connectedAt, i18n.language) })}
            </time>
          </p>
          <div className="flex flex-wrap gap-2">
            {needsReauth ? (
              <Badge tone="warning">
                <TriangleAlert aria-hidden />
                {t('channels.status.needsReauth')}
              </Badge>
            ) : (
              <Badge tone="success">
                <CircleCheck aria-hidden />
                {t('channels.status.active')}
              </Badge>
            )}
            <Badge tone="neutral">
              {connection.canPublish ? <PenLine aria-hidden /> : <Eye aria-hidden />}
              {connection.canPublish ? t('channels.access.write') : t('channels.access.read')}
            </Badge>
          </div>
        </div>
      </div>
      {needsReauth ? (
        <div className="flex flex-col gap-3 rounded-xl bg-warning/10 p-3 ring-1 ring-warning/30 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm">{t('channels.needsReauthHelp')}</p>
          <Button size="sm" onClick={onReauthorize}>
            <KeyRound aria-hidden />
            {t('channels.actions.reauthorize')}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-line pt-4">
        {!connection.isActive ? (
          <Button size="sm" variant="secondary" onClick={onActivate} disabled={busy}>
            <Star aria-hidden />
            {t('channels.actions.makeActive')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          onClick={onRefresh}
          disabled={busy || refreshing}
          title={t('channels.actions.refreshHint')}
        >
          <RefreshCw className={cn(refreshing && 'animate-spin motion-reduce:animate-none')} aria-hidden />
          {t('channels.actions.refresh')}
        </Button>
        <Button size="sm" variant="dangerGhost" onClick={onRemove} disabled={busy} className="ms-auto">
          <Trash2 aria-hidden />
          {t('channels.actions.remove')}
        </Button>
      </div>
    </li>
  );
}
