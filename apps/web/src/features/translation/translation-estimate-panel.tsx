// What the chosen translation would cost before it starts (from POST /api/translation/estimate): the engine
// (the sandbox's pseudo-localization clearly labelled), the provider's price or that none is configured,
// provider calls, YouTube units for the titles and descriptions and for the caption tracks with the day-by-day
// plan, what is left of this month's allowance, and the languages flagged or refused — never hidden.
import type { ReactNode } from 'react';
import type { TranslationEstimate } from '@vidcraft/contracts';
import { CalendarDays, Gauge, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { EngineLabel } from './engine-label.tsx';
import { FlagNote } from './flag-note.tsx';
import { languageName } from './language-names.ts';
import { SeePlansLink } from '../plans/see-plans-link.tsx';
import { formatQuotaDay, formatUsd } from './quota-day.ts';

/** A label and its value on one line; a value too wide to sit beside its label (the pseudo engine's name and
 * mark) goes under it rather than squeezing the label to nothing. */
function Row({ label, children, warn = false }: { label: string; children: ReactNode; warn?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-1.5">
      <dt className="min-w-0 flex-1 text-sm text-ink-muted">{label}</dt>
      <dd
        className={cn('max-w-full min-w-0 text-end text-sm font-medium tabular-nums', warn && 'text-warning')}
      >
        {children}
      </dd>
    </div>
  );
}

interface Props {
  estimate: TranslationEstimate | undefined;
  updating: boolean;
  error: unknown;
  onRetry: () => void;
  /** Titles and descriptions are part of the choice (the engine matters); captions are. */
  metadata: boolean;
  captions: boolean;
}

export function TranslationEstimatePanel({ estimate, updating, error, onRetry, metadata, captions }: Props) {
  const { t, i18n } = useTranslation('translation');
  const n = (value: number) => formatNumber(value, i18n.language);
  if (error && !estimate) {
    return (
      <div className="grid gap-2">
        <ErrorNote>{error instanceof Error ? error.message : t('estimate.failed')}</ErrorNote>
        <Button variant="secondary" size="sm" className="justify-self-start" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  if (!estimate) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted" role="status">
        {updating ? (
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
        ) : null}
        {updating ? t('estimate.loading') : t('estimate.chooseFirst')}
      </p>
    );
  }
  const { usage, youtube } = estimate;
  const short = usage.languagesNeeded > usage.languagesRemaining;
  const shortCaptions = usage.captionTracksNeeded > usage.captionTracksRemaining;
  return (
    <div className={cn('grid gap-4 transition-opacity', updating && 'opacity-60')} aria-busy={updating}>
      <p className="sr-only" aria-live="polite">
        {updating ? t('estimate.loading') : t('estimate.updated')}
      </p>
      <dl className="divide-y divide-line/60">
        <Row label={t('estimate.engine')}>
          {estimate.engine ? (
            <EngineLabel engine={estimate.engine} />
          ) : metadata ? (
            t('estimate.noEngine')
          ) : (
            '—'
          )}
        </Row>
        <Row label={t('estimate.cost')}>
          {estimate.costUsd === null ? (
            <span className="font-normal text-ink-muted">{t('estimate.priceNotConfigured')}</span>
          ) : (
            formatUsd(estimate.costUsd, i18n.language)
          )}
        </Row>
        <Row label={t('estimate.providerCalls')}>{n(estimate.providerCalls)}</Row>
        <Row label={t('estimate.characters')}>{n(estimate.characters)}</Row>
        {metadata ? (
          <Row label={t('estimate.metadataUnits')}>
            {t('estimate.units', { units: n(youtube.metadataUnits) })}
          </Row>
        ) : null}
        {captions ? (
          <Row
            label={t('estimate.captionUnits', {
              count: youtube.captionTracks,
              formatted: n(youtube.captionTracks),
            })}
          >
            {t('estimate.units', { units: n(youtube.captionUnits) })}
          </Row>
        ) : null}
      </dl>

      {captions && youtube.captionPlan.length > 0 ? (
        <div className="grid gap-2">
          <h3 className="flex items-center gap-2 text-sm font-semibold">
            <CalendarDays className="size-4 text-accent" aria-hidden />
            {t('estimate.planTitle')}
          </h3>
          <p className="text-xs text-ink-muted">{t('estimate.planLead')}</p>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-xs text-ink-muted">
                <th scope="col" className="py-1 text-start font-medium">
                  {t('estimate.planDay')}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t('estimate.planTracks')}
                </th>
                <th scope="col" className="py-1 text-end font-medium">
                  {t('estimate.planUnits')}
                </th>
              </tr>
            </thead>
            <tbody>
              {youtube.captionPlan.map((day) => (
                <tr key={day.day} className="border-t border-line/60">
                  <th scope="row" className="py-1.5 text-start font-normal">
                    <time dateTime={day.day}>{formatQuotaDay(day.day, i18n.language)}</time>
                  </th>
                  <td className="py-1.5 text-end tabular-nums">{n(day.tracks)}</td>
                  <td className="py-1.5 text-end tabular-nums">{n(day.units)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <div className="grid gap-1">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <Gauge className="size-4 text-accent" aria-hidden />
          {t('estimate.usageTitle')}
        </h3>
        <dl className="divide-y divide-line/60">
          <Row label={t('estimate.languagesUsage')} warn={short}>
            {t('estimate.neededOfLeft', {
              needed: n(usage.languagesNeeded),
              left: n(usage.languagesRemaining),
            })}
          </Row>
          {captions ? (
            <Row label={t('estimate.captionUsage')} warn={shortCaptions}>
              {t('estimate.neededOfLeft', {
                needed: n(usage.captionTracksNeeded),
                left: n(usage.captionTracksRemaining),
              })}
            </Row>
          ) : null}
        </dl>
        {short || shortCaptions ? (
          <p className="flex items-start gap-2 text-sm text-warning">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {t('estimate.overAllowance')} <SeePlansLink />
            </span>
          </p>
        ) : null}
      </div>

      {estimate.flags.length > 0 ? (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-semibold">
            {t('estimate.flagsTitle', { count: estimate.flags.length, formatted: n(estimate.flags.length) })}
          </h3>
          <ul className="grid gap-1">
            {estimate.flags.map((flag) => (
              <li key={`${flag.language}-${flag.reason}`}>
                <FlagNote flag={flag} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {estimate.unsupported.length > 0 ? (
        <div className="grid gap-1.5">
          <h3 className="text-sm font-semibold">{t('estimate.unsupportedTitle')}</h3>
          <p className="text-sm text-ink-muted">
            {t('estimate.unsupportedList', {
              languages: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                estimate.unsupported.map((id) => languageName(id, i18n.language)),
              ),
            })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
