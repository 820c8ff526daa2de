// Loudness agrees with a tone of known level and with ffmpeg's own loudnorm measurement run independently.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_MEDIA, testMedia, type TestMedia } from '../../../../test/test-media.ts';
import { measureLoudness, NoAudioError, YOUTUBE_REFERENCE_LUFS } from './loudness.ts';
import { findMediaTools, requireMediaTools, type MediaTools } from './media-tools.ts';

let tools: MediaTools;
let media: TestMedia;
beforeAll(async () => {
  tools = requireMediaTools(await findMediaTools());
  media = await testMedia();
});

// loudnorm's first pass: a different filter, same standard.
async function loudnormReport(file: string): Promise<{ input_i: string; input_tp: string }> {
  const { stderr } = await promisify(execFile)(
    'ffmpeg',
    ['-hide_banner', '-nostats', '-i', file, '-vn', '-af', 'loudnorm=print_format=json', '-f', 'null', '-'],
    { timeout: 120_000 },
  );
  const json = stderr.slice(stderr.lastIndexOf('{'), stderr.lastIndexOf('}') + 1);
  return JSON.parse(json) as { input_i: string; input_tp: string };
}

describe('measureLoudness', () => {
  it('measures a −20 dBFS stereo 1 kHz sine at about −20 LUFS with a −20 dB true peak', async () => {
    const report = await measureLoudness(tools, media.tone);
    expect(report.integratedLufs).not.toBeNull();
    expect(Math.abs((report.integratedLufs ?? 0) - -20)).toBeLessThanOrEqual(1);
    expect(Math.abs((report.truePeakDbtp ?? 0) - TEST_MEDIA.tone.peakDbfs)).toBeLessThanOrEqual(0.5);
    expect(report.loudnessRangeLu).toBeLessThan(1);
    expect(report.gapToYouTubeLu).toBeCloseTo(YOUTUBE_REFERENCE_LUFS - (report.integratedLufs ?? 0), 1);
  });

  it('is within 1 LU of loudnorm on the speech clip', async () => {
    const [report, independent] = await Promise.all([
      measureLoudness(tools, media.clip),
      loudnormReport(media.clip),
    ]);
    expect(report.integratedLufs).not.toBeNull();
    expect(Math.abs((report.integratedLufs ?? 0) - Number(independent.input_i))).toBeLessThanOrEqual(1);
    expect(Math.abs((report.truePeakDbtp ?? 0) - Number(independent.input_tp))).toBeLessThanOrEqual(1);
  });

  it('draws a strip with one point per step: silent before the speech, loud during it', async () => {
    const report = await measureLoudness(tools, media.clip, { stripStepSeconds: 0.5 });
    const { durationSeconds, speechStartSeconds } = TEST_MEDIA.clip;
    expect(report.strip.length).toBeGreaterThanOrEqual(durationSeconds / 0.5 - 1);
    expect(report.strip.map((p) => p.t)).toEqual(report.strip.map((_, i) => (i + 1) * 0.5));
    const before = report.strip.filter((p) => p.t <= speechStartSeconds);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((p) => p.momentaryLufs === null)).toBe(true);
    const during = report.strip.filter(
      (p) => p.t >= media.speechWindow.start + 0.5 && p.t <= media.speechWindow.end - 0.4,
    );
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((p) => p.momentaryLufs !== null && p.momentaryLufs > -40)).toBe(true);
  });

  it('says plainly when there is no audio', async () => {
    await expect(measureLoudness(tools, media.vertical)).rejects.toBeInstanceOf(NoAudioError);
  });
});
