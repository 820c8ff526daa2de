// YouTube's rules for a localized title and description — the same rules as for the original, from
// packages/seo — worded per language for the reviewer. A translation that breaks one cannot be approved or
// published until someone edits it; nothing is cut silently.
import { descriptionBytes, descriptionProblem, LIMITS, titleLength, titleProblem } from '@vidcraft/seo';

export interface TranslationProblem {
  field: 'title' | 'description';
  rule: 'empty' | 'tooLong' | 'angleBrackets';
  message: string;
}

export function checkTranslation(title: string, description: string) {
  const problems: TranslationProblem[] = [];
  const titleCodePoints = titleLength(title);
  const bytes = descriptionBytes(description);
  const titleRule = titleProblem(title);
  if (titleRule) {
    problems.push({
      field: 'title',
      rule: titleRule,
      message: {
        empty: 'The title is empty.',
        tooLong: `The title has ${titleCodePoints} characters; YouTube allows ${LIMITS.titleMaxCodepoints}. Shorten it.`,
        angleBrackets: 'YouTube does not allow < or > in a title.',
      }[titleRule],
    });
  }
  const descriptionRule = descriptionProblem(description);
  if (descriptionRule) {
    problems.push({
      field: 'description',
      rule: descriptionRule,
      message: {
        tooLong: `The description is ${bytes} bytes; YouTube allows ${LIMITS.descriptionMaxBytes}. Shorten it.`,
        angleBrackets: 'YouTube does not allow < or > in a description.',
      }[descriptionRule],
    });
  }
  return { titleCodePoints, descriptionBytes: bytes, problems };
}
