// The translation jobs (GET /api/translation-results) and one job (GET /api/translation-results/:id), polled
// while a run is still translating; and the one way the screens put a changed job or language back in the cache
// (the list and the job agree).
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LanguageTranslation, TranslationJob } from '@vidcraft/contracts';
import { fetchTranslationJob, fetchTranslationJobs } from './translation-api.ts';
import { translationKeys } from './translation-keys.ts';

export const RUNNING_POLL_MS = 4000;

export function useTranslationJobs() {
  return useQuery({
    queryKey: translationKeys.jobs,
    queryFn: () => fetchTranslationJobs(50),
    refetchInterval: (query) =>
      query.state.data?.some((job) => job.status === 'running') ? RUNNING_POLL_MS : false,
  });
}

export function useTranslationJob(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: translationKeys.job(id ?? ''),
    queryFn: () => fetchTranslationJob(id ?? ''),
    enabled: id !== null,
    // The list has the job already: show it while the full answer comes.
    placeholderData: () =>
      client.getQueryData<TranslationJob[]>(translationKeys.jobs)?.find((job) => job.id === id),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUNNING_POLL_MS : false),
  });
}

export function withLanguage(job: TranslationJob, translation: LanguageTranslation): TranslationJob {
  return {
    ...job,
    languages: job.languages.map((item) => (item.language === translation.language ? translation : item)),
  };
}

export function useJobCache() {
  const client = useQueryClient();
  const putJob = useCallback(
    (job: TranslationJob) => {
      client.setQueryData(translationKeys.job(job.id), job);
      client.setQueryData<TranslationJob[]>(translationKeys.jobs, (jobs) =>
        jobs?.map((item) => (item.id === job.id ? job : item)),
      );
    },
    [client],
  );
  const putLanguage = useCallback(
    (jobId: string, translation: LanguageTranslation) => {
      const update = (job: TranslationJob | undefined) => (job ? withLanguage(job, translation) : job);
      client.setQueryData<TranslationJob>(translationKeys.job(jobId), update);
      client.setQueryData<TranslationJob[]>(translationKeys.jobs, (jobs) =>
        jobs?.map((job) => (job.id === jobId ? withLanguage(job, translation) : job)),
      );
    },
    [client],
  );
  return { putJob, putLanguage };
}
