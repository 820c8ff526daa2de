// "Get suggestions": the engine, whether to read the captions (with what that costs in YouTube quota and the
// permission it needs), how many title candidates, this month's allowance, then the run itself. Once the video
// has suggestions, the form folds away behind "Get new suggestions".
import { useState } from 'react';
import type { Connection, JobRunView, VideoDetails } from '@vidcraft/contracts';
import { RotateCcw, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStepLabel } from '../../components/processing-overlay/step-keys.ts';
import { Button } from '../../components/ui/button.tsx';
import { SeePlansLink } from '../plans/see-plans-link.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { formatDate } from '../../lib/format.ts';
import { Meter } from '../../components/ui/meter.tsx';
import type { EngineAvailability } from './engine-availability.ts';
import { EngineChoice, type EngineSelection } from './engine-choice.tsx';
import { CAPTION_READ_UNITS, type OptimizeOptions } from './optimizer-api.ts';
import type { RunFailure } from './use-optimization-run.ts';
import { useOptimizationUsage } from './use-optimization-usage.ts';

interface Props {
  video: VideoDetails;
  connection: Connection | null;
  hasSuggestions: boolean;
  availability: EngineAvailability;
  engine: EngineSelection;
  onEngine: (engine: EngineSelection) => void;
  running: boolean;
  job: JobRunView | null;
  failure: RunFailure | null;
  onStart: (options: OptimizeOptions) => void;
}

const TITLE_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export function SuggestPanel(props: Props) {
  const { video, connection, hasSuggestions, availability, engine, onEngine, running, job, failure } = props;
  const { t, i18n } = useTranslation(['app', 'common']);
  const stepLabel = useStepLabel();
  const [open, setOpen] = useState(!hasSuggestions);
  const [useCaptions, setUseCaptions] = useState(video.hasCaptions);
  const [titleCount, setTitleCount] = useState(5);
  const usage = useOptimizationUsage();
  const remaining = usage.data?.optimizations.remaining;
  const start = () =>
    props.onStart({
      ...(engine === 'auto' ? {} : { engine }),
      useCaptions: useCaptions && video.hasCaptions,
      titleCount,
    });

  const progress =
    running && job ? (
      <div className="grid gap-1.5" aria-live="polite">
        <div className="flex justify-between gap-2 text-xs text-ink-muted">
          <span>{job.currentStep ? stepLabel(job.currentStep) : t('optimizer.run.queued')}</span>
          <span>{t('common:processing.percent', { value: Math.round(job.progress) })}</span>
        </div>
        <Meter value={job.progress} label={t('optimizer.run.progressLabel')} />
      </div>
    ) : null;

  return (
    <section
      aria-labelledby="suggest-heading"
      className="grid gap-5 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="suggest-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Wand2 className="size-5 text-accent" aria-hidden />
            {t('optimizer.suggest.title')}
          </h2>
          <p className="max-w-2xl text-sm text-ink-muted">
            {hasSuggestions ? t('optimizer.suggest.againLead') : t('optimizer.suggest.lead')}
          </p>
        </div>
        {hasSuggestions && !open ? (
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)} disabled={running}>
            <RotateCcw aria-hidden />
            {t('optimizer.suggest.again')}
          </Button>
        ) : null}
      </div>
      {open ? (
        <>
          <EngineChoice value={engine} availability={availability} onChange={onEngine} disabled={running} />
          <div className="grid gap-4 md:grid-cols-[1fr_auto]">
            <div className="flex items-start gap-3">
              <Switch
                id="use-captions"
                checked={useCaptions && video.hasCaptions}
                onCheckedChange={setUseCaptions}
                disabled={!video.hasCaptions || running}
                aria-describedby="use-captions-hint"
              />
              <div className="grid gap-1">
                <label htmlFor="use-captions" className="text-sm font-semibold">
                  {t('optimizer.suggest.useCaptions')}
                </label>
                <p id="use-captions-hint" className="text-xs text-ink-muted">
                  {!video.hasCaptions
                    ? t('optimizer.suggest.noCaptions')
                    : t('optimizer.suggest.captionsCost', { units: CAPTION_READ_UNITS })}{' '}
                  {video.hasCaptions && connection && !connection.canPublish
                    ? t('optimizer.suggest.captionsPermission')
                    : null}
                </p>
              </div>
            </div>
            <label className="grid content-start gap-1 text-sm font-semibold">
              {t('optimizer.suggest.titleCount')}
              <NativeSelect
                value={String(titleCount)}
                onChange={(event) => setTitleCount(Number(event.target.value))}
                disabled={running}
                className="w-28"
              >
                {TITLE_COUNTS.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </NativeSelect>
            </label>
          </div>
          {!failure && usage.data && remaining === 0 ? (
            // At the limit before any attempt: say so and show the way to more, not just a disabled button.
            <ErrorNote>
              {t('optimizer.suggest.monthlyLimit', {
                limit: usage.data.optimizations.limit,
                date: formatDate(usage.data.period.end, i18n.language),
              })}{' '}
              <SeePlansLink />
            </ErrorNote>
          ) : null}
          {failure ? (
            <ErrorNote>
              {failure.kind === 'noProvider' ? (
                t('optimizer.suggest.noProvider')
              ) : failure.kind === 'monthlyLimit' ? (
                <>
                  {t('optimizer.suggest.monthlyLimit', {
                    limit: failure.limit,
                    date: failure.renewsAt ? formatDate(failure.renewsAt, i18n.language) : '—',
                  })}{' '}
                  <SeePlansLink />
                </>
              ) : (
                t('optimizer.suggest.failed', { message: failure.message })
              )}
            </ErrorNote>
          ) : null}
          {progress}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <Button size="lg" onClick={start} disabled={running || remaining === 0}>
              <Wand2 aria-hidden />
              {running ? t('optimizer.suggest.running') : t('optimizer.suggest.start')}
            </Button>
            {usage.data ? (
              <span className="text-xs text-ink-muted">
                {t('optimizer.suggest.usage', {
                  remaining: usage.data.optimizations.remaining,
                  limit: usage.data.optimizations.limit,
                })}
              </span>
            ) : null}
          </div>
        </>
      ) : (
        progress
      )}
    </section>
  );
}
