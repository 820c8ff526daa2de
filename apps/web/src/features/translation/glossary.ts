// The glossary editor's logic, without React: rows as the creator edits them (a term, "never translate", and
// fixed translations per language), what is wrong with them, and the terms the server takes (trimmed; empty
// rows and empty translations left out).
import type { GlossaryTerm } from '@vidcraft/contracts';
import { isYoutubeLanguage } from '@vidcraft/contracts';

export const MAX_TERMS = 200;
export const MAX_TERM_LENGTH = 100;

export interface GlossaryRow {
  /** A local id for React keys (not sent). */
  key: string;
  term: string;
  keep: boolean;
  translations: Array<{ language: string; text: string }>;
}

export type GlossaryProblem =
  | { kind: 'tooMany'; max: number }
  | { kind: 'duplicate'; term: string }
  | { kind: 'tooLong'; term: string; max: number }
  | { kind: 'noRule'; term: string }
  | { kind: 'duplicateLanguage'; term: string; language: string }
  | { kind: 'angleBrackets'; term: string };

let counter = 0;
export function rowKey(): string {
  counter += 1;
  return `row-${counter}`;
}

export function rowsOf(terms: readonly GlossaryTerm[]): GlossaryRow[] {
  return terms.map((term) => ({
    key: rowKey(),
    term: term.term,
    keep: term.keep,
    translations: Object.entries(term.translations ?? {}).map(([language, text]) => ({ language, text })),
  }));
}

export function emptyRow(): GlossaryRow {
  return { key: rowKey(), term: '', keep: true, translations: [] };
}

const ANGLE_BRACKETS = /[<>]/;

/** The rows that name a term, as the server takes them. */
export function termsOf(rows: readonly GlossaryRow[]): GlossaryTerm[] {
  return rows
    .filter((row) => row.term.trim() !== '')
    .map((row) => ({
      term: row.term.trim(),
      keep: row.keep,
      // A term kept as it is has no translations (the editor hides them while "never translate" is on).
      translations: Object.fromEntries(
        (row.keep ? [] : row.translations)
          .filter((item) => isYoutubeLanguage(item.language) && item.text.trim() !== '')
          .map((item) => [item.language, item.text.trim()]),
      ),
    }));
}

/** What stops the glossary from being saved (empty rows are simply left out, not a problem). */
export function glossaryProblems(rows: readonly GlossaryRow[]): GlossaryProblem[] {
  const problems: GlossaryProblem[] = [];
  const named = rows.filter((row) => row.term.trim() !== '');
  if (named.length > MAX_TERMS) problems.push({ kind: 'tooMany', max: MAX_TERMS });
  const seen = new Set<string>();
  for (const row of named) {
    const term = row.term.trim();
    const folded = term.toLocaleLowerCase();
    if (seen.has(folded)) problems.push({ kind: 'duplicate', term });
    seen.add(folded);
    const given = row.keep ? [] : row.translations.filter((item) => item.text.trim() !== '');
    const texts = [term, ...given.map((item) => item.text.trim())];
    if (texts.some((text) => [...text].length > MAX_TERM_LENGTH))
      problems.push({ kind: 'tooLong', term, max: MAX_TERM_LENGTH });
    if (texts.some((text) => ANGLE_BRACKETS.test(text))) problems.push({ kind: 'angleBrackets', term });
    if (!row.keep && given.length === 0) problems.push({ kind: 'noRule', term });
    const languages = new Set<string>();
    for (const item of given) {
      if (languages.has(item.language))
        problems.push({ kind: 'duplicateLanguage', term, language: item.language });
      languages.add(item.language);
    }
  }
  return problems;
}
