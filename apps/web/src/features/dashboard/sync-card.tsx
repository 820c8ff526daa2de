// Sync: when the channel was last synced, a quick and a full sync with what each costs, live progress, and a
// paused or failed run explained (a quota pause says when it resumes; a lost grant offers re-authorization).
import type { Connection } from '@vidcraft/contracts';
import { CircleAlert, CircleCheck, Clock, KeyRound, RefreshCw, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStepLabel } from '../../components/processing-overlay/step-keys.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime, formatNumber, formatRelative } from '../../lib/format.ts';
import { runActivity } from '../jobs/run-activity.ts';
import { requestChannelAuth } from '../reauth/channel-auth-flow.ts';
import { Meter } from '../../components/ui/meter.tsx';
import { DashboardCard } from '../../components/dashboard-card.tsx';
import { useChannelSync } from './use-channel-sync.ts';

/** A full sync reads the channel (1 unit), then 50 videos per page with two calls each (2 units). */
export function fullSyncUnits(videoCount: number): number {
  return 1 + 2 * Math.max(1, Math.ceil(videoCount / 50));
}

export function SyncCard({ connection, videoCount }: { connection: Connection; videoCount: number | null }) {
  const { t, i18n } = useTranslation(['app', 'common']);
  const stepLabel = useStepLabel();
  const language = i18n.language;
  const { status, run, start } = useChannelSync(connection);
  const { syncing: running, paused } = runActivity(run);
  const busy = running || start.isPending;
  // The last sync stopped for lack of access, and Google has accepted the channel's access since (it was
  // re-authorized): that is over, the next sync will work.
  const accessRestored =
    run?.error?.code === 'AUTH_REQUIRED' &&
    connection.status === 'active' &&
    connection.accessVerifiedAt !== null &&
    run.finishedAt !== null &&
    Date.parse(connection.accessVerifiedAt) > Date.parse(run.finishedAt);
  const lastSyncAt = status?.lastSyncAt ?? null;

  return (
    <DashboardCard title={t('dashboard.sync.title')} Icon={RefreshCw}>
      <div className="grid gap-1 text-sm">
        <p>
          {lastSyncAt ? (
            <>
              {t('dashboard.sync.lastSync')}{' '}
              <time
                dateTime={lastSyncAt}
                title={formatDateTime(lastSyncAt, language)}
                className="font-semibold"
              >
                {formatRelative(lastSyncAt, language)}
              </time>
            </>
          ) : (
            t('dashboard.sync.never')
          )}
        </p>
        {status?.unitsLastSync != null ? (
          <p className="text-ink-muted">
            {t('dashboard.sync.unitsLastSync', { count: status.unitsLastSync })}
          </p>
        ) : null}
      </div>
      {running && run ? (
        <div className="grid gap-1.5" aria-live="polite">
          <div className="flex justify-between gap-2 text-xs text-ink-muted">
            <span>{run.currentStep ? stepLabel(run.currentStep) : t('dashboard.sync.queued')}</span>
            <span>{t('common:processing.percent', { value: Math.round(run.progress) })}</span>
          </div>
          <Meter value={run.progress} label={t('dashboard.sync.progressLabel')} />
        </div>
      ) : null}
      {paused && run ? (
        <p className="flex items-start gap-2 rounded-xl bg-warning/10 p-3 text-sm ring-1 ring-warning/30">
          <Clock className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          {run.resumeAt
            ? t('dashboard.sync.pausedUntil', {
                relative: formatRelative(run.resumeAt, language),
                time: formatDateTime(run.resumeAt, language),
              })
            : t('dashboard.sync.paused')}
        </p>
      ) : null}
      {run?.status === 'failed' && accessRestored ? (
        <p className="flex items-start gap-2 rounded-xl bg-success/10 p-3 text-sm ring-1 ring-success/30">
          <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          {t('dashboard.sync.accessRestored')}
        </p>
      ) : null}
      {run?.status === 'failed' && !accessRestored ? (
        <div className="grid gap-2 rounded-xl bg-danger/10 p-3 text-sm ring-1 ring-danger/30">
          <p className="flex items-start gap-2">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
            {run.error?.code === 'AUTH_REQUIRED'
              ? t('dashboard.sync.failedReauth')
              : t('dashboard.sync.failed', { message: run.error?.message ?? '' })}
          </p>
          {run.error?.code === 'AUTH_REQUIRED' ? (
            <Button
              size="sm"
              className="justify-self-start"
              onClick={() => requestChannelAuth({ reason: 'reauth', channelId: connection.youtubeChannelId })}
            >
              <KeyRound aria-hidden />
              {t('channels.actions.reauthorize')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => start.mutate('quick')} disabled={busy}>
          <RefreshCw
            className={running ? 'animate-spin motion-reduce:animate-none' : undefined}
            aria-hidden
          />
          {running ? t('dashboard.sync.running') : t('dashboard.sync.quick')}
        </Button>
        <Button variant="secondary" onClick={() => start.mutate('full')} disabled={busy}>
          <RotateCw aria-hidden />
          {t('dashboard.sync.full')}
        </Button>
      </div>
      <p className="text-xs text-ink-muted">
        {t('dashboard.sync.costNote')}
        {videoCount !== null
          ? ` ${t('dashboard.sync.fullEstimate', { units: formatNumber(fullSyncUnits(videoCount), language) })}`
          : ''}
      </p>
    </DashboardCard>
  );
}
