// A failed caption action in the interface language: the cases the page can name (a duplicate track, problems
// in the file or the cues, a change still in progress, today's quota spent), else the server's own words.
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api.ts';

export function captionErrorText(t: TFunction<'captions'>, error: unknown): string {
  if (!isApiError(error)) return t('errors.network');
  const reason = (error.details as { reason?: unknown } | null | undefined)?.reason;
  if (reason === 'captionExists') return t('errors.captionExists');
  if (reason === 'captionFile') return t('errors.captionFile');
  if (reason === 'cueProblems') return t('errors.cueProblems');
  if (reason === 'inProgress') return t('errors.inProgress');
  if (reason === 'tooLarge') return t('errors.tooLarge');
  if (error.code === 'QUOTA_EXCEEDED') return t('errors.quota');
  if (error.code === 'NOT_FOUND') return t('errors.notFound');
  return error.message;
}

/** The file problems a refused upload carried, so the page shows them by line as a check does. */
export function fileIssuesOf(error: unknown) {
  if (!isApiError(error)) return null;
  const details = error.details as { reason?: unknown; issues?: unknown } | null | undefined;
  return details?.reason === 'captionFile' && Array.isArray(details.issues) ? details.issues : null;
}
