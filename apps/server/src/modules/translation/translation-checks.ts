// YouTube's rules for a localized title and description (the same as for the original: a title of 1–100
// code points, a description of at most 5,000 UTF-8 bytes, neither with < or >). A translation that breaks
// one cannot be approved or published until someone edits it; nothing is cut silently.
import { descriptionBytes, LIMITS, titleLength } from '@vidcraft/seo';

export interface TranslationProblem {
  field: 'title' | 'description';
  rule: 'required' | 'tooLong' | 'angleBrackets';
  message: string;
}

export function checkTranslation(title: string, description: string) {
  const problems: TranslationProblem[] = [];
  const titleCodePoints = titleLength(title);
  const bytes = descriptionBytes(description);
  if (title.trim() === '') {
    problems.push({ field: 'title', rule: 'required', message: 'The title is empty.' });
  } else if (titleCodePoints > LIMITS.titleMaxCodepoints) {
    problems.push({
      field: 'title',
      rule: 'tooLong',
      message: `The title has ${titleCodePoints} characters; YouTube allows ${LIMITS.titleMaxCodepoints}. Shorten it.`,
    });
  }
  if (/[<>]/.test(title)) {
    problems.push({
      field: 'title',
      rule: 'angleBrackets',
      message: 'YouTube does not allow < or > in a title.',
    });
  }
  if (bytes > LIMITS.descriptionMaxBytes) {
    problems.push({
      field: 'description',
      rule: 'tooLong',
      message: `The description is ${bytes} bytes; YouTube allows ${LIMITS.descriptionMaxBytes}. Shorten it.`,
    });
  }
  if (/[<>]/.test(description)) {
    problems.push({
      field: 'description',
      rule: 'angleBrackets',
      message: 'YouTube does not allow < or > in a description.',
    });
  }
  return { titleCodePoints, descriptionBytes: bytes, problems };
}
