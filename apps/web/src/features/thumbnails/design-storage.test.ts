import { beforeEach, describe, expect, it } from 'vitest';
import { ThumbnailDesign } from '@vidcraft/contracts';
import {
  fromThumbnailDesign,
  initialDesign,
  newLayer,
  toThumbnailDesign,
  type StudioDesign,
} from './design.ts';
import { DESIGN_PREFIX, clearDesign, parseStoredDesign, readDesign, writeDesign } from './design-storage.ts';

const VIDEO = 'dQw4w9WgXcQ';
const design: StudioDesign = {
  background: { kind: 'preset', preset: 'gradient', colors: ['#1d4ed8', '#0f172a'] },
  layers: [
    { ...newLayer('a', 0), text: 'مرحبا بالعالم' },
    { ...newLayer('b', 1), text: '' },
  ],
};

describe('the design kept in the tab', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('comes back as it was written, with the upload step to reopen', () => {
    writeDesign(VIDEO, { design, resumeUpload: true });
    expect(readDesign(VIDEO)).toEqual({ design, resumeUpload: true });
    writeDesign(VIDEO, { design });
    expect(readDesign(VIDEO)).toEqual({ design });
    clearDesign(VIDEO);
    expect(readDesign(VIDEO)).toBeNull();
  });

  it('reads as none when any part is not a design', () => {
    const broken = (patch: (value: Record<string, unknown>) => void) => {
      const value = JSON.parse(JSON.stringify({ design })) as Record<string, unknown>;
      patch(value);
      return parseStoredDesign(value);
    };
    expect(parseStoredDesign(null)).toBeNull();
    expect(
      broken((v) => ((v.design as StudioDesign).background = { kind: 'preset', preset: 'x', colors: [] })),
    ).toBeNull();
    expect(broken((v) => ((v.design as StudioDesign).layers[0]!.fill = 'red'))).toBeNull();
    expect(broken((v) => ((v.design as StudioDesign).layers[0]!.maxSizePx = 999))).toBeNull();
    expect(broken((v) => ((v.design as { layers: unknown[] }).layers[0] = { id: 'x' }))).toBeNull();
    window.sessionStorage.setItem(DESIGN_PREFIX + VIDEO, '{oops');
    expect(readDesign(VIDEO)).toBeNull();
  });
});

describe('the design the server renders', () => {
  it('leaves out empty layers and switched-off styles, and is valid for the contract', () => {
    const sent = toThumbnailDesign(
      {
        ...design,
        layers: [
          { ...design.layers[0]!, shadow: { ...design.layers[0]!.shadow, enabled: false } },
          design.layers[1]!,
        ],
      },
      VIDEO,
    );
    expect(sent.layers).toHaveLength(1);
    expect(sent.layers[0]).not.toHaveProperty('shadow');
    expect(sent.layers[0]).toMatchObject({
      text: 'مرحبا بالعالم',
      outline: { color: '#000000', widthPx: 6 },
    });
    expect(ThumbnailDesign.safeParse(sent).success).toBe(true);
  });

  it('starts from the current thumbnail, or from the first preset when the video has none', () => {
    const preset = { id: 'gradient', colors: ['#1d4ed8', '#0f172a'] };
    expect(initialDesign(true, preset, 'l').background).toEqual({ kind: 'current', scrim: 0.2 });
    expect(initialDesign(false, preset, 'l').background).toEqual({
      kind: 'preset',
      preset: 'gradient',
      colors: ['#1d4ed8', '#0f172a'],
    });
    expect(toThumbnailDesign(initialDesign(true, preset, 'l'), VIDEO).background).toEqual({
      kind: 'current',
      videoId: VIDEO,
      scrim: 0.2,
    });
  });
});

describe('a kept design back in the editor', () => {
  it('renders the same as the design that was kept', () => {
    let n = 0;
    const ids = () => `id-${(n += 1)}`;
    for (const original of [
      design,
      {
        background: {
          kind: 'asset',
          assetId: '7d0c1f52-5f0e-4d5b-9a51-2f3a4c5d6e7f',
          imageUrl: '/x',
          scrim: 0.3,
        },
        layers: [
          { ...newLayer('a', 0), text: 'BOX', box: { enabled: true, color: '#111111', paddingPx: 20 } },
        ],
      } satisfies StudioDesign,
    ]) {
      const sent = toThumbnailDesign(original, VIDEO);
      const back = fromThumbnailDesign(sent, ids, (id) => `/images/${id}`);
      expect(toThumbnailDesign(back, VIDEO)).toEqual(sent);
      expect(parseStoredDesign({ design: back })).not.toBeNull();
    }
  });
});
