import { ThumbnailDesign } from '@vidcraft/contracts';
import { describe, expect, it } from 'vitest';
import { newLayer, toThumbnailDesign, type StudioDesign } from './design.ts';
import { makeVariants, rowOf } from './variants.ts';

const PRESETS = [
  { id: 'gradient', colors: ['#1d4ed8', '#0f172a'] },
  { id: 'spotlight', colors: ['#b91c1c', '#1c1917'] },
  { id: 'stripes', colors: ['#047857', '#022c22'] },
];
const VIDEO = 'dQw4w9WgXcQ';

function withText(design: StudioDesign, ...texts: string[]): StudioDesign {
  return {
    ...design,
    layers: texts.map((text, index) => ({ ...newLayer(`layer-${index}`, index), text })),
  };
}

const onCurrent = withText(
  { background: { kind: 'current', scrim: 0.2 }, layers: [] },
  'BEST RAMEN',
  'in Tokyo',
);
const onPreset = withText(
  { background: { kind: 'preset', preset: 'gradient', colors: ['#1d4ed8', '#0f172a'] }, layers: [] },
  'NEW',
);

describe('makeVariants', () => {
  it.each([
    ['text on the current thumbnail', onCurrent],
    ['text on a preset', onPreset],
    ['a preset without text', { ...onPreset, layers: [] }],
  ])('gives three different, valid variations of %s', (_name, design) => {
    const variants = makeVariants(design, { presets: PRESETS, brandColors: null });
    expect(variants).toHaveLength(3);
    const serialized = variants.map((variant) => JSON.stringify(variant.design));
    expect(new Set(serialized).size).toBe(3);
    expect(serialized).not.toContain(JSON.stringify(design));
    for (const variant of variants)
      expect(ThumbnailDesign.safeParse(toThumbnailDesign(variant.design, VIDEO)).success).toBe(true);
  });

  it('is deterministic and leaves the design it started from alone', () => {
    const before = JSON.stringify(onCurrent);
    expect(makeVariants(onCurrent, { presets: PRESETS, brandColors: null })).toEqual(
      makeVariants(onCurrent, { presets: PRESETS, brandColors: null }),
    );
    expect(JSON.stringify(onCurrent)).toBe(before);
  });

  it('moves every layer to a row of its own, as far apart as they go, never the duration badge corner', () => {
    const three = withText(onCurrent, 'ONE', 'TWO', 'THREE');
    for (const design of [onCurrent, three]) {
      const [moved] = makeVariants(design, { presets: PRESETS, brandColors: null });
      expect(moved?.kind).toBe('placement');
      const placements = moved?.design.layers.map((layer) => layer.placement) ?? [];
      expect(new Set(placements.map(rowOf)).size).toBe(placements.length);
      expect(placements).not.toContain('auto');
      expect(placements.join()).not.toContain('bottom-right');
      placements.forEach((placement, i) => expect(placement).not.toBe(design.layers[i]?.placement));
    }
    const [two] = makeVariants(onCurrent, { presets: PRESETS, brandColors: null });
    expect(two?.design.layers.map((layer) => rowOf(layer.placement))).toEqual(['top', 'bottom']);
    const atBottom = withText(onCurrent, 'ONE');
    atBottom.layers[0]!.placement = 'bottom-left';
    expect(
      makeVariants(atBottom, { presets: PRESETS, brandColors: null })[0]?.design.layers[0]?.placement,
    ).toBe('top-left');
  });

  it('strengthens contrast with a box (or an outline where boxes were) and darkens a picture', () => {
    const contrast = makeVariants(onCurrent, { presets: PRESETS, brandColors: null })[1];
    expect(contrast?.kind).toBe('contrast');
    expect(contrast?.design.layers.every((layer) => layer.box.enabled)).toBe(true);
    expect(contrast?.design.background).toEqual({ kind: 'current', scrim: 0.4 });
    const boxed = { ...onCurrent, layers: contrast?.design.layers ?? [] };
    const again = makeVariants(boxed, { presets: PRESETS, brandColors: null }).find(
      (v) => v.kind === 'contrast',
    );
    expect(again?.design.layers.every((layer) => !layer.box.enabled && layer.outline.enabled)).toBe(true);
  });

  it("recolours a preset in the channel's brand colours when there are some", () => {
    const brandColors = ['#ff6b6b', '#111111', '#ffd400'];
    const colors = makeVariants(onPreset, { presets: PRESETS, brandColors }).find((v) => v.kind === 'colors');
    expect(colors?.design.background).toEqual({ kind: 'preset', preset: 'gradient', colors: brandColors });
    const plain = makeVariants(onPreset, { presets: PRESETS, brandColors: null }).find(
      (v) => v.kind === 'colors',
    );
    expect(plain?.design.background).toMatchObject({ colors: ['#0f172a', '#1d4ed8'] });
  });

  it('offers the next presets when there is nothing else to vary', () => {
    const variants = makeVariants({ ...onPreset, layers: [] }, { presets: PRESETS, brandColors: null });
    expect(variants.map((variant) => variant.kind)).toEqual(['colors', 'preset', 'preset']);
    expect(
      variants.slice(1).map((v) => (v.design.background.kind === 'preset' ? v.design.background.preset : '')),
    ).toEqual(['spotlight', 'stripes']);
  });

  it('gives fewer only when nothing can vary (no text, no presets)', () => {
    const bare: StudioDesign = { background: { kind: 'current', scrim: 0.6 }, layers: [] };
    expect(makeVariants(bare, { presets: [], brandColors: null })).toEqual([]);
  });
});
