// One experiment: the judgement in plain words first (the numbers on demand), what is live, the rotation
// calendar with each swap's state, each variant's figures, and the stop buttons (keep A, or the winner).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExperimentView, VariantLabel } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { needsWriteAccess } from '../reauth/api-error-reporter.ts';
import { experimentKeys, stopExperiment } from './experiments-api.ts';
import { judgementSentence, percent } from './judgement-text.ts';
import { RotationCalendar } from './rotation-calendar.tsx';
import { ApiImage } from '../../lib/api-image.tsx';

export function ExperimentCard({ experiment }: { experiment: ExperimentView }) {
  const { t, i18n } = useTranslation('experiments');
  const language = i18n.language;
  const client = useQueryClient();
  const stop = useMutation({
    mutationFn: (keep: VariantLabel) => stopExperiment(experiment.id, keep),
    meta: { youtube: true },
    onSuccess: () => client.invalidateQueries({ queryKey: experimentKeys.list(experiment.videoId) }),
  });
  const { judgement } = experiment;
  const metric = judgement.metric === 'ctr' ? t('judgement.metricCtr') : t('judgement.metricViews');
  const sentence = judgementSentence(judgement, language, metric);
  const running = experiment.status === 'running' && !experiment.stoppedAt;
  const status =
    experiment.status === 'running'
      ? t('running.heading', { date: formatDate(experiment.startsAt, language) })
      : experiment.status === 'failed'
        ? t('running.failed', { message: experiment.error?.message ?? '' })
        : t(experiment.status === 'stopped' ? 'running.stopped' : 'running.finished', {
            date: formatDate(experiment.endedAt ?? experiment.endsAt, language),
          });
  const winner = judgement.outcome === 'winner' ? judgement.winner : null;
  return (
    <article className="grid gap-4 rounded-xl bg-surface-raised/60 p-3 ring-1 ring-line">
      <header className="grid gap-1">
        <p className="text-sm text-ink-muted">{status}</p>
        <p className="text-base font-semibold" data-testid="judgement">
          {sentence.key === 'winner'
            ? t('judgement.winner', {
                label: sentence.values.label,
                effect: sentence.values.effect,
                metric: sentence.values.metric,
              })
            : sentence.key === 'noDifference'
              ? t('judgement.noDifference', { minimum: sentence.values.minimum })
              : t(`judgement.${sentence.key}`)}
        </p>
      </header>
      <details className="text-sm">
        <summary className="cursor-pointer text-accent">{t('judgement.showNumbers')}</summary>
        <ul className="mt-2 grid gap-1">
          {judgement.comparisons.map((c) => (
            <li key={c.variant}>
              {c.effect === null || c.low === null || c.high === null
                ? t('judgement.comparisonTooEarly', { label: c.variant })
                : t('judgement.comparison', {
                    label: c.variant,
                    effect: percent(c.effect, language),
                    low: percent(c.low, language),
                    high: percent(c.high, language),
                  })}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-ink-muted">
          {t('judgement.method', {
            metric,
            confidence: percent(judgement.confidence, language, false),
            baseline: String(judgement.baselineDays),
            trend: judgement.weeklyTrend === null ? '—' : percent(judgement.weeklyTrend, language),
          })}
        </p>
      </details>

      <p className="text-sm">{t('running.live', { label: experiment.liveVariant })}</p>
      <Figures experiment={experiment} />
      <RotationCalendar experiment={experiment} />
      <p className="text-xs text-ink-muted">
        {t('running.spent', {
          spent: formatNumber(experiment.quota.unitsSpent, language),
          planned: formatNumber(experiment.quota.unitsPlanned, language),
        })}
      </p>
      {running ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={stop.isPending} onClick={() => stop.mutate('A')}>
            {stop.isPending ? t('running.stopping') : t('running.stopKeepA')}
          </Button>
          {winner ? (
            <Button disabled={stop.isPending} onClick={() => stop.mutate(winner)}>
              {t('running.stopKeep', { label: winner })}
            </Button>
          ) : null}
        </div>
      ) : null}
      {stop.error && !needsWriteAccess(stop.error) ? <ErrorNote>{stop.error.message}</ErrorNote> : null}
    </article>
  );
}

function Figures({ experiment }: { experiment: ExperimentView }) {
  const { t, i18n } = useTranslation('experiments');
  const language = i18n.language;
  const number = (value: number | null) =>
    value === null ? t('figures.none') : formatNumber(value, language);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="mb-1 text-start font-medium">{t('figures.heading')}</caption>
        <thead className="text-ink-muted">
          <tr>
            <th scope="col" className="py-1 text-start font-normal">
              {t('figures.variant')}
            </th>
            <th scope="col" className="py-1 text-end font-normal">
              {t('figures.days')}
            </th>
            <th scope="col" className="py-1 text-end font-normal">
              {t('figures.views')}
            </th>
            <th scope="col" className="py-1 text-end font-normal">
              {t('figures.impressions')}
            </th>
            <th scope="col" className="py-1 text-end font-normal">
              {t('figures.ctr')}
            </th>
          </tr>
        </thead>
        <tbody>
          {experiment.variants.map((v) => (
            <tr key={v.label} className="border-t border-line">
              <th scope="row" className="py-1 text-start font-normal">
                <span className="font-semibold">{v.label}</span>{' '}
                {v.title ? (
                  <bdi className="text-ink-muted">{v.title}</bdi>
                ) : v.imageUrl ? (
                  <ApiImage
                    src={v.imageUrl}
                    alt=""
                    className="inline-block aspect-video w-16 rounded align-middle"
                  />
                ) : null}
              </th>
              <td className="py-1 text-end">{formatNumber(v.daysLive, language)}</td>
              <td className="py-1 text-end">{number(v.views)}</td>
              <td className="py-1 text-end">{number(v.impressions)}</td>
              <td className="py-1 text-end">
                {v.ctr === null ? t('figures.none') : percent(v.ctr, language, false)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
