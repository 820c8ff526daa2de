// The hard cut is found within 0.2 s, and the frame after it (detailed, mid-grey) beats the dark flat one.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_MEDIA, testMedia, type TestMedia } from '../../../../test/test-media.ts';
import { findMediaTools, requireMediaTools, type MediaTools } from './media-tools.ts';
import { candidateTimes, detectSceneChanges, scoreGreyFrame, thumbnailCandidates } from './scenes.ts';

let tools: MediaTools;
let media: TestMedia;
let outputDir: string;
beforeAll(async () => {
  tools = requireMediaTools(await findMediaTools());
  media = await testMedia();
  outputDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-candidates-'));
});
afterAll(async () => {
  await fs.rm(outputDir, { recursive: true, force: true });
});

describe('detectSceneChanges', () => {
  it('finds the one hard cut within 0.2 s', async () => {
    const changes = await detectSceneChanges(tools, media.clip);
    expect(changes).toHaveLength(1);
    expect(Math.abs((changes[0] ?? -1) - TEST_MEDIA.clip.cutSeconds)).toBeLessThanOrEqual(0.2);
  });

  it('finds nothing in a clip without cuts', async () => {
    expect(await detectSceneChanges(tools, media.vertical)).toEqual([]);
  });
});

describe('thumbnailCandidates', () => {
  it('extracts JPEGs after the start and the cut, and ranks the sharp well-exposed one first', async () => {
    const changes = await detectSceneChanges(tools, media.clip);
    const candidates = await thumbnailCandidates(tools, media.clip, changes, {
      outputDir,
      durationSeconds: TEST_MEDIA.clip.durationSeconds,
      minCandidates: 1,
    });
    expect(candidates).toHaveLength(2);
    const [best, worst] = candidates;
    expect(best?.timeSeconds).toBeGreaterThan(TEST_MEDIA.clip.cutSeconds);
    expect(worst?.timeSeconds).toBeLessThan(TEST_MEDIA.clip.cutSeconds);
    expect(best?.sharpness).toBeGreaterThan(0.5);
    expect(worst?.sharpness).toBeLessThan(0.1);
    expect(best?.exposure).toBeGreaterThan(0.7);
    expect(worst?.exposure).toBeLessThan(0.3);
    for (const candidate of candidates) {
      const bytes = await fs.readFile(candidate.file);
      // A JPEG starts with the SOI marker.
      expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    }
  });
});

describe('candidateTimes', () => {
  const options = { offsetSeconds: 0.3, maxCandidates: 4, minCandidates: 3 };

  it('samples a single long shot evenly', () => {
    expect(candidateTimes([], 60, options)).toEqual([0.3, 10, 30, 50]);
  });

  it('takes the frame after each cut and keeps within the video', () => {
    expect(candidateTimes([20, 40, 59.95], 60, options)).toEqual([0.3, 20.3, 40.3, 59.9]);
  });

  it('spreads its choice over many cuts', () => {
    const cuts = Array.from({ length: 15 }, (_, i) => (i + 1) * 4);
    expect(candidateTimes(cuts, 64, options)).toEqual([0.3, 16.3, 32.3, 48.3]);
  });
});

describe('scoreGreyFrame', () => {
  it('scores a checkerboard sharp and a flat white frame blown out', () => {
    const width = 16;
    const checker = Uint8Array.from({ length: width * 16 }, (_, i) =>
      ((i % width) + Math.floor(i / width)) % 2 ? 200 : 60,
    );
    const white = new Uint8Array(width * 16).fill(255);
    expect(scoreGreyFrame(checker, width).sharpness).toBeGreaterThan(0.9);
    expect(scoreGreyFrame(white, width)).toMatchObject({ sharpness: 0, exposure: 0, clippedFraction: 1 });
  });
});
