// What a new user meets first: the Basic engine on the Google sandbox's demo videos. Every title of three or more
// words gets at least three distinct title candidates, each explained, and no video gets notes that contradict each
// other (issue 12). bench/optimize/sandbox-videos.bench.ts prints the same figures.
import { builtinSuggest } from '@vidcraft/seo/engine';
import { describe, expect, it } from 'vitest';
import { contradictions, distinctCandidates } from '../../../packages/seo/eval/expectations.ts';
import { sandboxDemoVideos, wordCount } from './sandbox-demo-videos.ts';

const videos = sandboxDemoVideos();
const titled = videos.filter((v) => wordCount(v.title) >= 3);

describe('the Basic engine on the sandbox demo videos', () => {
  it('has demo videos to check, most with titles of three or more words', () => {
    expect(videos.length).toBeGreaterThanOrEqual(50);
    expect(titled.length).toBeGreaterThanOrEqual(40);
  });

  it.each(titled.map((v) => [v.id, v.title, v] as const))(
    '%s “%s”: at least 3 distinct candidates, each explained',
    (_id, title, video) => {
      const output = builtinSuggest(video.input);
      const candidates = distinctCandidates(
        title,
        output.titles.map((t) => t.text),
        output.language,
      );
      expect(candidates.length, candidates.join(' · ')).toBeGreaterThanOrEqual(3);
      for (const t of output.titles) expect(t.rationale.message.trim()).not.toBe('');
    },
  );

  it.each(videos.map((v) => [v.id, v.title, v] as const))(
    '%s “%s”: no contradictory notes',
    (_id, title, video) => {
      expect(contradictions(builtinSuggest(video.input), title)).toEqual([]);
    },
  );
});
