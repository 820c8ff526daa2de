// Follows a job's progress over Server-Sent Events (GET /api/jobs/:id/events, one `progress` event per change)
// and drives the processing overlay with it. The stream is closed on a terminal status or unmount.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobRunView } from '@vidcraft/contracts';
import { useProcessingOverlay } from '../../components/processing-overlay/processing-overlay-context.ts';
import type { AutoCloseOptions } from '../../components/processing-overlay/processing-overlay-state.ts';
import { isTerminal, jobToOverlay } from './job-to-overlay.ts';

export interface JobProgressOptions {
  /** Overlay title while the job runs (already translated). */
  title: string;
  description?: string;
  autoClose?: AutoCloseOptions;
  /** Called once with the final run when it reaches succeeded, failed or cancelled. */
  onFinished?: (job: JobRunView) => void;
}

export function jobEventsPath(jobId: string): string {
  return `/api/jobs/${encodeURIComponent(jobId)}/events`;
}

export function parseJobEvent(data: string): JobRunView | null {
  try {
    const parsed = JobRunView.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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
    const { overlay: start, options: initial } = latest.current;
    start.show({
      title: initial.title,
      ...(initial.description ? { description: initial.description } : {}),
      steps: [],
      ...(initial.autoClose ? { autoClose: initial.autoClose } : {}),
    });
    const source = new EventSource(jobEventsPath(jobId), { withCredentials: true });
    source.addEventListener('progress', (event: MessageEvent<string>) => {
      const run = parseJobEvent(event.data);
      if (!run) return;
      const { overlay: current, options: now, t: translate } = latest.current;
      setJob(run);
      setConnectionLost(false);
      current.sync(jobToOverlay(run, translate('jobs.cancelled')));
      if (isTerminal(run)) {
        source.close();
        now.onFinished?.(run);
      }
    });
    source.addEventListener('error', () => {
      // EventSource reconnects by itself; only a closed stream (e.g. 401/404 answer) is final.
      if (source.readyState !== EventSource.CLOSED) return;
      setConnectionLost(true);
      latest.current.overlay.fail({ description: latest.current.t('jobs.connectionLost') });
    });
    return () => source.close();
  }, [jobId]);

  return { job, connectionLost };
}
