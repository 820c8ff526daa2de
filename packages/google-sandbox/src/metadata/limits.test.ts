import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codepoints, descriptionProblem, tagBudget, tagsProblem, titleProblem, utf8Bytes } from './limits.ts';

describe('title limit: 100 Unicode code points, no angle brackets', () => {
  it('accepts exactly 100 code points and rejects 101', () => {
    expect(titleProblem('a'.repeat(100))).toBeNull();
    expect(titleProblem('a'.repeat(101))).toBe('tooLong');
  });
  it('counts an emoji as one code point even though it is two UTF-16 units', () => {
    const title = '🍕'.repeat(100);
    expect(title.length).toBe(200);
    expect(titleProblem(title)).toBeNull();
    expect(titleProblem(`${title}!`)).toBe('tooLong');
  });
  it('counts CJK characters as one each', () => {
    expect(titleProblem('東'.repeat(100))).toBeNull();
    expect(titleProblem('東'.repeat(101))).toBe('tooLong');
  });
  it('counts combining marks as their own code points', () => {
    const decomposed = 'e\u0301'; // é as e + combining acute accent
    expect(codepoints(decomposed)).toBe(2);
    expect(titleProblem(decomposed.repeat(50))).toBeNull();
    expect(titleProblem(`${decomposed.repeat(50)}x`)).toBe('tooLong');
  });
  it('rejects empty, whitespace-only and angle brackets', () => {
    expect(titleProblem('')).toBe('empty');
    expect(titleProblem('   ')).toBe('empty');
    expect(titleProblem('Best <pasta>')).toBe('angleBrackets');
  });
});

describe('description limit: 5000 UTF-8 bytes', () => {
  it('counts bytes, not characters', () => {
    expect(descriptionProblem('a'.repeat(5000))).toBeNull();
    expect(descriptionProblem('a'.repeat(5001))).toBe('tooLong');
    expect(descriptionProblem('é'.repeat(2500))).toBeNull(); // 2 bytes each
    expect(descriptionProblem('é'.repeat(2501))).toBe('tooLong');
    expect(descriptionProblem('東'.repeat(1666) + 'ab')).toBeNull(); // 4998 + 2
    expect(descriptionProblem('東'.repeat(1667))).toBe('tooLong'); // 5001
    expect(descriptionProblem('🍕'.repeat(1250))).toBeNull(); // 4 bytes each
    expect(descriptionProblem(`${'🍕'.repeat(1250)}a`)).toBe('tooLong');
  });
  it('rejects angle brackets', () => {
    expect(descriptionProblem('a > b')).toBe('angleBrackets');
  });
  it('agrees with Buffer.byteLength for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 3000 }), (text) => {
        const clean = text.replace(/[<>]/g, '');
        expect(descriptionProblem(clean) === 'tooLong').toBe(utf8Bytes(clean) > 5000);
      }),
    );
  });
});

describe('tags: Σ(length + 2 if it contains a space) + commas ≤ 500', () => {
  it('follows the documented examples', () => {
    expect(tagBudget(['Foo-Baz'])).toBe(7);
    expect(tagBudget(['Foo Baz'])).toBe(9);
    expect(tagBudget(['Foo-Baz', 'Foo Baz'])).toBe(7 + 9 + 1);
    expect(tagBudget([])).toBe(0);
  });
  it('accepts exactly 500 and rejects 501', () => {
    const fifty = Array.from({ length: 50 }, () => 'abcdefghi'); // 50 × 9 + 49 commas = 499
    expect(tagBudget(fifty)).toBe(499);
    expect(tagsProblem([...fifty.slice(0, 49), 'abcdefghij'])).toBeNull(); // 500
    expect(tagsProblem([...fifty.slice(0, 49), 'abcdefghijk'])).toBe('tooLong'); // 501
  });
  it('counts the quotes of a tag with a space', () => {
    expect(tagsProblem(['x'.repeat(497) + ' y'])).toBe('tooLong'); // 499 + 2 quotes = 501
    expect(tagsProblem(['x'.repeat(496) + ' y'])).toBeNull(); // 500
  });
  it('counts code points for emoji and CJK tags', () => {
    expect(tagBudget(['🍕🍕', '東京 ラーメン'])).toBe(2 + (7 + 2) + 1);
  });
  it('rejects empty tags and angle brackets', () => {
    expect(tagsProblem(['ok', ' '])).toBe('emptyTag');
    expect(tagsProblem(['<b>'])).toBe('angleBrackets');
  });
  it('is monotonic: adding a tag never lowers the budget', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 30 })),
        fc.string({ minLength: 1 }),
        (tags, extra) => {
          expect(tagBudget([...tags, extra])).toBeGreaterThan(tagBudget(tags));
        },
      ),
    );
  });
});
