import { describe, expect, it } from 'vitest';
import { assetBackground, newLayer, type StudioDesign } from './design.ts';
import { startingDesign } from './use-studio-design.ts';

const preset = { id: 'gradient', colors: ['#1d4ed8', '#0f172a'] };
const frame = assetBackground({ id: 'frame-asset', imageUrl: '/api/thumbnails/frame-asset/image' });
const stored: StudioDesign = {
  background: { kind: 'current', scrim: 0.3 },
  layers: [{ ...newLayer('a', 0), text: 'Winter soup' }],
};

describe('the design the studio opens with', () => {
  it('a new design: the video’s thumbnail, else the first preset; for no video never the current thumbnail', () => {
    const video = { hasVideo: true, hasCurrentThumbnail: true, firstPreset: preset, startBackground: null };
    expect(startingDesign(null, video, 'l').background).toEqual({ kind: 'current', scrim: 0.2 });
    const upload = { ...video, hasVideo: false };
    expect(startingDesign(null, upload, 'l').background).toEqual({
      kind: 'preset',
      preset: 'gradient',
      colors: preset.colors,
    });
    // Only a hand-edited storage has a "current" background for an upload.
    expect(startingDesign({ design: stored }, upload, 'l')).toEqual({
      background: { kind: 'preset', preset: 'gradient', colors: preset.colors },
      layers: stored.layers,
    });
  });

  it('the background it was opened with replaces the one it would start with, the text kept', () => {
    const start = {
      hasVideo: false,
      hasCurrentThumbnail: false,
      firstPreset: preset,
      startBackground: frame,
    };
    expect(startingDesign(null, start, 'l')).toEqual({ background: frame, layers: [newLayer('l', 0)] });
    expect(startingDesign({ design: stored }, start, 'l')).toEqual({
      background: frame,
      layers: stored.layers,
    });
    expect(startingDesign({ design: stored }, { ...start, hasVideo: true }, 'l').background).toEqual(frame);
    expect(frame).toEqual({
      kind: 'asset',
      assetId: 'frame-asset',
      imageUrl: '/api/thumbnails/frame-asset/image',
      scrim: 0.2,
    });
  });
});
