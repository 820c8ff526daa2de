// The parts of the service, each with what it means (prerendered) and its live figures: the API, the
// database, the job queues, today's YouTube quota and the AI engines the deployment has configured.
import type { ReactNode } from 'react';
import type { StatusLevel, StatusResponse } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Meter } from '../../components/ui/meter.tsx';
import { formatNumber, formatPercent, formatTime, formatWait } from '../../lib/format.ts';
import { useRouteLanguage } from '../layout/use-localized-path.ts';
import { StatusLevelBadge } from './status-level-badge.tsx';

export function StatusComponents({ data }: { data: StatusResponse | null }) {
  const { t } = useTranslation('status');
  const language = useRouteLanguage();
  const quota = data?.youtubeQuota;
  const share = quota && quota.dailyLimit > 0 ? quota.used / quota.dailyLimit : 0;
  return (
    <section aria-labelledby="status-components" className="grid gap-4">
      <h2 id="status-components" className="text-2xl font-bold tracking-tight">
        {t('components.heading')}
      </h2>
      <ul className="grid gap-3">
        <Component title={t('api.title')} about={t('api.about')} level={data?.api.level}>
          {data && t('api.version', { version: data.api.version })}
        </Component>
        <Component title={t('database.title')} about={t('database.about')} level={data?.database.level}>
          {data &&
            (data.database.roundTripMs === null
              ? t('database.noAnswer')
              : t('database.roundTrip', { ms: formatNumber(data.database.roundTripMs, language) }))}
        </Component>
        <Component title={t('jobs.title')} about={t('jobs.about')} level={data?.jobs.level}>
          {data && <Queues jobs={data.jobs} />}
        </Component>
        <Component title={t('quota.title')} about={t('quota.about')} level={quota?.level}>
          {quota && (
            <div className="grid gap-2">
              <p>
                {t('quota.used', {
                  used: formatNumber(quota.used, language),
                  limit: formatNumber(quota.dailyLimit, language),
                  percent: formatPercent(share, language),
                })}
              </p>
              <Meter
                value={share * 100}
                label={t('quota.meterLabel')}
                tone={quota.level === 'ok' ? 'accent' : quota.level === 'degraded' ? 'warning' : 'danger'}
              />
              <p className="text-ink-muted">
                {quota.exhausted ? `${t('quota.exhausted')} ` : ''}
                {t('quota.resets', { time: formatTime(quota.resetsAt, language) })}
              </p>
            </div>
          )}
        </Component>
        <Component title={t('engines.title')} about={t('engines.about')}>
          {data && (
            <dl className="grid gap-1 sm:grid-cols-2">
              {data.engines.map((engine) => (
                <div key={engine.kind} className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">{t(`engines.kind.${engine.kind}`)}:</dt>
                  <dd className="text-ink-muted">{engine.provider ?? t('engines.none')}</dd>
                </div>
              ))}
            </dl>
          )}
        </Component>
      </ul>
    </section>
  );
}

function Component({
  title,
  about,
  level,
  children,
}: {
  title: string;
  about: string;
  level?: StatusLevel | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('status');
  return (
    <li className="grid min-w-0 gap-3 rounded-2xl bg-surface p-5 ring-1 ring-line">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold">{title}</h3>
        {level && <StatusLevelBadge level={level} />}
      </div>
      <p className="text-sm text-ink-muted">{about}</p>
      <div className="min-w-0 text-sm">
        {children ?? <span className="text-ink-muted">{t('pending')}</span>}
      </div>
    </li>
  );
}

function Queues({ jobs }: { jobs: StatusResponse['jobs'] }) {
  const { t } = useTranslation('status');
  const language = useRouteLanguage();
  const busy = jobs.queues.filter((q) => q.waiting > 0 || q.failedLastHour > 0);
  return (
    <div className="grid gap-2">
      <p>{jobs.workersRunning ? t('jobs.workersRunning') : t('jobs.workersElsewhere')}</p>
      {busy.length === 0 ? (
        <p className="text-ink-muted">
          {t('jobs.allIdle', { queues: formatNumber(jobs.queues.length, language) })}
        </p>
      ) : (
        <ul className="grid gap-2">
          {busy.map((queue) => (
            <li
              key={queue.kind}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface-raised p-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <code className="font-mono text-xs break-all" dir="ltr">
                  {queue.kind}
                </code>
                <span className="text-ink-muted">
                  {t('jobs.waiting', { waiting: formatNumber(queue.waiting, language) })}
                  {queue.waiting > 0 &&
                    ` · ${t('jobs.lag', { wait: formatWait(queue.lagSeconds, language) })}`}
                  {' · '}
                  {t('jobs.failed', { failed: formatNumber(queue.failedLastHour, language) })}
                </span>
              </div>
              <StatusLevelBadge level={queue.level} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
