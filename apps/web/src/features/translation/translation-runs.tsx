// Live progress of the translations just started: one row per video, each following its job run over the
// job events stream (features/jobs, without an overlay — several run side by side), with a link to its results.
import type { JobRunView } from '@vidcraft/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, CircleX, LoaderCircle, Pause } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStepLabel } from '../../components/processing-overlay/step-keys.ts';
import { Meter } from '../../components/ui/meter.tsx';
import { formatRelative } from '../../lib/format.ts';
import { useJobProgress } from '../jobs/use-job-progress.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { resultsPath } from './translation-paths.ts';
import { translationKeys } from './translation-keys.ts';

export interface StartedRun {
  /** The translation job (its results). */
  id: string;
  videoId: string;
  /** The job run followed at /api/jobs/{id}/events. */
  jobRunId: string;
  title: string;
}

function StatusIcon({ status }: { status: JobRunView['status'] | null }) {
  if (status === 'succeeded') return <CircleCheck className="size-5 shrink-0 text-success" aria-hidden />;
  if (status === 'failed' || status === 'cancelled')
    return <CircleX className="size-5 shrink-0 text-danger" aria-hidden />;
  if (status === 'paused') return <Pause className="size-5 shrink-0 text-warning" aria-hidden />;
  return (
    <LoaderCircle className="size-5 shrink-0 animate-spin text-info motion-reduce:animate-none" aria-hidden />
  );
}

function RunRow({ run }: { run: StartedRun }) {
  const { t, i18n } = useTranslation('translation');
  const localize = useLocalizedPath();
  const client = useQueryClient();
  const stepLabel = useStepLabel();
  const { job, connectionLost } = useJobProgress(run.jobRunId, {
    title: run.title,
    overlay: 'none',
    onFinished: () => void client.invalidateQueries({ queryKey: translationKeys.jobs }),
  });
  const status = job?.status ?? null;
  const progress = status === 'succeeded' ? 100 : (job?.progress ?? 0);
  let line: string;
  if (connectionLost) line = t('run.connectionLost');
  else if (status === 'failed') line = job?.error?.message ?? t('run.failed');
  else if (status === 'paused')
    line = job?.resumeAt
      ? t('run.pausedUntil', { time: formatRelative(job.resumeAt, i18n.language) })
      : (job?.error?.message ?? t('run.paused'));
  else {
    const step = job?.currentStep ?? job?.steps.find((item) => item.status === 'current')?.id ?? null;
    line =
      job?.message ??
      (status === 'running' && step ? stepLabel(step) : t(`run.status.${status ?? 'queued'}`));
  }
  return (
    <li className="grid gap-2 rounded-xl bg-surface-raised/60 p-3 ring-1 ring-line">
      <div className="flex items-start gap-3">
        <StatusIcon status={connectionLost ? 'failed' : status} />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="truncate text-sm font-semibold" dir="auto">
            {run.title}
          </p>
          <p className="text-xs text-ink-muted" aria-live="polite">
            {line}
          </p>
        </div>
        <Link
          to={localize(resultsPath({ job: run.id }))}
          className="inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-semibold text-accent hover:underline"
        >
          {t('run.openResults')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      </div>
      <Meter
        value={progress}
        label={t('run.progressLabel', { video: run.title })}
        tone={status === 'failed' || connectionLost ? 'danger' : status === 'paused' ? 'warning' : 'accent'}
      />
    </li>
  );
}

export function TranslationRuns({ runs }: { runs: readonly StartedRun[] }) {
  return (
    <ul className="grid gap-2">
      {runs.map((run) => (
        <RunRow key={run.jobRunId} run={run} />
      ))}
    </ul>
  );
}
