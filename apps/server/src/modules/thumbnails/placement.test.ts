// Automatic placement puts text on the calm side of a picture and off skin-coloured areas, never in the
// duration badge's corner, one region per layer, the same answer every time, fast.
import { performance } from 'node:perf_hooks';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  drawBackground,
  PLACEMENTS,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  type Background,
  type Placement,
} from './compositor.ts';
import {
  ANALYSIS_HEIGHT,
  ANALYSIS_WIDTH,
  PLACEMENT_METHOD,
  PLACEMENT_REGIONS,
  regionsOverlap,
  suggestPlacements,
  type PlacementSuggestion,
} from './placement.ts';
import { PRESET_IDS } from './style-presets.ts';
import { DURATION_BADGE } from './thumbnail-checks.ts';

async function picture(
  draw: (ctx: SKRSContext2D) => void,
  format: 'png' | 'jpeg' = 'png',
): Promise<Background> {
  const canvas = createCanvas(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#3b5b7a';
  ctx.fillRect(0, 0, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
  draw(ctx);
  const image = format === 'png' ? await canvas.encode('png') : await canvas.encode('jpeg', 90);
  return { kind: 'image', image };
}

/** Per-pixel colour noise from a fixed seed over a rectangle. */
function noise(ctx: SKRSContext2D, x: number, y: number, width: number, height: number) {
  const pixels = ctx.getImageData(x, y, width, height);
  let state = 12345;
  for (let i = 0; i < pixels.data.length; i += 4) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    pixels.data[i] = state >>> 24;
    pixels.data[i + 1] = (state >>> 16) & 255;
    pixels.data[i + 2] = (state >>> 8) & 255;
  }
  ctx.putImageData(pixels, x, y);
}

const SKIN = '#e0ac69';
/** Not a skin tone, but as light as SKIN (luma 180), so its edges are as strong. */
const SKY = '#8fc0d8';

function ellipse(ctx: SKRSContext2D, color: string, x: number, y: number) {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.ellipse(x, y, 160, 210, 0, 0, Math.PI * 2);
  ctx.fill();
}

const scoreOf = (suggestion: PlacementSuggestion, placement: Placement) =>
  suggestion.ranking.find((s) => s.placement === placement)!;

const RIGHT_SIDE: Placement[] = ['top-right', 'center-right'];

describe('automatic text placement', () => {
  it('says plainly that no face detector is used', () => {
    expect(PLACEMENT_METHOD).toMatch(/^No face detector is used\./);
    expect(PLACEMENT_METHOD).toMatch(/skin/);
  });

  it('puts text on the calm half when the other half is busy', async () => {
    const background = await picture((ctx) => noise(ctx, 0, 0, THUMBNAIL_WIDTH / 2, THUMBNAIL_HEIGHT));
    const suggestion = await suggestPlacements(background, 2);
    expect(suggestion.placements.sort()).toEqual([...RIGHT_SIDE].sort());
    expect(suggestion.ranking.slice(0, 2).map((s) => s.placement)).toEqual(
      expect.arrayContaining(RIGHT_SIDE),
    );
    expect(
      suggestion.ranking
        .slice(-3)
        .map((s) => s.placement)
        .sort(),
    ).toEqual(['bottom-left', 'center-left', 'top-left'].sort());
    expect(scoreOf(suggestion, 'center-left').busyness).toBeGreaterThan(0.5);
    expect(scoreOf(suggestion, 'center-right').busyness).toBeLessThan(0.05);
    // Mirrored: text goes left.
    const mirrored = await picture((ctx) =>
      noise(ctx, THUMBNAIL_WIDTH / 2, 0, THUMBNAIL_WIDTH / 2, THUMBNAIL_HEIGHT),
    );
    expect((await suggestPlacements(mirrored, 1)).placements[0]).toMatch(/-left$/);
  });

  it('keeps text off a skin-toned shape in the centre', async () => {
    const suggestion = await suggestPlacements(await picture((ctx) => ellipse(ctx, SKIN, 640, 360)), 3);
    const centre = scoreOf(suggestion, 'center');
    expect(centre.skinShare).toBeGreaterThan(0.4);
    expect(suggestion.ranking.at(-1)!.placement).toBe('center');
    for (const placement of suggestion.placements) {
      expect(['center', 'top-center', 'bottom-center']).not.toContain(placement);
      expect(scoreOf(suggestion, placement).skinShare).toBeLessThan(0.05);
    }
  });

  it('weighs skin tones, not only edges: of two equal shapes it covers the one that is not skin-coloured', async () => {
    const skinLeft = await suggestPlacements(
      await picture((ctx) => {
        ellipse(ctx, SKIN, 320, 360);
        ellipse(ctx, SKY, 960, 360);
      }),
      1,
    );
    for (const [left, right] of [
      ['top-left', 'top-right'],
      ['center-left', 'center-right'],
    ] as const) {
      expect(scoreOf(skinLeft, right).score).toBeGreaterThan(scoreOf(skinLeft, left).score);
      expect(scoreOf(skinLeft, right).busyness).toBeCloseTo(scoreOf(skinLeft, left).busyness, 1);
    }
    expect(skinLeft.placements[0]).not.toMatch(/-left$/);
    // Control: with two shapes of the same non-skin colour, left and right score alike.
    const neither = await suggestPlacements(
      await picture((ctx) => {
        ellipse(ctx, SKY, 320, 360);
        ellipse(ctx, SKY, 960, 360);
      }),
      1,
    );
    expect(scoreOf(neither, 'center-left').score).toBeCloseTo(scoreOf(neither, 'center-right').score, 2);
  });

  it('never suggests the bottom-right corner, even when it is the only calm place', async () => {
    const busyButCorner = await picture((ctx) => {
      noise(ctx, 0, 0, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
      ctx.fillStyle = '#3b5b7a';
      ctx.fillRect(THUMBNAIL_WIDTH / 2, THUMBNAIL_HEIGHT / 2, THUMBNAIL_WIDTH / 2, THUMBNAIL_HEIGHT / 2);
    });
    const badge = {
      x: DURATION_BADGE.x * THUMBNAIL_WIDTH,
      y: DURATION_BADGE.y * THUMBNAIL_HEIGHT,
      width: DURATION_BADGE.width * THUMBNAIL_WIDTH,
      height: DURATION_BADGE.height * THUMBNAIL_HEIGHT,
    };
    for (const region of Object.values(PLACEMENT_REGIONS)) expect(regionsOverlap(region, badge)).toBe(false);
    const backgrounds: Background[] = [
      busyButCorner,
      { kind: 'solid', color: '#000000' },
      ...PRESET_IDS.map((preset): Background => ({ kind: 'preset', preset, colors: [] })),
    ];
    for (const background of backgrounds) {
      for (const layerCount of [1, 2, 3]) {
        const { placements, ranking } = await suggestPlacements(background, layerCount);
        expect(placements).not.toContain('bottom-right');
        for (const placement of placements) expect(PLACEMENTS).toContain(placement);
        expect(ranking.map((s) => s.placement).sort()).toEqual([...PLACEMENTS].sort());
      }
    }
  });

  it('gives each of 1–3 layers its own region, best first', async () => {
    const backgrounds: Background[] = [
      await picture((ctx) => noise(ctx, 0, 0, 400, THUMBNAIL_HEIGHT)),
      await picture((ctx) => ellipse(ctx, SKIN, 900, 300)),
      { kind: 'solid', color: '#ffffff' },
      { kind: 'preset', preset: 'halftone', colors: ['#111827', '#be185d'] },
    ];
    for (const background of backgrounds) {
      for (const layerCount of [1, 2, 3]) {
        const { placements, ranking } = await suggestPlacements(background, layerCount);
        expect(placements).toHaveLength(layerCount);
        expect(placements[0]).toBe(ranking[0]!.placement);
        const scores = placements.map((p) => ranking.findIndex((s) => s.placement === p));
        expect(scores).toEqual([...scores].sort((a, b) => a - b));
        for (const [i, a] of placements.entries()) {
          for (const b of placements.slice(i + 1)) {
            expect(regionsOverlap(PLACEMENT_REGIONS[a], PLACEMENT_REGIONS[b])).toBe(false);
          }
        }
      }
    }
    await expect(suggestPlacements({ kind: 'solid', color: '#fff' }, 0)).rejects.toThrow(RangeError);
    await expect(suggestPlacements({ kind: 'solid', color: '#fff' }, 4)).rejects.toThrow(RangeError);
  });

  it('answers the same every time', async () => {
    const background = await picture((ctx) => {
      noise(ctx, 200, 100, 300, 300);
      ellipse(ctx, SKIN, 900, 400);
    });
    const first = await suggestPlacements(background, 3);
    for (let i = 0; i < 3; i += 1) expect(await suggestPlacements(background, 3)).toEqual(first);
    // A flat fill ties everywhere; the tie is broken in a fixed order.
    expect((await suggestPlacements({ kind: 'solid', color: '#224466' }, 3)).placements).toEqual([
      'center',
      'top-center',
      'bottom-center',
    ]);
  });

  it('counts skin tones on pictures only, not on presets in brand colours', async () => {
    // The split preset's band where red meets slate is a dark red-brown inside the skin-tone range.
    const { ranking } = await suggestPlacements({ kind: 'preset', preset: 'split', colors: [] }, 1);
    for (const score of ranking) expect(score.skinShare).toBe(0);
  });

  it('measures a full-size 1280×720 JPEG in little more time than decoding it takes', async () => {
    // Noise is the slowest case for the JPEG decoder. Timed against decoding and drawing the same picture at the
    // analysis size in the same run (a ratio: a loaded machine slows both), which placement cannot avoid.
    const background = await picture((ctx) => noise(ctx, 0, 0, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT), 'jpeg');
    const median = async (work: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        const start = performance.now();
        await work();
        times.push(performance.now() - start);
      }
      return times.sort((a, b) => a - b)[7]!;
    };
    const decode = await median(() =>
      drawBackground(
        createCanvas(ANALYSIS_WIDTH, ANALYSIS_HEIGHT).getContext('2d'),
        background,
        ANALYSIS_WIDTH,
        ANALYSIS_HEIGHT,
      ),
    );
    const placement = await median(() => suggestPlacements(background, 3));
    expect(placement / decode).toBeLessThan(3);
  });
});
