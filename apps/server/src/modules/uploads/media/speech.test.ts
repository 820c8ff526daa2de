// Voice-band activity finds the espeak-ng speech inside its known window and ignores the 40 Hz hum.
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_MEDIA, testMedia, type TestMedia } from '../../../../test/test-media.ts';
import { findMediaTools, requireMediaTools, type MediaTools } from './media-tools.ts';
import { detectSilences } from './silences.ts';
import { complement, detectVoiceBandActivity } from './speech.ts';

let tools: MediaTools;
let media: TestMedia;
beforeAll(async () => {
  tools = requireMediaTools(await findMediaTools());
  media = await testMedia();
});

describe('detectVoiceBandActivity', () => {
  it('finds speech inside the known window, covering most of it, and nothing outside', async () => {
    const report = await detectVoiceBandActivity(tools, media.clip, TEST_MEDIA.clip.durationSeconds);
    expect(report.method).toBe('voice-band-activity');
    expect(report.segments.length).toBeGreaterThan(0);
    const { start, end } = media.speechWindow;
    for (const segment of report.segments) {
      expect(segment.start).toBeGreaterThanOrEqual(start - 0.05);
      expect(segment.end).toBeLessThanOrEqual(end + 0.05);
    }
    expect(report.totalSeconds).toBeGreaterThan((end - start) * 0.5);
  });

  it('ignores the hum that a plain silence detector hears', async () => {
    const { humWindow } = TEST_MEDIA.clip;
    const broadband = await detectSilences(tools, media.clip);
    const heard = complement(broadband.silences, TEST_MEDIA.clip.durationSeconds);
    // The control: without the band filter the hum is sound.
    expect(heard.some((r) => r.start < humWindow.end && r.end > humWindow.start)).toBe(true);
    const report = await detectVoiceBandActivity(tools, media.clip, TEST_MEDIA.clip.durationSeconds);
    expect(report.segments.some((r) => r.start < humWindow.end && r.end > humWindow.start)).toBe(false);
  });
});

describe('complement', () => {
  it('returns the uncovered parts', () => {
    expect(
      complement(
        [
          { start: 0, end: 1 },
          { start: 2, end: 3 },
        ],
        4,
      ),
    ).toEqual([
      { start: 1, end: 2 },
      { start: 3, end: 4 },
    ]);
  });
});
