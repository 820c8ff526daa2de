// What the experiment will cost and whether this video's traffic can decide it — said before the Start button.
import type { ExperimentPreview } from '@vidcraft/contracts';
import { AlertTriangle, Gauge } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { percent } from './judgement-text.ts';

export function PreviewSummary({
  preview,
  days,
  minimumEffect,
}: {
  preview: ExperimentPreview;
  days: number;
  minimumEffect: number;
}) {
  const { t, i18n } = useTranslation('experiments');
  const language = i18n.language;
  const size = preview.sampleSize;
  const values = {
    needed: String(size.daysNeeded ?? ''),
    minimum: percent(minimumEffect, language, false),
    days: String(days),
    detectable:
      size.detectableInChosenDays === null ? '' : percent(size.detectableInChosenDays, language, false),
  };
  const traffic =
    size.status === 'enough'
      ? t('preview.enough', values)
      : size.status === 'longer'
        ? t('preview.longer', values)
        : size.status === 'tooLow'
          ? size.daysNeeded === null
            ? t('preview.tooLowNoEstimate')
            : t('preview.tooLow', values)
          : t('preview.noHistory');
  const warnings = preview.warnings.filter(
    (w): w is 'needsWriteAccess' | 'alreadyRunning' | 'viewsOnly' | 'swapHourMixesDays' | 'quotaTight' =>
      !['trafficTooLow', 'longerNeeded', 'noHistory'].includes(w),
  );
  return (
    <div className="grid gap-3 rounded-xl bg-surface-raised p-3 text-sm ring-1 ring-line" aria-live="polite">
      <h3 className="font-semibold">{t('preview.heading')}</h3>
      <p className="flex items-start gap-2">
        <Gauge className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
        <span>
          {t('preview.quota', {
            units: formatNumber(preview.quota.units, language),
            calls: formatNumber(preview.quota.calls, language),
            perSwap: formatNumber(preview.quota.unitsPerSwap, language),
            spendable: formatNumber(preview.quota.spendableToday, language),
          })}
        </span>
      </p>
      <p>
        {t('preview.schedule', {
          start: formatDate(preview.startsAt, language),
          end: formatDate(preview.endsAt, language),
          order: preview.calendar.map((d) => d.variant).join(' '),
        })}
      </p>
      <p className={size.status === 'tooLow' ? 'font-medium text-warning' : ''}>{traffic}</p>
      {size.dailyViews !== null && size.dailyVariation !== null ? (
        <p className="text-ink-muted">
          {t('preview.basis', {
            days: String(size.historyDays),
            views: formatNumber(Math.round(size.dailyViews), language),
            variation: percent(size.dailyVariation, language, false),
          })}
        </p>
      ) : null}
      {warnings.length > 0 ? (
        <ul className="grid gap-1">
          {warnings.map((warning) => (
            <li key={warning} className="flex items-start gap-2 text-warning">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{t(`preview.warnings.${warning}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
