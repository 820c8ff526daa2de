import { describe, expect, it } from 'vitest';
import {
  checkMetadata,
  descriptionBytes,
  formatTimestamp,
  LIMITS,
  parseChapters,
  parseHashtags,
  tagBudget,
  titleLength,
} from '../src/index.ts';

const ok = { title: 'A fine title', description: '', tags: [] as string[] };

describe('title: ≤ 100 code points, no < or >', () => {
  it('counts code points: emoji are one, combining marks are their own', () => {
    expect(titleLength('🍕'.repeat(3))).toBe(3);
    expect(titleLength('e\u0301')).toBe(2);
    expect(checkMetadata({ ...ok, title: '🍕'.repeat(100) }).accepted).toBe(true);
    expect(checkMetadata({ ...ok, title: '🍕'.repeat(101) }).problems[0]?.reason).toBe('invalidTitle');
  });
  it('rejects empty and angle brackets with YouTube’s reason', () => {
    for (const title of ['', '   ', 'Best <pasta>', 'a > b']) {
      const verdict = checkMetadata({ ...ok, title });
      expect(verdict.accepted).toBe(false);
      expect(verdict.problems.map((p) => [p.field, p.reason])).toEqual([['title', 'invalidTitle']]);
    }
  });
});

describe('description: ≤ 5,000 UTF-8 bytes, no < or >', () => {
  it('counts bytes: CJK 3, emoji 4, Arabic 2', () => {
    expect(descriptionBytes('東')).toBe(3);
    expect(descriptionBytes('🍕')).toBe(4);
    expect(descriptionBytes('م')).toBe(2);
    expect(checkMetadata({ ...ok, description: '東'.repeat(1666) + 'ab' }).accepted).toBe(true);
    const over = checkMetadata({ ...ok, description: '東'.repeat(1667) });
    expect(over.problems[0]).toMatchObject({ field: 'description', reason: 'invalidDescription' });
    expect(over.problems[0]?.details).toMatchObject({ bytes: 5001, max: 5000 });
  });
});

describe('tags: Σ(len + 2 if the tag has a space) + (n − 1) ≤ 500', () => {
  it('matches the reference examples', () => {
    expect(tagBudget(['Foo-Baz'])).toBe(7);
    expect(tagBudget(['Foo Baz'])).toBe(9);
    expect(tagBudget(['Foo-Baz', 'Foo Baz'])).toBe(17);
    expect(tagBudget([])).toBe(0);
  });
  it('accepts 500 and rejects 501 as invalidTags', () => {
    const tags = Array.from({ length: 49 }, () => 'abcdefghi');
    expect(checkMetadata({ ...ok, tags: [...tags, 'abcdefghij'] }).accepted).toBe(true);
    const verdict = checkMetadata({ ...ok, tags: [...tags, 'abcdefghijk'] });
    expect(verdict.problems[0]).toMatchObject({ field: 'tags', reason: 'invalidTags' });
  });
  it('warns, without rejecting, about quotes, long tags and duplicates', () => {
    const verdict = checkMetadata({ ...ok, tags: ['say "hi"', 'x'.repeat(101), 'Pizza', 'pizza'] });
    expect(verdict.accepted).toBe(true);
    expect(verdict.warnings.map((w) => w.reason).sort()).toEqual([
      'duplicateTags',
      'tagHasQuotesOrComma',
      'tagTooLong',
    ]);
  });
});

describe('category and languages', () => {
  it('rejects a missing or unassignable category, ignores one not being sent', () => {
    expect(checkMetadata({ ...ok }).accepted).toBe(true);
    expect(checkMetadata({ ...ok, categoryId: '26' }).accepted).toBe(true);
    expect(checkMetadata({ ...ok, categoryId: null }).problems[0]?.reason).toBe('invalidCategoryId');
    expect(checkMetadata({ ...ok, categoryId: '42' }).problems[0]?.reason).toBe('invalidCategoryId');
  });
  it('needs a default language for localizations and checks each translation', () => {
    const localizations = { es: { title: 'Título', description: 'Hola' } };
    expect(checkMetadata({ ...ok, localizations }).problems[0]?.reason).toBe('defaultLanguageNotSet');
    expect(checkMetadata({ ...ok, localizations, defaultLanguage: 'en' }).accepted).toBe(true);
    const bad = checkMetadata({
      ...ok,
      defaultLanguage: 'en',
      localizations: { de: { title: 'x'.repeat(101) } },
    });
    expect(bad.problems[0]).toMatchObject({ field: 'localizations', reason: 'invalidTitle' });
    expect(bad.problems[0]?.details?.language).toBe('de');
  });
});

describe('hashtags', () => {
  it('parses YouTube-style hashtags, not URL fragments or numbers', () => {
    expect(
      parseHashtags('Cook #pasta and #Pasta, see https://x.example/#frag #1 #ソロキャンプ #दिल्ली'),
    ).toEqual(['#pasta', '#ソロキャンプ', '#दिल्ली']);
  });
  it('warns past 15 and past 60 (all ignored)', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `#tag${i}x`).join(' ');
    expect(checkMetadata({ ...ok, description: many(15) }).warnings).toEqual([]);
    expect(checkMetadata({ ...ok, description: many(16) }).warnings[0]?.reason).toBe('hashtagsOverFifteen');
    expect(checkMetadata({ ...ok, description: many(61) }).warnings[0]?.reason).toBe('hashtagsIgnored');
  });
});

describe('chapters', () => {
  it('accepts a valid list with the timestamp first', () => {
    const parsed = parseChapters('Intro text\n0:00 Intro\n0:48 The cheese paste\n1:02:03 Serving');
    expect(parsed.valid).toBe(true);
    expect(parsed.chapters.map((c) => c.startSeconds)).toEqual([0, 48, 3723]);
    expect(parsed.chapters[1]).toMatchObject({ title: 'The cheese paste', line: 3 });
  });
  it('names each broken rule', () => {
    expect(parseChapters('0:00 a\n0:30 b').problems).toContain('fewerThanThree');
    expect(parseChapters('0:01 a\n0:30 b\n1:00 c').problems).toContain('firstNotAtZero');
    expect(parseChapters('0:00 a\n1:30 b\n1:00 c').problems).toContain('notAscending');
    expect(parseChapters('0:00 a\n0:05 b\n1:00 c').problems).toContain('chapterUnderTenSeconds');
    expect(parseChapters('0:00 a\n0:30 b\n1:00 c', 65).problems).toContain('chapterUnderTenSeconds');
    expect(parseChapters('[0:00] a\n[0:30] b\n[1:00] c').problems).toContain('bracketedTimestamp');
    expect(parseChapters('Intro 0:00\nPart 0:30').chapters).toEqual([]);
  });
  it('warns about chapters on a Short and invalid chapters', () => {
    const chapters = '0:00 a\n0:20 b\n0:40 c';
    expect(checkMetadata({ ...ok, description: chapters, isShort: true }).warnings[0]?.reason).toBe(
      'chaptersOnShort',
    );
    expect(checkMetadata({ ...ok, description: '0:05 a\n0:20 b\n0:40 c' }).warnings[0]?.reason).toBe(
      'chaptersInvalid',
    );
  });
  it('formats timestamps the way YouTube displays them', () => {
    expect([0, 9.9, 65, 600, 3723].map(formatTimestamp)).toEqual([
      '0:00',
      '0:09',
      '1:05',
      '10:00',
      '1:02:03',
    ]);
  });
});

describe('LIMITS', () => {
  it('holds YouTube’s numbers', () => {
    expect(LIMITS).toMatchObject({ titleMaxCodepoints: 100, descriptionMaxBytes: 5000, tagsMaxBudget: 500 });
  });
});
