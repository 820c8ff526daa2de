// The translation tool's paths (unprefixed; screens localize them).
export const AUTO_TRANSLATION_PATH = '/auto-translation';
export const RESULTS_PATH = '/translation-results';
export const HISTORY_PATH = '/optimization-history';

/**
 * The translation tool with a video chosen (`?video=<id>`) and, with `captions`, its caption tracks ticked —
 * how caption management sends a track to be translated.
 */
export function autoTranslationPath(start: { video?: string; captions?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (start.video) query.set('video', start.video);
  if (start.captions) query.set('captions', '1');
  const text = query.toString();
  return text ? `${AUTO_TRANSLATION_PATH}?${text}` : AUTO_TRANSLATION_PATH;
}

/** The results, optionally with one cell's panel open (`?job=<id>&language=<id>`). */
export function resultsPath(open: { job?: string; language?: string } = {}): string {
  const query = new URLSearchParams();
  if (open.job) query.set('job', open.job);
  if (open.language) query.set('language', open.language);
  const text = query.toString();
  return text ? `${RESULTS_PATH}?${text}` : RESULTS_PATH;
}

/** The optimization history narrowed to a video, with the entry a publish made marked (as the optimizer links it). */
export function historyPath(at: { videoId?: string; entry?: string | null } = {}): string {
  const query = new URLSearchParams();
  if (at.videoId) query.set('videoId', at.videoId);
  if (at.entry) query.set('entry', at.entry);
  const text = query.toString();
  return text ? `${HISTORY_PATH}?${text}` : HISTORY_PATH;
}
