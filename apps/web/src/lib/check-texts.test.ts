import type { SuggestionNote } from '@vidcraft/contracts';
import { NOTE_CODES, RUBRIC, checkMetadata, note } from '@vidcraft/seo';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../test/english-i18n.ts';
import { placeholders } from '../i18n/locale-keys.ts';
import {
  CHECK_IDS,
  checkFix,
  checkName,
  checkStatus,
  checkWhy,
  noteText,
  problemText,
} from './check-texts.ts';

const i18n = englishI18n();
const t = i18n.getFixedT('en', 'app');

describe('rubric and rule texts in the interface language', () => {
  it("has a name, why and fix for every check of @vidcraft/seo's rubric", () => {
    expect([...CHECK_IDS].sort()).toEqual(
      Object.values(RUBRIC)
        .map((item) => item.id)
        .sort(),
    );
    for (const id of CHECK_IDS) {
      for (const key of ['name', 'why', 'fix'])
        expect(i18n.exists(`seoChecks.${id}.${key}`, { ns: 'app' })).toBe(true);
      expect(checkName(t, id)).not.toBe(id);
      expect(checkWhy(t, id)).not.toBe('');
    }
  });

  it('puts the numbers of a check into its texts', () => {
    expect(checkFix(t, { id: 'title.keywordFront', details: { window: 20, position: 31 } })).toContain(
      '~20 characters',
    );
    expect(checkFix(t, { id: 'hashtags.count', details: { count: 9, min: 3, max: 5 } })).toBe(
      'Use 3–5 relevant hashtags, at the end of the description.',
    );
    expect(
      checkStatus(t, {
        id: 'tags.coverTitle',
        passed: false,
        applicable: true,
        details: { covered: 1, titleKeywords: 4 },
      }),
    ).toBe('Title keywords among the tags: 1 of 4.');
    expect(checkStatus(t, { id: 'captions.present', passed: true, applicable: true })).toBeNull();
  });

  it("translates YouTube's problems by reason, with their details", () => {
    const verdict = checkMetadata({ title: 'x'.repeat(101), description: 'a <b>', tags: ['ok', ''] });
    expect(verdict.problems.map((problem) => problemText(t, problem))).toEqual([
      'The title has 101 characters; YouTube allows 100.',
      'YouTube does not accept < or > in a description.',
      'A tag is empty.',
    ]);
    const chapters = checkMetadata({ title: 'T', description: '0:05 A\n0:02 B', tags: [] }).warnings;
    expect(problemText(t, chapters[0]!)).toBe(
      'YouTube will not show these chapters: there are fewer than three; the first does not start at 0:00; they are not in ascending order;',
    );
    expect(problemText(t, { field: 'tags', reason: 'somethingNew', message: 'As the server said.' })).toBe(
      'As the server said.',
    );
  });
});

describe('engine notes in the interface language', () => {
  const english = (code: string, count?: number) =>
    i18n.getResource(
      'en',
      'app',
      `engineNotes.${code}${count === undefined ? '' : count === 1 ? '_one' : '_other'}`,
    ) as string | undefined;

  it("says every note of @vidcraft/seo in the package's own English words", () => {
    for (const code of NOTE_CODES) {
      const counts = english(code) === undefined ? [1, 2] : [undefined];
      for (const count of counts) {
        const template = english(code, count);
        expect(template, code).toBeTypeOf('string');
        // Each placeholder gets a sample value; `count` picks the plural form.
        const details = Object.fromEntries(
          placeholders(template!).map((name) => [name, name === 'count' ? count! : `<${name}>`]),
        );
        if (count !== undefined) details.count = count;
        const made = (note as (code: string, details?: object) => SuggestionNote)(
          code,
          Object.keys(details).length > 0 ? details : undefined,
        );
        expect(noteText(t, made), code).toEqual({ text: made.message, translated: true });
      }
    }
  });

  it('shows free text as it came', () => {
    expect(noteText(t, { message: 'Mantiene la palabra clave al principio.' })).toEqual({
      text: 'Mantiene la palabra clave al principio.',
      translated: false,
    });
  });
});
