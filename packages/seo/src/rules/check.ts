// "Would YouTube accept this?" — one answer for a whole snippet (plus localizations), with YouTube's own reason
// names for what videos.update rejects, and Vidcraft's descriptive ids for platform behaviour worth a warning.
import { codepoints } from '../text.ts';
import { parseChapters } from './chapters.ts';
import { descriptionBytes, descriptionProblem } from './description.ts';
import { parseHashtags } from './hashtags.ts';
import { LIMITS } from './limits.ts';
import { tagAdvisories, tagBudget, tagsProblem } from './tags.ts';
import { titleLength, titleProblem } from './title.ts';

export type MetadataField =
  'title' | 'description' | 'tags' | 'categoryId' | 'localizations' | 'hashtags' | 'chapters';

export interface MetadataProblem {
  field: MetadataField;
  /**
   * YouTube's reason where YouTube rejects (invalidTitle, invalidDescription, invalidTags, invalidCategoryId,
   * defaultLanguageNotSet, invalidVideoMetadata); a descriptive id for Vidcraft's warnings (hashtagsOverFifteen,
   * hashtagsIgnored, chaptersInvalid, chaptersOnShort, tagTooLong, tagHasQuotesOrComma, duplicateTags).
   */
  reason: string;
  /** Plain English; the web app translates by `reason`. */
  message: string;
  details?: Record<string, number | string>;
}

export interface MetadataInput {
  title: string;
  description: string;
  tags: string[];
  /** Undefined: not being sent, so not checked. Null or empty: missing, which videos.update rejects. */
  categoryId?: string | null;
  defaultLanguage?: string | null;
  localizations?: Record<string, { title?: string; description?: string }>;
  isShort?: boolean;
}

export interface MetadataVerdict {
  /** Exactly: would videos.update accept this snippet (and localizations)? */
  accepted: boolean;
  problems: MetadataProblem[];
  warnings: MetadataProblem[];
}

/** Categories assignable to videos (videoCategories.list, assignable=true; the same ids in every region). */
export const ASSIGNABLE_CATEGORY_IDS: readonly string[] = [
  '1', '2', '10', '15', '17', '19', '20', '22', '23', '24', '25', '26', '27', '28', '29',
]; // prettier-ignore

const LANGUAGE_CODE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

const TITLE_MESSAGES = {
  empty: 'The title is required and cannot be empty.',
  tooLong: `The title is longer than ${LIMITS.titleMaxCodepoints} characters.`,
  angleBrackets: 'The title cannot contain < or >.',
};
const DESCRIPTION_MESSAGES = {
  tooLong: `The description is larger than ${LIMITS.descriptionMaxBytes} bytes (UTF-8).`,
  angleBrackets: 'The description cannot contain < or >.',
};
const TAG_MESSAGES = {
  tooLong: `The tags use more than ${LIMITS.tagsMaxBudget} characters (a tag with a space counts its quotes, and each comma counts).`,
  emptyTag: 'A tag is empty.',
  angleBrackets: 'A tag contains < or >.',
};

function checkText(
  field: MetadataField,
  title: string | undefined,
  description: string | undefined,
  extra: Record<string, string> = {},
): MetadataProblem[] {
  const found: MetadataProblem[] = [];
  if (title !== undefined) {
    const problem = titleProblem(title);
    if (problem)
      found.push({
        field,
        reason: 'invalidTitle',
        message: TITLE_MESSAGES[problem],
        details: { problem, length: titleLength(title), max: LIMITS.titleMaxCodepoints, ...extra },
      });
  }
  if (description !== undefined) {
    const problem = descriptionProblem(description);
    if (problem)
      found.push({
        field,
        reason: 'invalidDescription',
        message: DESCRIPTION_MESSAGES[problem],
        details: { problem, bytes: descriptionBytes(description), max: LIMITS.descriptionMaxBytes, ...extra },
      });
  }
  return found;
}

function checkCategoryAndLanguage(input: MetadataInput): MetadataProblem[] {
  const found: MetadataProblem[] = [];
  const { categoryId } = input;
  if (categoryId !== undefined && (categoryId === null || !ASSIGNABLE_CATEGORY_IDS.includes(categoryId))) {
    found.push({
      field: 'categoryId',
      reason: 'invalidCategoryId',
      message: categoryId
        ? `Category ${categoryId} cannot be assigned to a video.`
        : 'A category is required.',
      details: { categoryId: categoryId ?? '' },
    });
  }
  const languages = Object.keys(input.localizations ?? {});
  if (languages.length > 0 && !input.defaultLanguage) {
    found.push({
      field: 'localizations',
      reason: 'defaultLanguageNotSet',
      message: 'Translations need the video’s default language to be set.',
      details: { localizations: languages.length },
    });
  }
  for (const code of [input.defaultLanguage ?? '', ...languages].filter((c) => c && !LANGUAGE_CODE.test(c))) {
    found.push({
      field: 'localizations',
      reason: 'invalidVideoMetadata',
      message: `“${code}” is not a language code YouTube accepts.`,
      details: { language: code },
    });
  }
  for (const [language, value] of Object.entries(input.localizations ?? {})) {
    // Like YouTube (and the sandbox), a localization without a title has an empty, invalid title.
    found.push(...checkText('localizations', value.title ?? '', value.description ?? '', { language }));
  }
  return found;
}

function warnings(input: MetadataInput): MetadataProblem[] {
  const found: MetadataProblem[] = [];
  const hashtags = parseHashtags(`${input.title}\n${input.description}`).length;
  if (hashtags > LIMITS.hashtagsIgnoredAbove) {
    found.push({
      field: 'hashtags',
      reason: 'hashtagsIgnored',
      message: `With more than ${LIMITS.hashtagsIgnoredAbove} hashtags YouTube ignores all of them.`,
      details: { count: hashtags, max: LIMITS.hashtagsIgnoredAbove },
    });
  } else if (hashtags > LIMITS.hashtagsWarnAbove) {
    found.push({
      field: 'hashtags',
      reason: 'hashtagsOverFifteen',
      message: `More than ${LIMITS.hashtagsWarnAbove} hashtags reads as over-tagging; 3–5 work best.`,
      details: { count: hashtags, max: LIMITS.hashtagsWarnAbove },
    });
  }
  const chapters = parseChapters(input.description);
  if (input.isShort && chapters.chapters.length > 0) {
    found.push({
      field: 'chapters',
      reason: 'chaptersOnShort',
      message: 'Shorts do not show chapters.',
      details: { count: chapters.chapters.length },
    });
  } else if (chapters.problems.length > 0) {
    found.push({
      field: 'chapters',
      reason: 'chaptersInvalid',
      message: 'YouTube will not show these chapters: ' + chapters.problems.join(', ') + '.',
      details: { problems: chapters.problems.join(','), count: chapters.chapters.length },
    });
  }
  for (const { reason, tag } of tagAdvisories(input.tags)) {
    found.push({
      field: 'tags',
      reason,
      message:
        reason === 'tagTooLong'
          ? `The tag is longer than ${LIMITS.tagMaxCodepointsAdvisory} characters, which some uploads reject.`
          : reason === 'duplicateTags'
            ? 'This tag appears more than once.'
            : 'Quotes and commas inside a tag are stripped or split by YouTube.',
      details: { tag, length: codepoints(tag) },
    });
  }
  return found;
}

export function checkMetadata(input: MetadataInput): MetadataVerdict {
  const problems = checkText('title', input.title, undefined).concat(
    checkText('description', undefined, input.description),
  );
  const tags = tagsProblem(input.tags);
  if (tags) {
    problems.push({
      field: 'tags',
      reason: 'invalidTags',
      message: TAG_MESSAGES[tags],
      details: { problem: tags, budget: tagBudget(input.tags), max: LIMITS.tagsMaxBudget },
    });
  }
  problems.push(...checkCategoryAndLanguage(input));
  return { accepted: problems.length === 0, problems, warnings: warnings(input) };
}
