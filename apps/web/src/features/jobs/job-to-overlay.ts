// Translates a job run (server contract) into the processing overlay's snapshot.
import type { JobRunView } from '@vidcraft/contracts';
import type {
  OverlaySnapshot,
  OverlayStatus,
} from '../../components/processing-overlay/processing-overlay-state.ts';

export const TERMINAL_STATUSES: ReadonlySet<JobRunView['status']> = new Set([
  'succeeded',
  'failed',
  'cancelled',
]);

export function isTerminal(job: Pick<JobRunView, 'status'>): boolean {
  return TERMINAL_STATUSES.has(job.status);
}

// A paused run (e.g. the daily YouTube quota is used up; it resumes by itself later) must not keep the modal
// overlay open for hours: it shows as "did not finish" with the reason, and the overlay closes.
function overlayStatus(status: JobRunView['status']): OverlayStatus {
  if (status === 'succeeded') return 'success';
  if (status === 'failed' || status === 'cancelled' || status === 'paused') return 'error';
  return 'loading';
}

/** The step the job is on: its own currentStep, else the step marked current, else none. */
function currentStepOf(job: JobRunView): string | null {
  return job.currentStep ?? job.steps.find((step) => step.status === 'current')?.id ?? null;
}

/** A job's own words for a step whose shared label would mislead (already translated). */
export type StepTexts = Readonly<Record<string, { label: string; description?: string }>>;

export function jobToOverlay(
  job: JobRunView,
  cancelledText: string,
  stepTexts: StepTexts = {},
): OverlaySnapshot {
  const status = overlayStatus(job.status);
  const current = currentStepOf(job);
  const currentStep = job.steps.find((step) => step.id === current);
  return {
    status,
    steps: job.steps.map((step) => {
      const own = Object.hasOwn(stepTexts, step.id) ? stepTexts[step.id] : undefined;
      const description = step.description ?? own?.description;
      return { id: step.id, ...(own ? { label: own.label } : {}), ...(description ? { description } : {}) };
    }),
    currentStep: status === 'success' ? (job.steps.at(-1)?.id ?? current) : current,
    progress: status === 'success' ? 100 : job.progress,
    currentStepDescription: job.message ?? currentStep?.description ?? null,
    ...((job.status === 'failed' || job.status === 'paused') && job.error
      ? { description: job.error.message }
      : {}),
    ...(job.status === 'cancelled' ? { description: cancelledText } : {}),
  };
}
