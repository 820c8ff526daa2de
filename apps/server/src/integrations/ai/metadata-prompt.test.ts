import { describe, expect, it } from 'vitest';
import { buildMetadataPrompt, estimateTokens } from './metadata-prompt.ts';

const cues = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    startSeconds: i * 4,
    endSeconds: i * 4 + 4,
    text: `Cue ${i}: we sand the edge, check it with a square and glue the next board on.`,
  }));

const input = (count: number, maxInputTokens: number) => ({
  language: 'en',
  creatorLanguage: 'en',
  title: 'workbench build',
  description: '',
  tags: [],
  durationSeconds: count * 4,
  isShort: false,
  cues: cues(count),
  channelTopTitles: [],
  titleCount: 5,
  maxInputTokens,
});

describe('the metadata prompt', () => {
  it('keeps the whole transcript when it fits', () => {
    const prompt = buildMetadataPrompt(input(40, 6000));
    expect(prompt.transcriptCuesUsed).toBe(40);
    expect(prompt.allowedChapterStarts[0]).toBe(0);
  });

  it('thins an over-long transcript evenly to what fits, from 0:00 to the end, under the cap', () => {
    const prompt = buildMetadataPrompt(input(300, 6000));
    const wholeCost = cues(300).reduce((sum, c) => sum + estimateTokens(c.text) + 4, 0);
    expect(wholeCost).toBeGreaterThan(6000);
    // Most of what fits is used: not every other cue when only a few too many.
    expect(prompt.estimatedInputTokens).toBeLessThanOrEqual(6000);
    expect(prompt.estimatedInputTokens).toBeGreaterThan(6000 * 0.85);
    expect(prompt.allowedChapterStarts[0]).toBe(0);
    expect(prompt.allowedChapterStarts.at(-1)).toBeGreaterThan(300 * 4 * 0.95);
    const gaps = prompt.allowedChapterStarts.slice(1).map((s, i) => s - prompt.allowedChapterStarts[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(12);
  });
});
