// /seo (issue 6): the active channel's audit — Vidcraft's score across its synced videos (labelled as
// Vidcraft's own, not a YouTube metric), how the scores spread, the most common issues with how to fix them,
// the quick wins (each opens in the optimizer) and the channel's keywords. Uses no YouTube quota.
import type { ReactNode } from 'react';
import type { Connection } from '@vidcraft/contracts';
import { Info, KeyRound, ListChecks, Rocket, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatNumber } from '../../lib/format.ts';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useActiveConnection } from '../channels/use-connections.ts';
import { DashboardCard } from '../../components/dashboard-card.tsx';
import { NoChannelState } from '../channels/no-channel-state.tsx';
import { ScoreRing } from '../../components/score-ring.tsx';
import { CommonIssues } from './common-issues.tsx';
import { KeywordTable } from './keyword-table.tsx';
import { QuickWins } from './quick-wins.tsx';
import { ScoreDistribution } from './score-distribution.tsx';
import { useChannelAudit } from './use-channel-audit.ts';

function Audit({ connection }: { connection: Connection }) {
  const { t, i18n } = useTranslation('app');
  const audit = useChannelAudit(connection.id);
  if (audit.isPending) {
    return (
      <StateBox role="status">
        <Spinner text={t('seoAudit.loading')} />
      </StateBox>
    );
  }
  if (audit.isError) {
    return (
      <StateBox role="alert">
        <p>{t('seoAudit.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void audit.refetch()}>
          {t('actions.retry')}
        </Button>
      </StateBox>
    );
  }
  const data = audit.data;
  if (data.videosAnalyzed === 0) {
    return (
      <StateBox>
        <p className="font-semibold">{t('seoAudit.noVideos')}</p>
      </StateBox>
    );
  }
  const section = (title: string, Icon: typeof Info, body: ReactNode, className?: string) => (
    <DashboardCard title={title} Icon={Icon} className={className}>
      {body}
    </DashboardCard>
  );
  return (
    <>
      <section
        aria-labelledby="audit-summary"
        className="grid gap-5 rounded-2xl bg-surface p-5 ring-1 ring-line lg:grid-cols-[auto_1fr] lg:items-center"
      >
        <div className="flex items-center gap-4">
          {data.averageScore !== null ? (
            <ScoreRing
              score={data.averageScore}
              size={88}
              label={t('seoAudit.averageLabel', { score: data.averageScore })}
            />
          ) : null}
          <div className="grid gap-1">
            <h2 id="audit-summary" className="text-lg font-semibold">
              {t('seoAudit.average')}
            </h2>
            <p className="text-sm text-ink-muted">
              {t('seoAudit.analyzed', { formatted: formatNumber(data.videosAnalyzed, i18n.language) })}
            </p>
            <p className="flex items-start gap-1.5 text-xs text-ink-muted">
              <Info className="mt-px size-3.5 shrink-0" aria-hidden />
              {t('seoAudit.note')}
            </p>
          </div>
        </div>
        <ScoreDistribution distribution={data.distribution} />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        {section(
          t('seoAudit.issues.title'),
          ListChecks,
          <CommonIssues issues={data.commonIssues.slice(0, 6)} total={data.videosAnalyzed} />,
        )}
        {section(t('seoAudit.quickWins.title'), Rocket, <QuickWins wins={data.quickWins} />)}
      </div>
      {section(t('seoAudit.keywords.title'), KeyRound, <KeywordTable keywords={data.keywords} />)}
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        onClick={() => void audit.refetch()}
        disabled={audit.isFetching}
      >
        <RotateCw aria-hidden />
        {t('seoAudit.refresh')}
      </Button>
    </>
  );
}

export function SeoAuditPage() {
  const { t } = useTranslation('app');
  const { active, query } = useActiveConnection();
  return (
    <AppPage
      title={t('seoAudit.title')}
      lead={active ? t('seoAudit.lead', { channel: active.channelName }) : undefined}
    >
      {query.isPending ? (
        <StateBox role="status">
          <Spinner />
        </StateBox>
      ) : active ? (
        <Audit key={active.id} connection={active} />
      ) : (
        <NoChannelState />
      )}
    </AppPage>
  );
}
