// Draws a 1280×720 thumbnail: a background (an image, a style preset, a gradient or a colour) and text layers
// drawn by us — never by an image model — with real shaping (Arabic joined and right-to-left, Devanagari conjuncts, Thai,
// CJK) through Skia (@napi-rs/canvas, decision 022). Each layer's text is fitted to its box: wrapped at word
// boundaries of its language (Intl.Segmenter also finds them in Thai and Japanese) and shrunk until it fits.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { canvasModule } from './canvas-module.ts';
import { dominantScript, fontFor, isRightToLeft } from './fonts.ts';
import { drawPreset, type PresetId } from './style-presets.ts';

export const THUMBNAIL_WIDTH = 1280;
export const THUMBNAIL_HEIGHT = 720;
/** YouTube's limit for a custom thumbnail. */
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

/** The strongest darkening an image background may get behind the text (0 = none). */
export const MAX_SCRIM = 0.6;

export type Background =
  /** A picture, scaled to cover; `scrim` (0–0.6) darkens it evenly so light text reads on it. */
  | { kind: 'image'; image: Buffer; scrim?: number }
  | { kind: 'gradient'; from: string; to: string; angleDeg: number }
  | { kind: 'solid'; color: string }
  /** A style preset (style-presets.ts) in one to three hex colours; none gives the preset's defaults. */
  | { kind: 'preset'; preset: PresetId; colors: string[] };

/** Where a layer sits. There is no bottom-right: YouTube's duration badge covers that corner. */
export const PLACEMENTS = [
  'top-left',
  'top-center',
  'top-right',
  'center-left',
  'center',
  'center-right',
  'bottom-left',
  'bottom-center',
] as const;
export type Placement = (typeof PLACEMENTS)[number];

export interface TextLayer {
  text: string;
  weight: 'regular' | 'bold';
  /** The largest size to try; the fitted size can be smaller. */
  maxSizePx: number;
  fill: string;
  outline?: { color: string; widthPx: number };
  shadow?: { color: string; blurPx: number; offsetPx: number };
  box?: { color: string; paddingPx: number };
  placement: Placement;
  /** Share of the width the text may take (0.2–0.95). */
  maxWidthShare: number;
  maxLines: number;
}

export interface LaidOutLayer {
  lines: string[];
  sizePx: number;
  /** The text's bounding box on the 1280×720 canvas (the box, when the layer has one). */
  bounds: { x: number; y: number; width: number; height: number };
  rightToLeft: boolean;
}

const MARGIN = 48;
const MIN_SIZE = 24;
const LINE_HEIGHT = 1.18;

function wordsOf(text: string): string[] {
  const language = dominantScript(text) === 'thai' ? 'th' : dominantScript(text) === 'cjk' ? 'ja' : undefined;
  const segments = [...new Intl.Segmenter(language, { granularity: 'word' }).segment(text)].map(
    (s) => s.segment,
  );
  // Keep each space with the word before it, so joining the pieces gives back the text.
  const words: string[] = [];
  for (const segment of segments) {
    if (/^\s+$/.test(segment) && words.length > 0) words[words.length - 1] += segment;
    else words.push(segment);
  }
  return words;
}

function wrap(ctx: SKRSContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of wordsOf(text)) {
    const candidate = line + word;
    if (line && ctx.measureText(candidate.trimEnd()).width > maxWidth) {
      lines.push(line.trimEnd());
      line = word.trimStart();
    } else line = candidate;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}

/** The largest size (≤ maxSizePx) at which the text fits its width in at most maxLines lines. */
export function fitLayer(ctx: SKRSContext2D, layer: TextLayer): { lines: string[]; sizePx: number } {
  const maxWidth =
    THUMBNAIL_WIDTH * Math.min(0.95, Math.max(0.2, layer.maxWidthShare)) - 2 * (layer.box?.paddingPx ?? 0);
  const maxHeight = THUMBNAIL_HEIGHT - 2 * MARGIN;
  for (let size = Math.round(layer.maxSizePx); size >= MIN_SIZE; size -= 2) {
    ctx.font = fontFor(layer.text, layer.weight, size);
    const lines = wrap(ctx, layer.text, maxWidth);
    const widest = Math.max(...lines.map((l) => ctx.measureText(l).width));
    if (
      lines.length <= layer.maxLines &&
      widest <= maxWidth &&
      lines.length * size * LINE_HEIGHT <= maxHeight
    ) {
      return { lines, sizePx: size };
    }
  }
  ctx.font = fontFor(layer.text, layer.weight, MIN_SIZE);
  return { lines: wrap(ctx, layer.text, maxWidth).slice(0, layer.maxLines), sizePx: MIN_SIZE };
}

function anchor(placement: Placement, width: number, height: number) {
  const [vertical, horizontal] = placement.includes('-') ? placement.split('-') : ['center', 'center'];
  const x =
    horizontal === 'left'
      ? MARGIN
      : horizontal === 'right'
        ? THUMBNAIL_WIDTH - MARGIN - width
        : (THUMBNAIL_WIDTH - width) / 2;
  const y =
    vertical === 'top'
      ? MARGIN
      : vertical === 'bottom'
        ? THUMBNAIL_HEIGHT - MARGIN - height
        : (THUMBNAIL_HEIGHT - height) / 2;
  return { x: Math.round(x), y: Math.round(y) };
}

/** Draws the background over a whole `width × height` canvas: the thumbnail's 1280×720, or smaller for analysis
 * (placement.ts), where it looks like the full-size background shrunk. */
export async function drawBackground(
  ctx: SKRSContext2D,
  background: Background,
  width = THUMBNAIL_WIDTH,
  height = THUMBNAIL_HEIGHT,
): Promise<void> {
  if (background.kind === 'solid') {
    ctx.fillStyle = background.color;
    ctx.fillRect(0, 0, width, height);
    return;
  }
  if (background.kind === 'preset') {
    drawPreset(ctx, background.preset, background.colors, width, height);
    return;
  }
  if (background.kind === 'gradient') {
    const radians = (background.angleDeg * Math.PI) / 180;
    const dx = (Math.cos(radians) * width) / 2;
    const dy = (Math.sin(radians) * height) / 2;
    const cx = width / 2;
    const cy = height / 2;
    const gradient = ctx.createLinearGradient(cx - dx, cy - dy, cx + dx, cy + dy);
    gradient.addColorStop(0, background.from);
    gradient.addColorStop(1, background.to);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
    return;
  }
  // Cover: scale to fill the canvas and crop the overflow evenly.
  const image = await canvasModule().loadImage(background.image);
  const scale = Math.max(width / image.width, height / image.height);
  const drawnWidth = image.width * scale;
  const drawnHeight = image.height * scale;
  ctx.drawImage(image, (width - drawnWidth) / 2, (height - drawnHeight) / 2, drawnWidth, drawnHeight);
  const scrim = Math.min(MAX_SCRIM, Math.max(0, background.scrim ?? 0));
  if (scrim > 0) {
    ctx.fillStyle = `rgba(0, 0, 0, ${scrim})`;
    ctx.fillRect(0, 0, width, height);
  }
}

function drawLayer(ctx: SKRSContext2D, layer: TextLayer): LaidOutLayer {
  const { lines, sizePx } = fitLayer(ctx, layer);
  ctx.font = fontFor(layer.text, layer.weight, sizePx);
  const rightToLeft = isRightToLeft(dominantScript(layer.text));
  const padding = layer.box?.paddingPx ?? 0;
  const textWidth = Math.max(...lines.map((l) => ctx.measureText(l).width));
  const lineHeight = sizePx * LINE_HEIGHT;
  const width = Math.ceil(textWidth + 2 * padding);
  const height = Math.ceil(lines.length * lineHeight + 2 * padding);
  const { x, y } = anchor(layer.placement, width, height);

  if (layer.box) {
    ctx.fillStyle = layer.box.color;
    ctx.fillRect(x, y, width, height);
  }
  ctx.direction = rightToLeft ? 'rtl' : 'ltr';
  ctx.textAlign = rightToLeft ? 'right' : 'left';
  ctx.textBaseline = 'middle';
  const textX = rightToLeft ? x + width - padding : x + padding;
  lines.forEach((line, index) => {
    const lineY = y + padding + lineHeight * (index + 0.5);
    ctx.save();
    if (layer.shadow) {
      ctx.shadowColor = layer.shadow.color;
      ctx.shadowBlur = layer.shadow.blurPx;
      ctx.shadowOffsetX = layer.shadow.offsetPx;
      ctx.shadowOffsetY = layer.shadow.offsetPx;
    }
    if (layer.outline && layer.outline.widthPx > 0) {
      ctx.lineJoin = 'round';
      ctx.lineWidth = layer.outline.widthPx * 2;
      ctx.strokeStyle = layer.outline.color;
      ctx.strokeText(line, textX, lineY);
      ctx.shadowColor = 'transparent';
    }
    ctx.fillStyle = layer.fill;
    ctx.fillText(line, textX, lineY);
    ctx.restore();
  });
  return { lines, sizePx, bounds: { x, y, width, height }, rightToLeft };
}

export interface RenderResult {
  image: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  layers: LaidOutLayer[];
}

/** Renders the thumbnail; JPEG quality steps down until the file fits YouTube's 2 MB limit. */
export async function renderThumbnail(
  spec: { background: Background; layers: TextLayer[] },
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<RenderResult> {
  const canvas = canvasModule().createCanvas(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
  const ctx = canvas.getContext('2d');
  await drawBackground(ctx, spec.background);
  const layers = spec.layers.map((layer) => drawLayer(ctx, layer));
  if (format === 'png') {
    const png = await canvas.encode('png');
    if (png.length <= THUMBNAIL_MAX_BYTES) return { image: png, contentType: 'image/png', layers };
  }
  for (const quality of [90, 82, 74, 66, 58, 50]) {
    const jpeg = await canvas.encode('jpeg', quality);
    if (jpeg.length <= THUMBNAIL_MAX_BYTES) return { image: jpeg, contentType: 'image/jpeg', layers };
  }
  throw new Error('The thumbnail could not be encoded under 2 MB.');
}
