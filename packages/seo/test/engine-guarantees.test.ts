// What the Basic engine promises on every evaluation video and every test fixture: no pair of notes that says
// opposite things, at least three distinct faithful title candidates, chapter labels of 1–5 words.
import { describe, expect, it } from 'vitest';
import { builtinSuggest } from '../src/engine/builtin.ts';
import type { SuggestInput } from '../src/index.ts';
import { contradictions, distinctCandidates, labelQuality } from '../eval/expectations.ts';
import { loadVideos } from '../eval/load.ts';
import { maqluba } from './fixtures/ar.ts';
import type { VideoFixture } from './fixtures/cues.ts';
import { bangkokNightMarket, cacioEPepe, knifeSkills, tenMinutePizza } from './fixtures/en.ts';
import { churrosShort, madridMercados, oaxacaHumo } from './fixtures/es.ts';
import { delhiChaat } from './fixtures/hi.ts';
import { mestinRice, winterSoloCamp } from './fixtures/ja.ts';

const FIXTURES: VideoFixture[] = [
  cacioEPepe, knifeSkills, tenMinutePizza, bangkokNightMarket, madridMercados, oaxacaHumo, churrosShort,
  winterSoloCamp, mestinRice, maqluba, delhiChaat,
]; // prettier-ignore

function fromFixture(f: VideoFixture): [string, SuggestInput] {
  return [
    f.name,
    {
      title: f.title,
      description: f.description,
      tags: f.tags,
      isShort: f.isShort,
      durationSeconds: f.durationSeconds,
      captions: f.captions,
    },
  ];
}

const videos = loadVideos();
const cases: [string, SuggestInput][] = [
  ...videos.map((v): [string, SuggestInput] => {
    const { id, niche: _niche, expect: _expect, thumbnailText: _thumb, ...input } = v;
    return [id, input];
  }),
  ...FIXTURES.map(fromFixture),
];

describe('Basic engine guarantees on the evaluation set and the fixtures', () => {
  it('covers every video and fixture', () => {
    expect(videos.length).toBeGreaterThanOrEqual(40);
    expect(cases.length).toBe(videos.length + FIXTURES.length);
  });

  it.each(cases)('%s: no contradictory notes', (_name, input) => {
    expect(contradictions(builtinSuggest(input), input.title)).toEqual([]);
  });

  it.each(cases)('%s: at least 3 distinct candidates, each explained', (_name, input) => {
    const s = builtinSuggest(input);
    const language = s.language;
    expect(
      distinctCandidates(
        input.title,
        s.titles.map((t) => t.text),
        language,
      ).length,
    ).toBeGreaterThanOrEqual(3);
    for (const t of s.titles) expect(t.rationale.message.trim()).not.toBe('');
  });

  it.each(cases)('%s: chapter labels are good noun phrases', (_name, input) => {
    const s = builtinSuggest(input);
    const bad = s.chapters.map((c) => labelQuality(c.title, s.language)).filter((q) => !q.ok);
    expect(bad).toEqual([]);
  });
});
