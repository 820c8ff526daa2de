// /status: the public status page. The shell (headings and what each part means) is prerendered in every
// language; the figures come live from GET /api/status once the page runs and every 30 s while the tab is
// visible. Each part says its state in words (colour only helps), and an unreachable status service is shown
// as a state of its own.
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StatusResponse } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { STATUS_NAMESPACE } from '../../i18n/create-i18n.ts';
import { NamespaceTexts } from '../../i18n/namespace-texts.tsx';
import { formatTime } from '../../lib/format.ts';
import { PublicLayout } from '../layout/public-layout.tsx';
import { useRouteLanguage } from '../layout/use-localized-path.ts';
import { StatusComponents } from './status-components.tsx';
import { StatusIncidents } from './status-incidents.tsx';
import { StatusLevelBadge } from './status-level-badge.tsx';
import { useLiveStatus, type LiveStatus } from './use-live-status.ts';

export function StatusPage() {
  return (
    <PublicLayout>
      <NamespaceTexts namespace={STATUS_NAMESPACE}>
        <StatusContent />
      </NamespaceTexts>
    </PublicLayout>
  );
}

export function StatusContent() {
  const { t } = useTranslation('status');
  const { status, refresh } = useLiveStatus();
  const data: StatusResponse | null =
    status.state === 'ready' ? status.data : status.state === 'unreachable' ? status.last : null;
  return (
    <>
      <header className="mx-auto grid max-w-3xl gap-4 px-4 pt-14 pb-4 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t('eyebrow')}</p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{t('title')}</h1>
        <p className="text-lg text-pretty text-ink-muted">{t('lead')}</p>
      </header>
      <div className="mx-auto grid max-w-3xl min-w-0 gap-10 px-4 py-10 sm:px-6 sm:py-14">
        <section aria-live="polite" aria-labelledby="status-overall" className="grid gap-3">
          <h2 id="status-overall" className="sr-only">
            {t('overall.heading')}
          </h2>
          <OverallBanner status={status} onRetry={refresh} />
          <p className="text-sm text-ink-muted">{t('overall.refreshNote')}</p>
        </section>
        <StatusComponents data={data} />
        <StatusIncidents incidents={data?.incidents ?? null} />
      </div>
    </>
  );
}

function OverallBanner({ status, onRetry }: { status: LiveStatus; onRetry: () => void }) {
  const { t } = useTranslation('status');
  const language = useRouteLanguage();
  if (status.state === 'loading') {
    return (
      <Banner>
        <Spinner size="sm" text={t('overall.loading')} />
      </Banner>
    );
  }
  if (status.state === 'unreachable') {
    return (
      <Banner tone="down">
        <div className="grid min-w-0 gap-1">
          <StatusLevelBadge level="down" className="justify-self-start" />
          <p className="font-semibold">{t('overall.unreachable')}</p>
          <p className="text-sm text-ink-muted">
            {status.last
              ? t('overall.lastKnown', { time: formatTime(status.last.checkedAt, language) })
              : t('overall.unreachableHint')}
          </p>
        </div>
        <Button variant="secondary" onClick={onRetry} className="shrink-0">
          <RefreshCw aria-hidden />
          {t('overall.retry')}
        </Button>
      </Banner>
    );
  }
  const { data } = status;
  return (
    <Banner tone={data.level}>
      <div className="grid min-w-0 gap-1">
        <StatusLevelBadge level={data.level} className="justify-self-start" />
        <p className="text-lg font-semibold">{t(`overall.summary.${data.level}`)}</p>
        <p className="text-sm text-ink-muted">
          {t('overall.checkedAt', { time: formatTime(data.checkedAt, language) })}
        </p>
      </div>
    </Banner>
  );
}

const BANNER_TONE = {
  neutral: 'ring-line',
  ok: 'ring-success/40',
  degraded: 'ring-warning/50',
  down: 'ring-danger/50',
} as const;

function Banner({ tone = 'neutral', children }: { tone?: keyof typeof BANNER_TONE; children: ReactNode }) {
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-surface p-5 ring-1 ${BANNER_TONE[tone]}`}
    >
      {children}
    </div>
  );
}
