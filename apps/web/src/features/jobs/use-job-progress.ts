// Follows a job's progress over Server-Sent Events (GET /api/jobs/:id/events, one `progress` event per change)
// and shows it: in the processing overlay (default), or in the AI generation overlay for generation jobs
// (`overlay: 'ai'`, spec §2), or only where the caller draws it (`overlay: 'none'`: several runs side by side,
// e.g. one translation per video). The stream is closed on a terminal status or unmount.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobRunView } from '@vidcraft/contracts';
import { jobRoutes } from '@vidcraft/contracts/client-routes';
import { aiTasks, type AiTaskStore } from '../../components/ai-generation/ai-task-store.ts';
import { useProcessingOverlay } from '../../components/processing-overlay/processing-overlay-context.ts';
import type { ProcessingOverlayApi } from '../../components/processing-overlay/processing-overlay-context.ts';
import type { AutoCloseOptions } from '../../components/processing-overlay/processing-overlay-state.ts';
import { routeUrl } from '../../lib/api-client.ts';
import { EVENT_SOURCE_CLOSED, openApiEventSource } from '../../lib/api-credentials.ts';
import { isTerminal, jobToOverlay, type StepTexts } from './job-to-overlay.ts';
import { runActivity } from './run-activity.ts';

export interface JobProgressOptions {
  /** Overlay title while the job runs (already translated). */
  title: string;
  description?: string;
  autoClose?: AutoCloseOptions;
  /** Which overlay shows the run: the processing overlay (default), the AI generation overlay, or none. */
  overlay?: 'processing' | 'ai' | 'none';
  /** Called once with the final run when it reaches succeeded, failed or cancelled. */
  onFinished?: (job: JobRunView) => void;
  /** Labels of this job's steps where the shared `common:processing.steps` one would mislead. */
  stepTexts?: StepTexts;
}

/** The run's event stream (EventSource cannot go through the typed client, so it takes the contract's URL). */
export function jobEventsPath(jobId: string): string {
  return routeUrl(jobRoutes.events, { params: { id: jobId } });
}

/** A progress event's run; null for anything else. The server checks each event against the contract before it is sent. */
export function parseJobEvent(data: string): JobRunView | null {
  try {
    const run = JSON.parse(data) as Partial<JobRunView> | null;
    return typeof run?.id === 'string' && typeof run.status === 'string' ? (run as JobRunView) : null;
  } catch {
    return null;
  }
}

/** Where a followed run is shown. */
interface ProgressDisplay {
  start: () => void;
  progress: (run: JobRunView) => void;
  lost: () => void;
  stop: () => void;
}

function processingDisplay(
  overlay: () => ProcessingOverlayApi,
  options: JobProgressOptions,
  cancelledText: string,
  lostText: string,
): ProgressDisplay {
  return {
    start: () =>
      overlay().show({
        title: options.title,
        ...(options.description ? { description: options.description } : {}),
        steps: [],
        ...(options.autoClose ? { autoClose: options.autoClose } : {}),
      }),
    progress: (run) => overlay().sync(jobToOverlay(run, cancelledText, options.stepTexts)),
    lost: () => overlay().fail({ description: lostText }),
    stop: () => undefined,
  };
}

/** No overlay: the caller shows the run from the hook's `job` and `connectionLost`. */
const noDisplay: ProgressDisplay = {
  start: () => undefined,
  progress: () => undefined,
  lost: () => undefined,
  stop: () => undefined,
};

/** The AI overlay stays up at least this long, so a fast run (Basic takes milliseconds) does not flash it. */
export const AI_OVERLAY_MIN_MS = 900;

export function aiDisplay(
  store: AiTaskStore,
  jobId: string,
  options: JobProgressOptions,
  now: () => number = Date.now,
): ProgressDisplay {
  let started = 0;
  let closing: ReturnType<typeof setTimeout> | null = null;
  return {
    start: () => {
      started = now();
      store.beginTask(jobId);
      store.update({
        title: options.title,
        ...(options.description ? { currentStepDescription: options.description } : {}),
      });
    },
    progress: (run) => {
      const current = run.currentStep ?? run.steps.find((step) => step.status === 'current')?.id;
      const done = run.status === 'succeeded';
      store.update({
        ...(current ? { currentStep: current } : {}),
        progress: done ? 100 : run.progress,
        steps: run.steps.map((step) => ({ id: step.id, status: done ? 'completed' : step.status })),
        ...(run.message ? { currentStepDescription: run.message } : {}),
      });
      if (closing === null && (isTerminal(run) || runActivity(run).paused)) {
        closing = setTimeout(() => store.endTask(jobId), Math.max(0, AI_OVERLAY_MIN_MS - (now() - started)));
      }
    },
    lost: () => store.endTask(jobId),
    // A finished run closes on its own (after the minimum time); anything else closes now.
    stop: () => {
      if (closing === null) store.endTask(jobId);
    },
  };
}

export function useJobProgress(jobId: string | null, options: JobProgressOptions) {
  const { t } = useTranslation('common');
  const overlay = useProcessingOverlay();
  const [job, setJob] = useState<JobRunView | null>(null);
  const [connectionLost, setConnectionLost] = useState(false);
  // Latest values without restarting the stream when the caller re-renders.
  const latest = useRef({ overlay, options, t });
  useEffect(() => {
    latest.current = { overlay, options, t };
  });

  useEffect(() => {
    if (!jobId) return;
    const { options: initial, t: translate } = latest.current;
    const overlayApi = () => latest.current.overlay;
    const display =
      initial.overlay === 'none'
        ? noDisplay
        : initial.overlay === 'ai'
          ? aiDisplay(aiTasks, jobId, initial)
          : processingDisplay(
              overlayApi,
              initial,
              translate('jobs.cancelled'),
              translate('jobs.connectionLost'),
            );
    display.start();
    // The browser's EventSource with the session cookie on the web; on native one that sends the bearer token.
    const source = openApiEventSource(jobEventsPath(jobId));
    source.addEventListener('progress', (event: MessageEvent<string>) => {
      const run = parseJobEvent(event.data);
      if (!run) return;
      setJob(run);
      setConnectionLost(false);
      display.progress(run);
      if (isTerminal(run)) {
        source.close();
        latest.current.options.onFinished?.(run);
      }
    });
    source.addEventListener('error', () => {
      // EventSource reconnects by itself; only a closed stream (e.g. 401/404 answer) is final.
      if (source.readyState !== EVENT_SOURCE_CLOSED) return;
      setConnectionLost(true);
      display.lost();
    });
    return () => {
      source.close();
      display.stop();
    };
  }, [jobId]);

  return { job, connectionLost };
}
