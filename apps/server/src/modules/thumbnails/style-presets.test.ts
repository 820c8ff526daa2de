// Style presets draw a real texture (not a flat fill) in the colours they are given, the same pixels every time
// and at any size; brand colours become palettes that white or near-black text reads on.
import { createCanvas } from '@napi-rs/canvas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawBackground } from './compositor.ts';
import {
  contrast,
  drawPreset,
  isPresetId,
  MIN_TEXT_CONTRAST,
  parseHexColor,
  PRESET_DEFAULT_COLORS,
  PRESET_IDS,
  presetColorsFromBrand,
  STYLE_PRESETS,
  type PresetId,
} from './style-presets.ts';

type Rgb = readonly [number, number, number];

function draw(preset: PresetId, colors: string[], width = 1280, height = 720): Uint8ClampedArray {
  const ctx = createCanvas(width, height).getContext('2d');
  drawPreset(ctx, preset, colors, width, height);
  return ctx.getImageData(0, 0, width, height).data;
}

/** Share of pixels (every 3rd) within `tolerance` (RGB distance) of a colour. */
function shareNear(pixels: Uint8ClampedArray, color: Rgb, tolerance: number): number {
  let near = 0;
  let total = 0;
  for (let i = 0; i < pixels.length; i += 12) {
    const d = Math.hypot(pixels[i]! - color[0], pixels[i + 1]! - color[1], pixels[i + 2]! - color[2]);
    if (d <= tolerance) near += 1;
    total += 1;
  }
  return near / total;
}

/** Mean colour of each cell of a 4×4 grid over a 1280×720 image. */
function cellMeans(pixels: Uint8ClampedArray): Rgb[] {
  const means: Rgb[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 4; column += 1) {
      const sum = [0, 0, 0];
      let count = 0;
      for (let y = row * 180; y < (row + 1) * 180; y += 3) {
        for (let x = column * 320; x < (column + 1) * 320; x += 3) {
          const i = (y * 1280 + x) * 4;
          sum[0]! += pixels[i]!;
          sum[1]! += pixels[i + 1]!;
          sum[2]! += pixels[i + 2]!;
          count += 1;
        }
      }
      means.push([sum[0]! / count, sum[1]! / count, sum[2]! / count]);
    }
  }
  return means;
}

const BLUE = '#1d4ed8';
const AMBER = '#f59e0b';
const GREEN = '#16a34a';

describe('style presets', () => {
  it('lists about ten presets with ids the API accepts and a default pair each', () => {
    expect(PRESET_IDS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(PRESET_IDS).size).toBe(PRESET_IDS.length);
    for (const id of PRESET_IDS) {
      expect(id).toMatch(/^[a-z0-9-]{1,32}$/);
      expect(PRESET_DEFAULT_COLORS[id]).toHaveLength(2);
      for (const color of PRESET_DEFAULT_COLORS[id]) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(STYLE_PRESETS.map((p) => p.id)).toEqual([...PRESET_IDS]);
    expect(isPresetId('stripes')).toBe(true);
    expect(isPresetId('plaid')).toBe(false);
  });

  it.each(PRESET_IDS)('draws %s as a texture, not a flat fill, in both given colours', (preset) => {
    const pixels = draw(preset, [BLUE, AMBER]);
    // Not a flat fill of either colour: a real share of the picture is neither.
    expect(shareNear(pixels, parseHexColor(BLUE), 24)).toBeLessThan(0.9);
    expect(shareNear(pixels, parseHexColor(AMBER), 24)).toBeLessThan(0.9);
    // Both colours are really there.
    expect(shareNear(pixels, parseHexColor(BLUE), 40)).toBeGreaterThan(0.005);
    expect(shareNear(pixels, parseHexColor(AMBER), 40)).toBeGreaterThan(0.005);
    // With other colours it draws other pixels.
    const other = draw(preset, [GREEN, '#111111']);
    expect(shareNear(other, parseHexColor(GREEN), 40)).toBeGreaterThan(0.005);
    expect(shareNear(other, parseHexColor(BLUE), 40)).toBe(0);
  });

  it('uses a third colour as the accent where a preset has one', () => {
    for (const preset of ['blobs', 'split'] as const) {
      expect(shareNear(draw(preset, [BLUE, AMBER, GREEN]), parseHexColor(GREEN), 30)).toBeGreaterThan(0.005);
      expect(shareNear(draw(preset, [BLUE, AMBER]), parseHexColor(GREEN), 30)).toBe(0);
    }
  });

  it('draws the defaults when no colour is given, and a companion shade for one colour', () => {
    const defaults = draw('gradient', []);
    expect(shareNear(defaults, parseHexColor(PRESET_DEFAULT_COLORS.gradient[0]), 40)).toBeGreaterThan(0.005);
    const single = draw('split', [BLUE]);
    expect(shareNear(single, parseHexColor(BLUE), 10)).toBeGreaterThan(0.3);
    expect(shareNear(single, parseHexColor(BLUE), 10)).toBeLessThan(0.7);
  });

  it('draws the same pixels every time (grain has a fixed seed)', () => {
    for (const preset of PRESET_IDS) {
      const [first, second] = [draw(preset, [BLUE, AMBER]), draw(preset, [BLUE, AMBER])];
      expect(Buffer.from(first.buffer).equals(Buffer.from(second.buffer)), preset).toBe(true);
    }
  });

  it('looks the same drawn small as drawn full size and shrunk', async () => {
    for (const preset of PRESET_IDS) {
      const big = createCanvas(1280, 720);
      await drawBackground(big.getContext('2d'), { kind: 'preset', preset, colors: [BLUE, AMBER] });
      const shrunk = createCanvas(160, 90).getContext('2d');
      shrunk.imageSmoothingQuality = 'high';
      shrunk.drawImage(big, 0, 0, 160, 90);
      const a = shrunk.getImageData(0, 0, 160, 90).data;
      const b = draw(preset, [BLUE, AMBER], 160, 90);
      let difference = 0;
      for (let i = 0; i < a.length; i += 4)
        difference += Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!);
      expect(difference / (a.length / 2), preset).toBeLessThan(14);
    }
  });

  it('refuses unknown presets and colours that are not hex', () => {
    const ctx = createCanvas(16, 9).getContext('2d');
    expect(() => drawPreset(ctx, 'plaid' as PresetId, [], 16, 9)).toThrow(/Unknown style preset/);
    expect(() => drawPreset(ctx, 'gradient', ['red'], 16, 9)).toThrow(/#rrggbb/);
  });
});

describe('palettes from brand colours', () => {
  const hex = fc
    .tuple(
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
    )
    .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);

  it('keeps every colour readable against the chosen text and the two main colours apart', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRESET_IDS),
        fc.array(hex, { minLength: 1, maxLength: 3 }),
        (preset, brand) => {
          const palette = presetColorsFromBrand(preset, brand);
          expect(palette.colors).toHaveLength(Math.max(2, brand.length));
          const text = parseHexColor(palette.text);
          for (const color of palette.colors) {
            expect(color).toMatch(/^#[0-9a-f]{6}$/);
            expect(contrast(parseHexColor(color), text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
          }
          const [a, b] = palette.colors.map(parseHexColor) as [Rgb, Rgb];
          expect(Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])).toBeGreaterThanOrEqual(30);
        },
      ),
      { numRuns: 500, seed: 13 },
    );
  });

  it('leaves colours that are already readable alone and adjusts the others only in lightness', () => {
    for (const preset of PRESET_IDS) {
      expect(presetColorsFromBrand(preset, []).colors).toEqual([...PRESET_DEFAULT_COLORS[preset]]);
    }
    expect(presetColorsFromBrand('gradient', ['#1E3A8A', '#7C3AED'])).toEqual({
      colors: ['#1e3a8a', '#7c3aed'],
      text: '#ffffff',
    });
    // YouTube red is just short of 4.5:1 against white: it gets slightly darker and stays pure red.
    const red = presetColorsFromBrand('split', ['#ff0000']);
    expect(red.text).toBe('#ffffff');
    const [r, g, b] = parseHexColor(red.colors[0]!);
    expect(r).toBeGreaterThan(200);
    expect([g, b]).toEqual([0, 0]);
    // Yellow cannot carry white text: near-black text, yellow unchanged.
    expect(presetColorsFromBrand('stripes', ['#ffcc00'])).toMatchObject({
      colors: ['#ffcc00', expect.any(String)],
      text: '#111111',
    });
  });

  it.each([[['#ff0000']], [['#ffcc00', '#00aaff']], [['#0a0a0a']], [['#7c3aed', '#f472b6', '#22d3ee']]])(
    'renders every preset in brand %j so text reads everywhere on it (≥ 3:1 on average, as the checks ask)',
    (brand) => {
      for (const preset of PRESET_IDS) {
        const palette = presetColorsFromBrand(preset, brand);
        const text = parseHexColor(palette.text);
        const worst = Math.min(...cellMeans(draw(preset, palette.colors)).map((c) => contrast(c, text)));
        expect(worst, preset).toBeGreaterThanOrEqual(3);
      }
    },
  );
});
