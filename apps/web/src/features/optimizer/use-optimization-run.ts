// "Get suggestions": starts the optimization job, follows it live in the AI generation overlay (its steps:
// reading the video, the captions, generating, checking), then reads the suggestion set it made and puts it
// first in the video's list. Refusals are read by code: no AI model on this server, the monthly allowance.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobRunView, SuggestionSet } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/query-keys.ts';
import { isApiError } from '../../lib/api.ts';
import { useJobProgress } from '../jobs/use-job-progress.ts';
import { fetchSuggestion, startOptimization, type OptimizeOptions } from './optimizer-api.ts';

export type RunFailure =
  | { kind: 'noProvider' }
  | { kind: 'monthlyLimit'; limit: number; renewsAt: string | null }
  | { kind: 'failed'; message: string };

function startFailureOf(error: unknown): RunFailure {
  if (!isApiError(error)) return { kind: 'failed', message: error instanceof Error ? error.message : '' };
  const details = (
    typeof error.details === 'object' && error.details !== null ? error.details : {}
  ) as Record<string, unknown>;
  if (error.code === 'VALIDATION' && details.reason === 'noProvider') return { kind: 'noProvider' };
  if (error.code === 'FORBIDDEN' && details.reason === 'monthlyLimit') {
    return {
      kind: 'monthlyLimit',
      limit: typeof details.limit === 'number' ? details.limit : 0,
      renewsAt: typeof details.renewsAt === 'string' ? details.renewsAt : null,
    };
  }
  return { kind: 'failed', message: error.message };
}

interface Options {
  videoId: string;
  videoTitle: string;
  onReady: (suggestion: SuggestionSet) => void;
}

export function useOptimizationRun({ videoId, videoTitle, onReady }: Options) {
  const { t } = useTranslation(['app', 'common']);
  const client = useQueryClient();
  const [runId, setRunId] = useState<string | null>(null);
  const [failure, setFailure] = useState<RunFailure | null>(null);

  const start = useMutation({
    mutationFn: (options: OptimizeOptions) => startOptimization(videoId, options),
    meta: { errorToast: false },
    onMutate: () => setFailure(null),
    onSuccess: ({ run }) => {
      setRunId(run.id);
      void client.invalidateQueries({ queryKey: queryKeys.allOptimizationUsage });
    },
    onError: (error) => setFailure(startFailureOf(error)),
  });

  const finished = async (run: JobRunView) => {
    setRunId(null);
    if (run.status !== 'succeeded') {
      setFailure({ kind: 'failed', message: run.error?.message ?? '' });
      return;
    }
    const result = run.result as { suggestionId?: unknown } | null;
    if (typeof result?.suggestionId !== 'string') {
      setFailure({ kind: 'failed', message: '' });
      return;
    }
    try {
      const suggestion = await fetchSuggestion(result.suggestionId);
      client.setQueryData<SuggestionSet[]>(queryKeys.videoSuggestions(videoId), (list = []) => [
        suggestion,
        ...list.filter((item) => item.id !== suggestion.id),
      ]);
      onReady(suggestion);
    } catch (error) {
      setFailure(startFailureOf(error));
    }
  };

  const live = useJobProgress(runId, {
    title: t('optimizer.run.overlayTitle'),
    description: t('optimizer.run.overlayDescription', { video: videoTitle }),
    overlay: 'ai',
    onFinished: (run) => void finished(run),
  });

  // A stream the server closed (e.g. the session ended) leaves the run unknown: say so, allow another try.
  const lost = runId !== null && live.connectionLost;
  return {
    start: (options: OptimizeOptions) => start.mutate(options),
    running: start.isPending || (runId !== null && !lost),
    job: runId === null ? null : live.job,
    failure: lost ? ({ kind: 'failed', message: t('common:jobs.connectionLost') } as const) : failure,
  };
}
