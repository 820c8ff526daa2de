import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtinSuggest } from '../src/engine/builtin.ts';
import { checkMetadata, parseChapters, scoreVideo, tagBudget } from '../src/index.ts';
import { contradictions, distinctCandidates } from '../eval/expectations.ts';
import { cues, tags, text, topicalCues } from './arbitraries.ts';

const codepoints = (s: string) => [...s].length;
// The reference's own formula (youtube-platform.md §5), written independently of the package.
const referenceBudget = (list: string[]) =>
  list.reduce((n, t) => n + codepoints(t) + (t.includes(' ') ? 2 : 0), 0) + Math.max(0, list.length - 1);

const suggestInput = fc.record({
  title: text(20),
  description: text(60),
  tags,
  isShort: fc.boolean(),
  durationSeconds: fc.option(fc.integer({ min: 1, max: 4 * 3600 }), { nil: null }),
  captions: cues,
  language: fc.option(fc.constantFrom('en', 'es', 'ja', 'ar', 'hi', 'zh', 'th', 'ko', 'xx'), {
    nil: undefined,
  }),
  titleCount: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
});

describe('builtinSuggest output always passes YouTube’s rules', () => {
  it('every title, the description and the tags are accepted by checkMetadata', () => {
    fc.assert(
      fc.property(suggestInput, (input) => {
        const s = builtinSuggest(input);
        const titles = s.titles.length > 0 ? s.titles.map((t) => t.text) : ['x'];
        for (const title of titles) {
          const verdict = checkMetadata({
            title,
            description: s.description,
            tags: s.tags,
            isShort: input.isShort,
          });
          expect(verdict.problems).toEqual([]);
        }
        expect(tagBudget(s.tags)).toBeLessThanOrEqual(500);
        expect(s.hashtags.length).toBeLessThanOrEqual(5);
        expect(s.engine).toBe('builtin');
      }),
      { numRuns: 150 },
    );
  });

  it('chapters start at 0:00 and every other start is a caption cue start', () => {
    let withChapters = 0;
    const inputs = fc.oneof(
      { arbitrary: suggestInput, weight: 1 },
      {
        arbitrary: suggestInput.chain((base) => topicalCues.map((captions) => ({ ...base, captions }))),
        weight: 3,
      },
    );
    fc.assert(
      fc.property(inputs, (input) => {
        const s = builtinSuggest(input);
        if (input.isShort) expect(s.chapters).toEqual([]);
        if (s.chapters.length === 0) return;
        withChapters += 1;
        const starts = new Set(input.captions.map((c) => c.startSeconds));
        expect(s.chapters.length).toBeGreaterThanOrEqual(3);
        expect(s.chapters[0]?.startSeconds).toBe(0);
        for (const chapter of s.chapters.slice(1)) expect(starts.has(chapter.startSeconds)).toBe(true);
        // The chapters as written in the description satisfy YouTube's rules.
        const floors = s.chapters.map((c) => Math.floor(c.startSeconds));
        for (let i = 1; i < floors.length; i += 1)
          expect((floors[i] ?? 0) - (floors[i - 1] ?? 0)).toBeGreaterThanOrEqual(10);
        for (const chapter of s.chapters) expect(codepoints(chapter.title)).toBeLessThanOrEqual(49);
        const written = parseChapters(s.description, input.durationSeconds);
        if (written.chapters.length === s.chapters.length) expect(written.valid).toBe(true);
      }),
      { numRuns: 200 },
    );
    // The property must have been exercised on real chapter lists, not only on empty ones.
    expect(withChapters).toBeGreaterThan(15);
  });
});

describe('tag budget', () => {
  it('equals the reference formula for any tags', () => {
    fc.assert(
      fc.property(tags, (list) => {
        expect(tagBudget(list)).toBe(referenceBudget(list));
      }),
    );
  });
  it('matches the documented examples', () => {
    expect(tagBudget(['Foo-Baz'])).toBe(7);
    expect(tagBudget(['Foo Baz'])).toBe(9);
  });
  it('accepts exactly 500 and rejects 501', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.boolean(), (n, spaced) => {
        // n tags of equal cost, the last one padded so the budget lands on 500, then on 501.
        const unit = spaced ? 'a b' : 'ab';
        const base = Array.from({ length: n - 1 }, () => unit);
        const used = referenceBudget(base) + (base.length > 0 ? 1 : 0);
        const last = 'x'.repeat(500 - used);
        const at500 = [...base, last];
        expect(tagBudget(at500)).toBe(500);
        expect(checkMetadata({ title: 't', description: '', tags: at500 }).accepted).toBe(true);
        expect(checkMetadata({ title: 't', description: '', tags: [...base, `${last}x`] }).accepted).toBe(
          false,
        );
      }),
    );
  });
});

describe('limits at the edges', () => {
  const grapheme = fc.constantFrom('a', 'é', 'e\u0301', '東', '🍕', '👩‍👩‍👧', 'م', 'ि');
  it('titles: 100 code points accepted, 101 rejected, whatever the characters', () => {
    fc.assert(
      fc.property(fc.array(grapheme, { minLength: 1, maxLength: 60 }), (pieces) => {
        const cps = [...pieces.join('').repeat(101)];
        const at = (n: number) => cps.slice(0, n).join('');
        expect(checkMetadata({ title: `a${at(99)}`, description: '', tags: [] }).accepted).toBe(true);
        expect(checkMetadata({ title: `a${at(100)}`, description: '', tags: [] }).accepted).toBe(false);
      }),
    );
  });
  it('descriptions: 5,000 bytes accepted, 5,001 rejected, with multi-byte characters', () => {
    fc.assert(
      fc.property(fc.constantFrom('é', '東', '🍕', 'م'), (ch) => {
        const bytes = new TextEncoder().encode(ch).length;
        const fill = ch.repeat(Math.floor(5000 / bytes));
        const exact = fill + 'a'.repeat(5000 - new TextEncoder().encode(fill).length);
        expect(checkMetadata({ title: 't', description: exact, tags: [] }).accepted).toBe(true);
        expect(checkMetadata({ title: 't', description: `${exact}a`, tags: [] }).accepted).toBe(false);
      }),
    );
  });
});

describe('scoreVideo', () => {
  it('is within 0–100 and equals the sum of the points of applicable checks', () => {
    fc.assert(
      fc.property(
        fc.record({
          title: text(20),
          description: text(40),
          tags,
          hasCustomThumbnail: fc.option(fc.boolean(), { nil: null }),
          hasCaptions: fc.boolean(),
          localizationCount: fc.nat(5),
          isShort: fc.boolean(),
          durationSeconds: fc.option(fc.nat(7200), { nil: null }),
        }),
        (input) => {
          const result = scoreVideo(input);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
          const applicable = result.checks.filter((c) => c.applicable);
          expect(result.score).toBe(applicable.reduce((n, c) => n + c.points, 0));
          for (const c of result.checks) if (!c.applicable || !c.passed) expect(c.points).toBe(0);
          if (applicable.length > 0 && applicable.every((c) => c.passed)) expect(result.score).toBe(100);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('builtinSuggest guarantees for titles and chapter labels', () => {
  const WORDS = [
    'cheese',
    'pecorino',
    'grater',
    'pepper',
    'mortar',
    'pasta',
    'spaghetti',
    'starch',
    'SHOCKING',
  ];
  const titled = fc.record({
    title: fc.array(fc.constantFrom(...WORDS), { minLength: 3, maxLength: 8 }).map((w) => w.join(' ')),
    captions: topicalCues,
    isShort: fc.constant(false),
    durationSeconds: fc.constant(null),
    description: fc.constant(''),
    tags: fc.constant([] as string[]),
    language: fc.constant('en'),
  });

  // Tiny caption tracks too: none, or a few cues that repeat the title's words.
  const tinyCues = fc
    .array(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }), { maxLength: 3 })
    .map((lines) =>
      lines.map((words, i) => ({ startSeconds: i * 4, endSeconds: i * 4 + 3.5, text: words.join(' ') })),
    );
  const anyTitled = fc.oneof(
    titled,
    titled.chain((base) => tinyCues.map((captions) => ({ ...base, captions }))),
  );

  it('every title of three or more words gets at least 3 distinct, explained candidates', () => {
    let checked = 0;
    fc.assert(
      fc.property(anyTitled, (input) => {
        // The title must name two things: one word said three times ("cheese cheese cheese"), with or without
        // bait ("SHOCKING spaghetti spaghetti"), leaves nothing to rearrange or add honestly.
        fc.pre(new Set(input.title.split(' ').filter((w) => w !== 'SHOCKING')).size >= 2);
        const s = builtinSuggest(input);
        const titles = s.titles.map((t) => t.text);
        checked += 1;
        expect(distinctCandidates(input.title, titles, s.language).length).toBeGreaterThanOrEqual(3);
        for (const t of s.titles) expect(t.rationale.message.trim()).not.toBe('');
        expect(contradictions(s, input.title)).toEqual([]);
      }),
      {
        numRuns: 200,
        examples: [
          [
            {
              title: 'pasta cheese cheese',
              captions: [
                { startSeconds: 0, endSeconds: 3.5, text: 'cheese' },
                { startSeconds: 4, endSeconds: 7.5, text: 'pasta cheese' },
              ],
              isShort: false,
              durationSeconds: null,
              description: '',
              tags: [],
              language: 'en',
            },
          ],
        ],
      },
    );
    // The property must have run on generated titles, not on an empty list.
    expect(checked).toBeGreaterThan(100);
    // 200 full Basic-engine runs: seconds of CPU, more on a loaded machine than the default 5 s allows.
  }, 30_000);

  it('chapter labels are 1–5 words', () => {
    let labels = 0;
    fc.assert(
      fc.property(titled, (input) => {
        for (const chapter of builtinSuggest(input).chapters) {
          labels += 1;
          const words = chapter.title.split(/\s+/u).filter(Boolean).length;
          expect(words).toBeGreaterThanOrEqual(1);
          expect(words).toBeLessThanOrEqual(5);
        }
      }),
      { numRuns: 60 },
    );
    expect(labels).toBeGreaterThan(30);
  });
});
