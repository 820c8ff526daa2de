// "Translate": starts a job per video (POST /api/translate-video) with a fresh idempotency key per click, and
// keeps the started runs so the page can follow them.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TranslationRequest } from '@vidcraft/contracts';
import { randomUuid } from '../../lib/uuid.ts';
import { startTranslation } from './translation-api.ts';
import { translationKeys } from './translation-keys.ts';
import type { StartedRun } from './translation-runs.tsx';

export function useStartTranslation() {
  const client = useQueryClient();
  const [runs, setRuns] = useState<StartedRun[]>([]);
  const start = useMutation({
    mutationFn: ({ request }: { request: TranslationRequest; titles: ReadonlyMap<string, string> }) =>
      startTranslation(request, randomUuid()),
    meta: { errorToast: false },
    onSuccess: (jobs, { titles }) => {
      setRuns((earlier) => [
        ...jobs.map((job) => ({ ...job, title: titles.get(job.videoId) ?? job.videoId })),
        ...earlier.filter((run) => !jobs.some((job) => job.jobRunId === run.jobRunId)),
      ]);
      void client.invalidateQueries({ queryKey: translationKeys.jobs });
    },
  });
  return {
    start: (request: TranslationRequest, titles: ReadonlyMap<string, string>) =>
      start.mutate({ request, titles }),
    starting: start.isPending,
    error: start.error,
    runs,
  };
}
