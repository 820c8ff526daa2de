// Automatic text placement: where on the background text reads best and hides least.
//
// No face detector is shipped: Vidcraft bundles no face-detection model, so placement is a plainly stated
// heuristic, and the studio says so (PLACEMENT_METHOD): text goes where the picture is calmest. For each of
// the compositor's positions (there is no bottom-right: YouTube's duration badge sits there) it measures, on a
// 320×180 copy of the background,
// - busyness: edge energy (the mean luma difference between neighbouring pixels) and local variance (the mean
//   standard deviation of luma in 4×4 blocks), so texture, detail and hard edges count and smooth gradients
//   do not;
// - skin share: the share of pixels whose colour falls in a fixed skin-tone range (YCbCr, Cb 77–127 and
//   Cr 133–173, luma ≥ 40, red the strongest channel), a range commonly used to find skin in ordinary
//   light. A large share says "this may be a person", but it is a colour rule, not face detection: it misses
//   people under coloured light and flags wood, sand, bread and orange-brown tones.
// A position's score is (1 − busyness) × (1 − 2 × skin share), clamped at 0; several layers get positions
// whose regions do not overlap, best first. Skin share is measured on pictures only: style presets, gradients
// and colours hold no people, and a brand's orange-brown would only mislead.
import { canvasModule } from './canvas-module.ts';
import {
  drawBackground,
  PLACEMENTS,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
  type Background,
  type Placement,
} from './compositor.ts';

/** How automatic placement chooses, in the words the studio shows. */
export const PLACEMENT_METHOD =
  'No face detector is used. Text goes where the picture is calmest: each position is scored on a small ' +
  'copy of the background by how busy it is (edges and local contrast) and, on pictures, by how much of it ' +
  'is skin-coloured: a colour rule that hints at people but can miss them in unusual light and mistake wood, ' +
  'sand or orange-brown tones for skin. The bottom-right corner is never used: YouTube shows the duration there.';

/** The size of the copy the background is measured on. */
export const ANALYSIS_WIDTH = 320;
export const ANALYSIS_HEIGHT = 180;
/** At most this many layers get a position of their own. */
export const MAX_PLACED_LAYERS = 3;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The region a typical layer (up to two lines of large text) covers at each position, on the 1280×720 canvas,
 * inside the compositor's 48 px margin. Rows do not overlap; in a row, left and right do not overlap each
 * other but both overlap the centre.
 */
const COLUMNS = { left: 48, center: 384, right: 720 } as const;
const ROWS = { top: 48, center: 260, bottom: 472 } as const;
const REGION_WIDTH = 512;
const REGION_HEIGHT = 200;

function regionOf(placement: Placement): Box {
  const [row, column] = placement === 'center' ? ['center', 'center'] : placement.split('-');
  return {
    x: COLUMNS[column as keyof typeof COLUMNS],
    y: ROWS[row as keyof typeof ROWS],
    width: REGION_WIDTH,
    height: REGION_HEIGHT,
  };
}

export const PLACEMENT_REGIONS: Readonly<Record<Placement, Box>> = Object.fromEntries(
  PLACEMENTS.map((placement) => [placement, regionOf(placement)]),
) as Record<Placement, Box>;

export const regionsOverlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Equal scores (a flat fill) are broken in this order: the middle first, then top, then the left side. */
const TIE_ORDER: readonly Placement[] = [
  'center',
  'top-center',
  'center-left',
  'top-left',
  'bottom-center',
  'bottom-left',
  'center-right',
  'top-right',
];

export interface PlacementScore {
  placement: Placement;
  /** The region measured, on the 1280×720 canvas. */
  region: Box;
  /** Mean luma difference between neighbouring pixels of the 320×180 copy (0–255). */
  edgeEnergy: number;
  /** Mean standard deviation of luma in 4×4 blocks of the 320×180 copy (0–128). */
  localDeviation: number;
  /** 0 (flat) to 1 (busy), from the two measures above. */
  busyness: number;
  /** Share of the region's pixels in the skin-tone range (0–1); 0 for backgrounds that are not pictures. */
  skinShare: number;
  /** 0–1, higher is a better place for text. */
  score: number;
}

export interface PlacementSuggestion {
  /** One position per layer (1–3), regions not overlapping, most suitable first. */
  placements: Placement[];
  /** Every position, most suitable first, with what was measured. */
  ranking: PlacementScore[];
  method: string;
}

/** Edge energy plus local deviation (luma levels) at which busyness reaches 1 − 1/e ≈ 0.63. */
const BUSY_SCALE = 24;
const BLOCK = 4;

const isSkin = (r: number, g: number, b: number, luma: number) => {
  if (luma < 40 || r <= g || r <= b) return false;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
};

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Scores every position on RGBA pixels of the whole background (any size, 16:9), best first. `skin: false`
 * leaves skin tones out (reported as 0) for backgrounds that cannot hold people. */
export function scorePlacements(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  options: { skin?: boolean } = {},
): PlacementScore[] {
  const countSkin = options.skin ?? true;
  const count = width * height;
  const luma = new Float32Array(count);
  const skin = new Uint8Array(count);
  for (let i = 0, p = 0; i < count; i += 1, p += 4) {
    const r = pixels[p]!;
    const g = pixels[p + 1]!;
    const b = pixels[p + 2]!;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    luma[i] = y;
    skin[i] = countSkin && isSkin(r, g, b, y) ? 1 : 0;
  }
  // Edge energy per pixel: half the sum of the absolute central differences across and down.
  const edge = new Float32Array(count);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      edge[i] = (Math.abs(luma[i + 1]! - luma[i - 1]!) + Math.abs(luma[i + width]! - luma[i - width]!)) / 2;
    }
  }
  // Local variance: the standard deviation of luma in each 4×4 block.
  const blocksAcross = Math.floor(width / BLOCK);
  const blocksDown = Math.floor(height / BLOCK);
  const deviation = new Float32Array(blocksAcross * blocksDown);
  for (let by = 0; by < blocksDown; by += 1) {
    for (let bx = 0; bx < blocksAcross; bx += 1) {
      let sum = 0;
      let squares = 0;
      for (let y = by * BLOCK; y < (by + 1) * BLOCK; y += 1) {
        for (let x = bx * BLOCK; x < (bx + 1) * BLOCK; x += 1) {
          const value = luma[y * width + x]!;
          sum += value;
          squares += value * value;
        }
      }
      const mean = sum / (BLOCK * BLOCK);
      deviation[by * blocksAcross + bx] = Math.sqrt(Math.max(0, squares / (BLOCK * BLOCK) - mean * mean));
    }
  }

  const sx = width / THUMBNAIL_WIDTH;
  const sy = height / THUMBNAIL_HEIGHT;
  const scores = PLACEMENTS.map((placement): PlacementScore => {
    const region = PLACEMENT_REGIONS[placement];
    const x0 = Math.max(0, Math.floor(region.x * sx));
    const y0 = Math.max(0, Math.floor(region.y * sy));
    const x1 = Math.min(width, Math.ceil((region.x + region.width) * sx));
    const y1 = Math.min(height, Math.ceil((region.y + region.height) * sy));
    let edgeSum = 0;
    let skinCount = 0;
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) {
        const i = y * width + x;
        edgeSum += edge[i]!;
        skinCount += skin[i]!;
      }
    }
    let deviationSum = 0;
    let blocks = 0;
    for (let by = Math.floor(y0 / BLOCK); by < Math.min(blocksDown, Math.ceil(y1 / BLOCK)); by += 1) {
      for (let bx = Math.floor(x0 / BLOCK); bx < Math.min(blocksAcross, Math.ceil(x1 / BLOCK)); bx += 1) {
        deviationSum += deviation[by * blocksAcross + bx]!;
        blocks += 1;
      }
    }
    const pixelsIn = Math.max(1, (x1 - x0) * (y1 - y0));
    const edgeEnergy = edgeSum / pixelsIn;
    const localDeviation = blocks ? deviationSum / blocks : 0;
    const busyness = 1 - Math.exp(-(edgeEnergy + localDeviation) / BUSY_SCALE);
    const skinShare = skinCount / pixelsIn;
    const score = Math.max(0, (1 - busyness) * (1 - 2 * skinShare));
    return {
      placement,
      region,
      edgeEnergy: round(edgeEnergy, 2),
      localDeviation: round(localDeviation, 2),
      busyness: round(busyness),
      skinShare: round(skinShare),
      score: round(score),
    };
  });
  // Scores that differ by less than 0.01 count as equal, so a flat or evenly textured background gets the
  // same order every time rather than one decided by a pixel of noise.
  return scores.sort(
    (a, b) =>
      Math.round(b.score * 100) - Math.round(a.score * 100) ||
      TIE_ORDER.indexOf(a.placement) - TIE_ORDER.indexOf(b.placement),
  );
}

/** The first `layerCount` positions of a ranking whose regions do not overlap (one per row always exists). */
export function choosePlacements(ranking: readonly PlacementScore[], layerCount: number): Placement[] {
  const chosen: PlacementScore[] = [];
  for (const candidate of ranking) {
    if (chosen.length >= layerCount) break;
    if (chosen.every((c) => !regionsOverlap(c.region, candidate.region))) chosen.push(candidate);
  }
  return chosen.map((c) => c.placement);
}

/** Positions for 1–3 text layers on this background, most suitable first, with the measured scores. */
export async function suggestPlacements(
  background: Background,
  layerCount: number,
): Promise<PlacementSuggestion> {
  if (!Number.isInteger(layerCount) || layerCount < 1 || layerCount > MAX_PLACED_LAYERS) {
    throw new RangeError(`layerCount must be an integer from 1 to ${MAX_PLACED_LAYERS}.`);
  }
  const canvas = canvasModule().createCanvas(ANALYSIS_WIDTH, ANALYSIS_HEIGHT);
  const ctx = canvas.getContext('2d');
  await drawBackground(ctx, background, ANALYSIS_WIDTH, ANALYSIS_HEIGHT);
  const { data } = ctx.getImageData(0, 0, ANALYSIS_WIDTH, ANALYSIS_HEIGHT);
  const ranking = scorePlacements(data, ANALYSIS_WIDTH, ANALYSIS_HEIGHT, {
    skin: background.kind === 'image',
  });
  return { placements: choosePlacements(ranking, layerCount), ranking, method: PLACEMENT_METHOD };
}
