// The checker grades what it says it grades: label quality on the fragments the issue quotes, and each kind of
// expectation on a hand-made engine answer that passes or fails it.
import { describe, expect, it } from 'vitest';
import type { Suggestions } from '../src/index.ts';
import { checkVideo, contradictions, labelQuality } from './expectations.ts';
import type { EvalVideo } from './expectations.ts';

describe('labelQuality', () => {
  it.each([
    ['Finally lube the chain, one drop of', 'en', ['length', 'stopwordEnd']],
    ['Quick', 'en', ['bareVerb']],
    ['Keep', 'en', ['bareVerb']],
    ['Salt, pepper,', 'en', ['cut']],
    ['Two hundred grams', 'en', ['quantity']],
    ["C'était", 'fr', ['stopwordEnd', 'clause']],
    ['Checkliste findet', 'de', ['clause']],
    ['देखिए कितनी क्रीमी', 'hi', ['clause']],
    ['スープの', 'ja', ['stopwordEnd']],
  ])('“%s” (%s) is flagged %j', (label, language, problems) => {
    expect(labelQuality(label, language).problems).toEqual(problems);
  });

  it.each([
    ['Cast iron pan', 'en'],
    ['Chain wear check', 'en'],
    ['Pinch grip', 'en'],
    ['Caramelo', 'es'],
    ['Außergewöhnliche Belastungen', 'de'],
    ['Minutes au frigo', 'fr'],
    ['鶏ガラのスープ', 'ja'],
    ['दाल मखनी का तड़का', 'hi'],
  ])('“%s” (%s) is a good label', (label, language) => {
    expect(labelQuality(label, language)).toMatchObject({ ok: true, problems: [] });
  });
});

const video: EvalVideo = {
  id: 'en-test',
  language: 'en',
  niche: 'cooking',
  title: 'NO OVEN PIZZA!!! in 10 MINUTES',
  description: '',
  tags: [],
  isShort: false,
  durationSeconds: 300,
  captions: [{ startSeconds: 0.5, endSeconds: 3, text: 'No oven at all, just a pan.' }],
  channel: { title: 'Pan', topTitles: [] },
  expect: {
    minTitleCandidates: 3,
    titleKeywords: ['skillet pizza'],
    titleKeywordWithin: 20,
    titleMustNotContain: ['!!!'],
    titleCalm: true,
    titleFitsMobile: true,
    tagsMustNotInclude: ['oven'],
    tagsShouldIncludeOneOf: ['pizza'],
    chapterCountMin: 3,
    chapterLabelsMustNotBe: ['Keep'],
    descriptionMinChars: 10,
    promiseIssueKinds: [],
  },
};

function answer(overrides: Partial<Suggestions>): Suggestions {
  const because = { code: 'title.calmed' as const, message: 'Calmer.' };
  return {
    engine: 'builtin',
    language: 'en',
    keywords: [],
    titles: ['Skillet Pizza Without an Oven', 'Skillet Pizza in 10 Minutes', 'Crispy Skillet Pizza'].map(
      (text) => ({
        text,
        rationale: because,
      }),
    ),
    description: 'Skillet pizza on the stove.',
    tags: ['skillet pizza', 'no oven pizza'],
    hashtags: [],
    chapters: [
      { startSeconds: 0, title: 'Dough' },
      { startSeconds: 40, title: 'Hot pan' },
      { startSeconds: 90, title: 'Lid and steam' },
    ],
    notes: [],
    ...overrides,
  };
}

const statuses = (r: ReturnType<typeof checkVideo>) =>
  Object.fromEntries(r.results.map((x) => [x.expectation, x.status]));

describe('checkVideo', () => {
  it('passes a good answer on every expectation', () => {
    const report = checkVideo(video, answer({}), []);
    expect(report.results.filter((r) => r.status !== 'pass')).toEqual([]);
    expect(report.candidates).toBe(3);
    expect(report.labels.every((l) => l.ok)).toBe(true);
  });

  it('fails each expectation a bad answer misses, with the reason', () => {
    const bad = answer({
      titles: [{ text: 'NO OVEN PIZZA!!! in 10 MINUTES', rationale: { message: '' } }],
      tags: ['oven', 'dinner'],
      chapters: [{ startSeconds: 0, title: 'Keep' }],
      description: '',
      notes: [
        { code: 'title.alreadyGood', message: 'good' },
        { code: 'title.noKeyword', message: 'no keyword' },
      ],
    });
    const report = checkVideo(video, bad, [{ kind: 'negation', claim: 'NO OVEN', message: 'oven used' }]);
    expect(statuses(report)).toEqual({
      minTitleCandidates: 'fail',
      titlesExplained: 'fail',
      titleKeywordWithin: 'fail',
      titleMustNotContain: 'fail',
      titleCalm: 'fail',
      titleFitsMobile: 'pass',
      tagsMustNotInclude: 'fail',
      tagsShouldIncludeOneOf: 'fail',
      chapterCountMin: 'fail',
      chapterLabelsMustNotBe: 'fail',
      descriptionMinChars: 'fail',
      promiseIssueKinds: 'fail',
      noContradictoryNotes: 'fail',
    });
    expect(report.candidates).toBe(0);
    expect(report.results.find((r) => r.expectation === 'promiseIssueKinds')?.reason).toContain(
      'got [negation]',
    );
  });

  it('reports the promise check as unavailable when the package has none', () => {
    const report = checkVideo(video, answer({}), null);
    expect(report.results.find((r) => r.category === 'promise')?.status).toBe('unavailable');
  });
});

describe('contradictions', () => {
  it('catches “already good” for a title the mobile feed cuts', () => {
    const long =
      'We Walked Bangkok’s Biggest Night Market For Five Hours And Tried All The Street Food We Found';
    const notes = [{ code: 'title.alreadyGood' as const, message: 'fits' }];
    expect(contradictions(answer({ notes }), long)).toHaveLength(1);
    expect(contradictions(answer({ notes }), 'Skillet Pizza')).toEqual([]);
  });
});
