// Silences are found where the test setup put them: dead air before the speech and the gap after it.
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_MEDIA, testMedia, type TestMedia } from '../../../../test/test-media.ts';
import { findMediaTools, requireMediaTools, type MediaTools } from './media-tools.ts';
import { detectSilences } from './silences.ts';

let tools: MediaTools;
let media: TestMedia;
beforeAll(async () => {
  tools = requireMediaTools(await findMediaTools());
  media = await testMedia();
});

describe('detectSilences', () => {
  it('reports the dead air before the speech starts', async () => {
    const report = await detectSilences(tools, media.clip);
    expect(report.deadAirAtStart).not.toBeNull();
    expect(report.deadAirAtStart?.start).toBe(0);
    // espeak-ng's own lead-in is a few ms of near-silence.
    expect(report.deadAirAtStart?.end).toBeGreaterThanOrEqual(TEST_MEDIA.clip.speechStartSeconds - 0.05);
    expect(report.deadAirAtStart?.end).toBeLessThan(TEST_MEDIA.clip.speechStartSeconds + 0.3);
  });

  it('reports the gap between the speech and the hum as a long gap, and nothing where sound is', async () => {
    const report = await detectSilences(tools, media.clip, { longGapSeconds: 1 });
    const { humWindow } = TEST_MEDIA.clip;
    expect(report.longGaps).toHaveLength(1);
    const gap = report.longGaps[0];
    // The gap starts inside the speech file's quiet tail and ends where the hum starts.
    expect(gap?.start).toBeGreaterThan(media.speechWindow.start + 0.5);
    expect(gap?.start).toBeLessThanOrEqual(media.speechWindow.end + 0.05);
    expect(Math.abs((gap?.end ?? 0) - humWindow.start)).toBeLessThan(0.1);
    expect(report.silences.length).toBeGreaterThan(1);
    for (const silence of report.silences) {
      expect(silence.end <= humWindow.start + 0.05 || silence.start >= humWindow.end - 0.05).toBe(true);
    }
  });

  it('follows its thresholds: a very high floor calls almost everything silent', async () => {
    const report = await detectSilences(tools, media.clip, { noiseDb: 0, minSilenceSeconds: 0.5 });
    const total = report.silences.reduce((sum, s) => sum + s.end - s.start, 0);
    expect(total).toBeGreaterThan(TEST_MEDIA.clip.durationSeconds - 0.5);
  });
});
