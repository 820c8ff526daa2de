// ffprobe's facts equal what the test setup generated; content, not the extension, decides what is media.
import fs from 'node:fs/promises';
import path from 'node:path';
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

  it('refuses a concat script that names a neighbouring file, so no analysis ever reads it', async () => {
    const dir = await fs.mkdtemp(path.join(media.dir, '..', 'vidcraft-concat-'));
    try {
      await fs.copyFile(media.clip, path.join(dir, 'someone-elses-upload.mp4'));
      const script = path.join(dir, 'upload.mp4');
      await fs.writeFile(script, "ffconcat version 1.0\nfile 'someone-elses-upload.mp4'\n");
      const error = await probeMedia(tools, script).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotMediaError);
      expect((error as NotMediaError).reason).toBe('references-other-files');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a playlist pointing at the network: only the file protocol is allowed', async () => {
    const dir = await fs.mkdtemp(path.join(media.dir, '..', 'vidcraft-hls-'));
    try {
      const playlist = path.join(dir, 'upload.mp4');
      await fs.writeFile(
        playlist,
        '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nhttp://127.0.0.1:9/a.ts\n#EXT-X-ENDLIST\n',
      );
      const error = await probeMedia(tools, playlist).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotMediaError);
      expect((error as NotMediaError).message).toMatch(/Invalid data|playlist/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
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
