// The evaluation set itself: every file has the engine's input shape and valid expectations, the set is large and
// varied enough to mean something, and the captions are timed like continuous speech (no b-roll gaps before
// paragraphs, no instant or overlong cues), so chapter and summary figures are not artefacts of the timing.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVideos, videoFiles } from './load.ts';
import { evalVideoSchema } from './schema.ts';

const files = videoFiles();
const videos = loadVideos();
const MAX_GAP_SECONDS = 3;

describe('evaluation set', () => {
  it('has at least 40 videos in at least 6 languages, at least 4 in each language', () => {
    expect(videos.length).toBeGreaterThanOrEqual(40);
    const perLanguage = Map.groupBy(videos, (v) => v.language);
    expect(perLanguage.size).toBeGreaterThanOrEqual(6);
    for (const [language, list] of perLanguage) expect(list.length, language).toBeGreaterThanOrEqual(4);
  });

  it('mixes Shorts and long videos, honest and over-promising titles, negations', () => {
    expect(videos.filter((v) => v.isShort).length).toBeGreaterThanOrEqual(5);
    expect(videos.filter((v) => !v.isShort && v.durationSeconds >= 300).length).toBeGreaterThanOrEqual(2);
    expect(videos.filter((v) => v.expect.promiseIssueKinds.length === 0).length).toBeGreaterThanOrEqual(10);
    const kinds = new Set(videos.flatMap((v) => v.expect.promiseIssueKinds));
    expect([...kinds].sort()).toEqual(['duration', 'negation', 'number', 'superlative']);
    expect(videos.filter((v) => v.expect.tagsMustNotInclude).length).toBeGreaterThanOrEqual(3);
    expect(new Set(videos.map((v) => v.niche)).size).toBeGreaterThanOrEqual(10);
  });

  it.each(files.map((f) => [path.basename(f), f]))(
    '%s matches the SuggestInput and expectations schema',
    (name, file) => {
      const parsed = evalVideoSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(`${parsed.data?.id}.json`).toBe(name);
    },
  );

  describe.each(videos.map((v) => [v.id, v]))('%s', (_id, video) => {
    it('has captions timed like continuous speech', () => {
      const cues = video.captions ?? [];
      expect(cues.length).toBeGreaterThan(0);
      expect(cues[0]!.startSeconds).toBeLessThanOrEqual(MAX_GAP_SECONDS);
      cues.forEach((cue, i) => {
        const at = `cue ${i} “${cue.text}”`;
        const length = cue.endSeconds - cue.startSeconds;
        expect(length, at).toBeGreaterThanOrEqual(1);
        expect(length, at).toBeLessThanOrEqual(8);
        const previous = cues[i - 1];
        if (previous) {
          // Monotonic and without overlap; every gap, the ones before a new paragraph included, under 3 s.
          expect(cue.startSeconds, at).toBeGreaterThanOrEqual(previous.endSeconds);
          expect(cue.startSeconds - previous.endSeconds, at).toBeLessThanOrEqual(MAX_GAP_SECONDS);
        }
      });
      const last = cues.at(-1)!;
      expect(last.endSeconds).toBeLessThanOrEqual(video.durationSeconds);
      expect(video.durationSeconds - last.endSeconds).toBeLessThanOrEqual(10);
    });

    it('has a duration that fits its format', () => {
      if (video.isShort) expect(video.durationSeconds).toBeLessThanOrEqual(180);
      else {
        expect(video.durationSeconds).toBeGreaterThanOrEqual(120);
        expect(video.durationSeconds).toBeLessThanOrEqual(20 * 60);
      }
    });

    it('asks for what the issue promises', () => {
      // Every video has a transcript, so each is owed three title candidates.
      expect(video.expect.minTitleCandidates).toBeGreaterThanOrEqual(3);
      expect(video.expect.titleKeywords?.length ?? 0).toBeGreaterThan(0);
      if (video.isShort) expect(video.expect.chapterCountMin).toBe(0);
      else expect(video.expect.chapterCountMin).toBeGreaterThanOrEqual(3);
    });
  });
});
