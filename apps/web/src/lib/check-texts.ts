// The rubric checks, YouTube's rule problems and the engines' notes in the interface language. @vidcraft/seo
// writes English; the `app` namespace has every check by id (`seoChecks.<id>.*`, e.g.
// seoChecks.title.keywordFront.name), every problem by YouTube's reason (`ytRules.<reason>`) and every note by
// code (`engineNotes.<code>`), with the package's values as interpolation values.
// Codes from the server or the package are plain strings: each is looked up in a typed table first, and one the
// tables do not know falls back to the package's English (or to nothing).
import type { SuggestionNote } from '@vidcraft/contracts';
import { NOTE_CODES, type NoteCode } from '@vidcraft/seo';
import type { TFunction } from 'i18next';
import { isKeyOf, type EnglishResources } from '../i18n/keys.ts';

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
export type CheckId = (typeof CHECK_IDS)[number];

export function isCheckId(id: string): id is CheckId {
  return (CHECK_IDS as readonly string[]).includes(id);
}

/** Numbers the fix texts use, with the package's defaults when a check carries no details. */
function values(check: Pick<CheckLike, 'details'>): Record<string, string | number> {
  const { count: _count, ...rest } = check.details ?? {};
  return { window: 40, min: 3, max: 5, ...rest };
}

/** A check's name; an id the app does not know is shown as it is. */
export function checkName(t: TFunction<'app'>, id: string): string {
  return isCheckId(id) ? t(`seoChecks.${id}.name`) : id;
}

export function checkWhy(t: TFunction<'app'>, id: string): string {
  return isCheckId(id) ? t(`seoChecks.${id}.why`) : '';
}

export function checkFix(t: TFunction<'app'>, check: Pick<CheckLike, 'id' | 'details'>): string {
  const { id } = check;
  return isCheckId(id) ? t(`seoChecks.${id}.fix`, values(check)) : '';
}

/** What was measured, for the checks where a number helps ("2 hashtags"); null for the others. */
export function checkStatus(t: TFunction<'app'>, check: CheckLike): string | null {
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

type YtRules = EnglishResources['app']['ytRules'];
/** Reasons translated by one text (`ytRules.<reason>`). */
type PlainReason = { [R in keyof YtRules]: YtRules[R] extends string ? R : never }[keyof YtRules];

// Each table lists exactly the keys of the English file (a Record misses none and adds none).
const PLAIN_REASONS: Record<PlainReason, true> = {
  invalidCategoryId: true,
  defaultLanguageNotSet: true,
  invalidVideoMetadata: true,
  hashtagsOverFifteen: true,
  hashtagsIgnored: true,
  chaptersInvalid: true,
  chaptersOnShort: true,
  tagTooLong: true,
  tagHasQuotesOrComma: true,
  duplicateTags: true,
};
const TITLE_PROBLEMS: Record<keyof YtRules['invalidTitle'], true> = {
  empty: true,
  tooLong: true,
  angleBrackets: true,
};
const DESCRIPTION_PROBLEMS: Record<keyof YtRules['invalidDescription'], true> = {
  tooLong: true,
  angleBrackets: true,
};
const TAGS_PROBLEMS: Record<keyof YtRules['invalidTags'], true> = {
  tooLong: true,
  emptyTag: true,
  angleBrackets: true,
};
const CHAPTER_PROBLEMS: Record<keyof EnglishResources['app']['chapterEditor']['rules'], true> = {
  fewerThanThree: true,
  firstNotAtZero: true,
  notAscending: true,
  chapterUnderTenSeconds: true,
  bracketedTimestamp: true,
};

/** One of YouTube's rule problems (or Vidcraft's warnings), translated by reason and its details. */
export function problemText(t: TFunction<'app'>, problem: ProblemLike): string {
  const details = problem.details ?? {};
  // Which of its field's problems an invalidTitle/-Description/-Tags is (the package says; tooLong when not).
  const which = String(details.problem ?? 'tooLong');
  switch (problem.reason) {
    case 'invalidTitle':
      return isKeyOf(TITLE_PROBLEMS, which) ? t(`ytRules.invalidTitle.${which}`, details) : problem.message;
    case 'invalidDescription':
      return isKeyOf(DESCRIPTION_PROBLEMS, which)
        ? t(`ytRules.invalidDescription.${which}`, details)
        : problem.message;
    case 'invalidTags':
      return isKeyOf(TAGS_PROBLEMS, which) ? t(`ytRules.invalidTags.${which}`, details) : problem.message;
    case 'chaptersInvalid': {
      const ids = String(details.problems ?? '')
        .split(',')
        .filter((id) => isKeyOf(CHAPTER_PROBLEMS, id));
      const reasons = ids.map((id) => t(`chapterEditor.rules.${id}`)).join(' ');
      return `${t('ytRules.chaptersInvalid')} ${reasons}`.trim();
    }
    default:
      return isKeyOf(PLAIN_REASONS, problem.reason)
        ? t(`ytRules.${problem.reason}`, details)
        : problem.message;
  }
}

function isNoteCode(code: string): code is NoteCode {
  return (NOTE_CODES as readonly string[]).includes(code);
}

/**
 * A suggestion note in the interface language, by its code. A note without one is free text (an AI provider's
 * rationale, in whatever language it wrote) and is shown as it came: `translated` says which.
 */
export function noteText(t: TFunction<'app'>, note: SuggestionNote): { text: string; translated: boolean } {
  if (!note.code) return { text: note.message, translated: false };
  // A code this build does not know yet: the package's English message.
  if (!isNoteCode(note.code)) return { text: note.message, translated: true };
  return { text: t(`engineNotes.${note.code}`, { ...note.details }), translated: true };
}

const FIELD_NAMES: Record<keyof EnglishResources['app']['optimizer']['fields'], true> = {
  title: true,
  description: true,
  tags: true,
  hashtags: true,
  chapters: true,
};

/** A metadata field's name ("Title"); a field the app has no name for is shown as it came. */
export function fieldName(t: TFunction<'app'>, field: string): string {
  return isKeyOf(FIELD_NAMES, field) ? t(`optimizer.fields.${field}`) : field;
}
