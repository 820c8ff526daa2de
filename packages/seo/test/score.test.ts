import { describe, expect, it } from 'vitest';
import { RUBRIC, RUBRIC_TOTAL_WEIGHT, scoreVideo } from '../src/index.ts';
import type { ScoreInput } from '../src/index.ts';

const strong: ScoreInput = {
  title: 'Cacio e Pepe Without Clumps: The Cold Water Trick',
  description:
    'Cacio e pepe has three ingredients and one way to fail: cheese that seizes into rubbery lumps. Here is the method that fixes it.\n\n0:00 Why it clumps\n0:48 The cheese paste\n1:55 Toasting the pepper\n\n#CacioEPepe #PastaRecipe #ItalianFood',
  tags: ['cacio e pepe', 'cold water trick', 'pasta recipe'],
  hasCustomThumbnail: true,
  hasCaptions: true,
  localizationCount: 2,
  isShort: false,
  durationSeconds: 462,
  primaryKeyword: 'cacio e pepe',
};

describe('scoreVideo', () => {
  it('weights add up to 100 and every item says why and how to fix it', () => {
    expect(RUBRIC_TOTAL_WEIGHT).toBe(100);
    for (const item of Object.values(RUBRIC)) {
      expect(item.why.length).toBeGreaterThan(20);
      expect(item.fix.length).toBeGreaterThan(20);
      expect(item.source.length).toBeGreaterThan(3);
    }
  });
  it('gives a strong package 100 and labels the score as Vidcraft’s own', () => {
    const result = scoreVideo(strong);
    expect(result.checks.filter((c) => !c.passed).map((c) => c.id)).toEqual([]);
    expect(result).toMatchObject({ score: 100, primaryKeyword: 'cacio e pepe', source: 'vidcraft-rules' });
  });
  it('explains what failed, with the fix and the numbers', () => {
    const result = scoreVideo({
      ...strong,
      title: 'WATCH THIS BEFORE YOU COOK!!! The Secret Italian Method for Creamy Cacio e Pepe at Home',
      tags: [],
    });
    const failed = Object.fromEntries(result.checks.filter((c) => !c.passed).map((c) => [c.id, c]));
    expect(Object.keys(failed).sort()).toEqual([
      'tags.coverTitle',
      'title.keywordFront',
      'title.length',
      'title.noMisleadingMarkers',
    ]);
    expect(failed['title.keywordFront']?.details?.position).toBeGreaterThan(40);
    expect(failed['title.noMisleadingMarkers']?.fix).toContain('normal case');
    expect(result.score).toBe(55);
  });
  it('leaves out checks that do not apply and rescales the rest', () => {
    const short = scoreVideo({ ...strong, isShort: true, durationSeconds: 40, hasCustomThumbnail: null });
    const na = short.checks.filter((c) => !c.applicable).map((c) => c.id);
    expect(na.sort()).toEqual(['chapters.valid', 'thumbnail.custom']);
    expect(short.score).toBe(100);
    const shortVideo = scoreVideo({ ...strong, description: 'Short one', durationSeconds: 90 });
    expect(shortVideo.checks.find((c) => c.id === 'chapters.valid')?.applicable).toBe(false);
  });
  it('derives the primary keyword when none is given', () => {
    expect(scoreVideo({ ...strong, primaryKeyword: undefined }).primaryKeyword).toBe('cacio e pepe');
  });
});
