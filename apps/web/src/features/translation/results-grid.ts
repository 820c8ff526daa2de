// The results grid without React: rows are translation jobs (a video's run), columns every language any of them
// has (in the offered order: the 57 first), and a cell the language's translation in that job, if it has one.
import type { LanguageTranslation, TranslationJob, TranslationStatus } from '@vidcraft/contracts';
import { inOfferedOrder, type LanguageGroups } from './language-selection.ts';

export interface GridRow {
  job: TranslationJob;
  cells: ReadonlyMap<string, LanguageTranslation>;
}

export interface ResultsGrid {
  languages: string[];
  rows: GridRow[];
}

export function buildGrid(jobs: readonly TranslationJob[], groups: LanguageGroups): ResultsGrid {
  const seen = new Set<string>();
  for (const job of jobs) for (const item of job.languages) seen.add(item.language);
  return {
    languages: inOfferedOrder(seen, groups),
    rows: jobs.map((job) => ({
      job,
      cells: new Map(job.languages.map((item) => [item.language, item])),
    })),
  };
}

/** How many of a job's languages are in each status. */
export function statusCounts(job: Pick<TranslationJob, 'languages'>): Record<TranslationStatus, number> {
  const counts: Record<TranslationStatus, number> = {
    queued: 0,
    translated: 0,
    failed: 0,
    approved: 0,
    rejected: 0,
    published: 0,
  };
  for (const item of job.languages) counts[item.status] += 1;
  return counts;
}

/** The cell a URL names (`?job=<id>&language=<id>`), when the jobs have it. */
export function findCell(
  jobs: readonly TranslationJob[],
  jobId: string | null,
  language: string | null,
): { job: TranslationJob; translation: LanguageTranslation } | null {
  if (!jobId || !language) return null;
  const job = jobs.find((item) => item.id === jobId);
  const translation = job?.languages.find((item) => item.language === language);
  return job && translation ? { job, translation } : null;
}
