// What publishing sends and what it may publish, without React. Only approved languages go to YouTube; one
// language or all approved ones of a video, and for a video with no default language on YouTube the language
// its original title and description are in (YouTube needs it before it accepts localizations).
import type { PublishAttempt, TranslationJob } from '@vidcraft/contracts';
import { YOUTUBE_LANGUAGES } from '@vidcraft/contracts';

/**
 * What publishing a video's translated titles and descriptions costs: videos.list to read the video's current
 * localizations (1) and one videos.update with every language (50), as the server's estimate says and its
 * quota ledger charges. (The optimizer's publish also reads the video back, hence its 52.)
 */
export const METADATA_PUBLISH_UNITS = 51;

/** The languages of a job that are approved and not yet published (what "Publish all" sends). */
export function approvedLanguages(job: Pick<TranslationJob, 'languages'>): string[] {
  return job.languages.filter((item) => item.status === 'approved').map((item) => item.language);
}

export type PublishBlock = 'notApproved' | 'published' | null;

/** Why one language cannot be published now (null: it can). */
export function publishBlock(job: Pick<TranslationJob, 'languages'>, language: string): PublishBlock {
  const item = job.languages.find((entry) => entry.language === language);
  if (item?.status === 'published') return 'published';
  if (item?.status !== 'approved') return 'notApproved';
  return null;
}

/** The language to offer first when asking what the original is in: the job's source language, if YouTube
 * knows it, else nothing chosen. */
export function defaultLanguageChoice(job: Pick<TranslationJob, 'sourceLanguage'>): string {
  return YOUTUBE_LANGUAGES.includes(job.sourceLanguage) ? job.sourceLanguage : '';
}

export function publishOneBody(
  job: Pick<TranslationJob, 'id' | 'needsDefaultLanguage'>,
  language: string,
  idempotencyKey: string,
  defaultLanguage: string | null,
) {
  return {
    jobId: job.id,
    language,
    idempotencyKey,
    ...(job.needsDefaultLanguage && defaultLanguage ? { defaultLanguage } : {}),
  };
}

export function publishAllBody(
  job: Pick<TranslationJob, 'id' | 'videoId' | 'needsDefaultLanguage'>,
  idempotencyKey: string,
  defaultLanguage: string | null,
) {
  return {
    jobIds: [job.id],
    idempotencyKey,
    defaultLanguages:
      job.needsDefaultLanguage && defaultLanguage
        ? { [job.videoId]: defaultLanguage }
        : ({} as Record<string, string>),
  };
}

/** An attempt's per-language outcomes, counted. */
export function outcomeCounts(attempt: Pick<PublishAttempt, 'languages'>) {
  const counts = { published: 0, failed: 0, skipped: 0 };
  for (const item of attempt.languages) counts[item.outcome] += 1;
  return counts;
}

/** The caption uploads a job has planned, by quota day (earliest first), each with its languages. */
export function captionDays(
  job: Pick<TranslationJob, 'languages'>,
): Array<{ day: string; languages: string[] }> {
  const byDay = new Map<string, string[]>();
  for (const item of job.languages) {
    const day = item.caption?.plannedDay;
    if (!day || item.caption?.status !== 'planned') continue;
    byDay.set(day, [...(byDay.get(day) ?? []), item.language]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, languages]) => ({ day, languages }));
}
