// ffprobe's facts equal what the test setup generated; content, not the extension, decides what is media.
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_MEDIA, testMedia, type TestMedia } from '../../../../test/test-media.ts';
import { findMediaTools, requireMediaTools, type MediaTools } from './media-tools.ts';
import { isShortsEligible, NotMediaError, probeMedia } from './probe.ts';

let tools: MediaTools;
let media: TestMedia;
beforeAll(async () => {
  tools = requireMediaTools(await findMediaTools());
  media = await testMedia();
});

describe('probeMedia', () => {
  it('reads duration, size, frame rate and codecs of the generated clip', async () => {
    const facts = await probeMedia(tools, media.clip);
    expect(facts.durationSeconds).toBeCloseTo(TEST_MEDIA.clip.durationSeconds, 1);
    expect(facts.video).toMatchObject({
      codec: 'h264',
      width: TEST_MEDIA.clip.width,
      height: TEST_MEDIA.clip.height,
      frameRate: TEST_MEDIA.clip.frameRate,
      rotationDegrees: 0,
    });
    expect(facts.audio).toMatchObject({ codec: 'aac', sampleRate: 48000, channels: 1 });
    expect(facts.shortsEligible).toBe(false);
  });

  it('calls a short vertical video Shorts-eligible', async () => {
    const facts = await probeMedia(tools, media.vertical);
    expect(facts.video).toMatchObject({
      width: TEST_MEDIA.vertical.width,
      height: TEST_MEDIA.vertical.height,
    });
    expect(facts.audio).toBeNull();
    expect(facts.shortsEligible).toBe(true);
  });

  it('applies the display rotation: stored landscape, shown portrait', async () => {
    const facts = await probeMedia(tools, media.rotated);
    expect(facts.video).toMatchObject({ codedWidth: 320, codedHeight: 180, width: 180, height: 320 });
    expect(Math.abs(facts.video?.rotationDegrees ?? 0)).toBe(90);
    expect(facts.shortsEligible).toBe(true);
  });

  it('reads audio-only media and never calls it a Short', async () => {
    const facts = await probeMedia(tools, media.tone);
    expect(facts.video).toBeNull();
    expect(facts.audio).toMatchObject({ codec: 'pcm_s16le', channels: 2 });
    expect(facts.durationSeconds).toBeCloseTo(TEST_MEDIA.tone.durationSeconds, 1);
    expect(facts.shortsEligible).toBe(false);
  });

  it('refuses a text file renamed .mp4', async () => {
    const error = await probeMedia(tools, media.textAsMp4).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotMediaError);
    expect((error as NotMediaError).reason).toBe('unreadable');
  });
});

describe('isShortsEligible', () => {
  it('follows the current rule: up to 3 minutes, vertical or square', () => {
    expect(isShortsEligible(180, 1080, 1920)).toBe(true);
    expect(isShortsEligible(180, 1080, 1080)).toBe(true);
    expect(isShortsEligible(180.5, 1080, 1920)).toBe(false);
    expect(isShortsEligible(240, 1080, 1920)).toBe(false);
    expect(isShortsEligible(60, 1920, 1080)).toBe(false);
  });
});
