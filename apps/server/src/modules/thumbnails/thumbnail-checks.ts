// How a composed thumbnail will read where people see it, as a score with reasons. Measured on the rendered
// image and the laid-out layers, not guessed: text height in pixels at the smallest surface (the up-next list,
// about 168 × 94), WCAG contrast of the text against the pixels behind it, word count, the duration badge's
// corner, and YouTube's file limits.
import { canvasModule } from './canvas-module.ts';
import { THUMBNAIL_HEIGHT, THUMBNAIL_MAX_BYTES, THUMBNAIL_WIDTH, type LaidOutLayer } from './compositor.ts';

/** The smallest place a thumbnail appears (YouTube's up-next list on desktop). */
export const SMALLEST_SURFACE = { width: 168, height: 94 };
/** Text shorter than this at the smallest surface is hard to read (roughly a 9 px cap height). */
const MIN_TEXT_PX_AT_SMALLEST = 10;
/** WCAG 2.x contrast for large text (AA). */
const MIN_CONTRAST = 3;
/** More words than this are not read at a glance. */
const MAX_WORDS = 5;
/** YouTube draws the duration in this box at the bottom right (share of the width and height). */
export const DURATION_BADGE = { x: 0.84, y: 0.86, width: 0.16, height: 0.14 };

export type CheckId = 'legibleSize' | 'contrast' | 'wordCount' | 'durationBadge' | 'fileSize';

export interface ThumbnailCheck {
  id: CheckId;
  passed: boolean;
  /** The measured values the reason is written from (the web translates by id). */
  details: Record<string, number>;
}

export interface ThumbnailReport {
  score: number;
  checks: ThumbnailCheck[];
}

const WEIGHTS: Record<CheckId, number> = {
  legibleSize: 30,
  contrast: 30,
  wordCount: 15,
  durationBadge: 15,
  fileSize: 10,
};

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an sRGB colour. */
export function luminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(
  a: readonly [number, number, number],
  b: readonly [number, number, number],
): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function parseColor(color: string): [number, number, number] {
  const canvas = canvasModule().createCanvas(1, 1);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

/** The mean colour of the image behind a box (the background before text, or the layer's own box colour). */
function meanColor(
  pixels: Uint8ClampedArray,
  width: number,
  box: LaidOutLayer['bounds'],
): [number, number, number] {
  const sum = [0, 0, 0];
  let count = 0;
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(THUMBNAIL_WIDTH, Math.ceil(box.x + box.width));
  const y1 = Math.min(THUMBNAIL_HEIGHT, Math.ceil(box.y + box.height));
  for (let y = y0; y < y1; y += 2) {
    for (let x = x0; x < x1; x += 2) {
      const i = (y * width + x) * 4;
      sum[0]! += pixels[i]!;
      sum[1]! += pixels[i + 1]!;
      sum[2]! += pixels[i + 2]!;
      count += 1;
    }
  }
  return count ? [sum[0]! / count, sum[1]! / count, sum[2]! / count] : [0, 0, 0];
}

const overlaps = (a: LaidOutLayer['bounds'], b: LaidOutLayer['bounds']) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Checks a composition. `background` is the rendered background alone (no text), so contrast compares each
 * layer's fill with what is really behind it; a layer drawn on a box is compared with the box colour.
 */
export async function checkThumbnail(input: {
  background: Buffer;
  layers: readonly (LaidOutLayer & { fill: string; boxColor?: string; text: string })[];
  fileBytes: number;
}): Promise<ThumbnailReport> {
  const image = await canvasModule().loadImage(input.background);
  const canvas = canvasModule().createCanvas(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
  const pixels = ctx.getImageData(0, 0, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT).data;
  const scale = SMALLEST_SURFACE.height / THUMBNAIL_HEIGHT;

  const smallestText = input.layers.length ? Math.min(...input.layers.map((l) => l.sizePx * scale)) : 0;
  const contrasts = input.layers.map((layer) => {
    const behind = layer.boxColor
      ? parseColor(layer.boxColor)
      : meanColor(pixels, THUMBNAIL_WIDTH, layer.bounds);
    return contrastRatio(parseColor(layer.fill), behind);
  });
  const words = input.layers.reduce(
    (total, layer) =>
      total +
      [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(layer.text)].filter(
        (s) => s.isWordLike,
      ).length,
    0,
  );
  const badge = {
    x: DURATION_BADGE.x * THUMBNAIL_WIDTH,
    y: DURATION_BADGE.y * THUMBNAIL_HEIGHT,
    width: DURATION_BADGE.width * THUMBNAIL_WIDTH,
    height: DURATION_BADGE.height * THUMBNAIL_HEIGHT,
  };
  const collisions = input.layers.filter((layer) => overlaps(layer.bounds, badge)).length;

  const checks: ThumbnailCheck[] = [
    {
      id: 'legibleSize',
      passed: input.layers.length === 0 || smallestText >= MIN_TEXT_PX_AT_SMALLEST,
      details: {
        textPx: Math.round(smallestText * 10) / 10,
        minPx: MIN_TEXT_PX_AT_SMALLEST,
        ...SMALLEST_SURFACE,
      },
    },
    {
      id: 'contrast',
      passed: contrasts.every((ratio) => ratio >= MIN_CONTRAST),
      details: {
        lowest: contrasts.length ? Math.round(Math.min(...contrasts) * 10) / 10 : 21,
        min: MIN_CONTRAST,
      },
    },
    { id: 'wordCount', passed: words <= MAX_WORDS, details: { words, max: MAX_WORDS } },
    { id: 'durationBadge', passed: collisions === 0, details: { layers: collisions } },
    {
      id: 'fileSize',
      passed: input.fileBytes <= THUMBNAIL_MAX_BYTES,
      details: { bytes: input.fileBytes, max: THUMBNAIL_MAX_BYTES },
    },
  ];
  const score = checks.reduce((total, check) => total + (check.passed ? WEIGHTS[check.id] : 0), 0);
  return { score, checks };
}
