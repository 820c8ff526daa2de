// The translation tool's paths (unprefixed; screens localize them).
export const AUTO_TRANSLATION_PATH = '/auto-translation';
export const RESULTS_PATH = '/translation-results';
export const HISTORY_PATH = '/optimization-history';

/** The results, optionally with one cell's panel open (`?job=<id>&language=<id>`). */
export function resultsPath(open: { job?: string; language?: string } = {}): string {
  const query = new URLSearchParams();
  if (open.job) query.set('job', open.job);
  if (open.language) query.set('language', open.language);
  const text = query.toString();
  return text ? `${RESULTS_PATH}?${text}` : RESULTS_PATH;
}
