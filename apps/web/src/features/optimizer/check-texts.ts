// The rubric checks, YouTube's rule problems and the engines' notes in the interface language. @vidcraft/seo
// writes English; the `app` namespace has every check by id (`seoChecks.<id>.*`, e.g.
// seoChecks.title.keywordFront.name), every problem by YouTube's reason (`ytRules.<reason>`) and every note by
// code (`engineNotes.<code>`), with the package's values as interpolation values.
import type { SuggestionNote } from '@vidcraft/contracts';
import type { TFunction } from 'i18next';

export interface CheckLike {
  id: string;
  passed: boolean;
  applicable: boolean;
  details?: Record<string, string | number>;
}

export interface ProblemLike {
  field: string;
  reason: string;
  message: string;
  details?: Record<string, string | number>;
}

/** The checks of @vidcraft/seo's rubric, in its order. */
export const CHECK_IDS = [
  'title.keywordFront',
  'title.length',
  'title.noMisleadingMarkers',
  'description.keywordEarly',
  'description.hook',
  'chapters.valid',
  'tags.coverTitle',
  'hashtags.count',
  'thumbnail.custom',
  'captions.present',
  'localizations.present',
] as const;

/** Numbers the fix texts use, with the package's defaults when a check carries no details. */
function values(check: Pick<CheckLike, 'details'>): Record<string, string | number> {
  const { count: _count, ...rest } = check.details ?? {};
  return { window: 40, min: 3, max: 5, ...rest };
}

export function checkName(t: TFunction, id: string): string {
  return t(`seoChecks.${id}.name`, { defaultValue: id });
}

export function checkWhy(t: TFunction, id: string): string {
  return t(`seoChecks.${id}.why`, { defaultValue: '' });
}

export function checkFix(t: TFunction, check: Pick<CheckLike, 'id' | 'details'>): string {
  return t(`seoChecks.${check.id}.fix`, { ...values(check), defaultValue: '' });
}

/** What was measured, for the checks where a number helps ("2 hashtags"); null for the others. */
export function checkStatus(t: TFunction, check: CheckLike): string | null {
  const details = check.details ?? {};
  switch (check.id) {
    case 'title.length':
      return t('seoChecks.title.length.status', { length: Number(details.length ?? 0) });
    case 'tags.coverTitle':
      return t('seoChecks.tags.coverTitle.status', {
        covered: Number(details.covered ?? 0),
        total: Number(details.titleKeywords ?? 0),
      });
    case 'hashtags.count':
      return t('seoChecks.hashtags.count.status', { number: Number(details.count ?? 0) });
    case 'chapters.valid':
      return check.applicable
        ? t('seoChecks.chapters.valid.status', { number: Number(details.chapters ?? 0) })
        : null;
    default:
      return null;
  }
}

const CHAPTER_PROBLEMS = [
  'fewerThanThree',
  'firstNotAtZero',
  'notAscending',
  'chapterUnderTenSeconds',
  'bracketedTimestamp',
] as const;

/** One of YouTube's rule problems (or Vidcraft's warnings), translated by reason and its details. */
export function problemText(t: TFunction, problem: ProblemLike): string {
  const details = problem.details ?? {};
  switch (problem.reason) {
    case 'invalidTitle':
      return t(`ytRules.invalidTitle.${String(details.problem ?? 'tooLong')}`, {
        ...details,
        defaultValue: problem.message,
      });
    case 'invalidDescription':
      return t(`ytRules.invalidDescription.${String(details.problem ?? 'tooLong')}`, {
        ...details,
        defaultValue: problem.message,
      });
    case 'invalidTags':
      return t(`ytRules.invalidTags.${String(details.problem ?? 'tooLong')}`, {
        ...details,
        defaultValue: problem.message,
      });
    case 'chaptersInvalid': {
      const ids = String(details.problems ?? '')
        .split(',')
        .filter((id): id is (typeof CHAPTER_PROBLEMS)[number] =>
          (CHAPTER_PROBLEMS as readonly string[]).includes(id),
        );
      const reasons = ids.map((id) => t(`chapterEditor.rules.${id}`)).join(' ');
      return `${t('ytRules.chaptersInvalid')} ${reasons}`.trim();
    }
    default:
      return t(`ytRules.${problem.reason}`, { ...details, defaultValue: problem.message });
  }
}

/**
 * A suggestion note in the interface language, by its code. A note without one is free text (an AI provider's
 * rationale, in whatever language it wrote) and is shown as it came: `translated` says which.
 */
export function noteText(t: TFunction, note: SuggestionNote): { text: string; translated: boolean } {
  if (!note.code) return { text: note.message, translated: false };
  return {
    text: t(`engineNotes.${note.code}`, { ...note.details, defaultValue: note.message }),
    translated: true,
  };
}
