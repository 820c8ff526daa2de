// The compositor draws every script so that OCR (Debian's tesseract) reads the words back, fits text to its
// box, keeps the duration-badge corner clear, and stays under YouTube's 2 MB limit.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drawBackground,
  fitLayer,
  MAX_SCRIM,
  renderThumbnail,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_MAX_BYTES,
  THUMBNAIL_WIDTH,
  type Background,
  type TextLayer,
} from './compositor.ts';
import { dominantScript } from './fonts.ts';
import { PRESET_IDS, presetColorsFromBrand } from './style-presets.ts';

const run = promisify(execFile);

const layer = (text: string, overrides: Partial<TextLayer> = {}): TextLayer => ({
  text,
  weight: 'bold',
  maxSizePx: 120,
  fill: '#111111',
  placement: 'center',
  maxWidthShare: 0.85,
  maxLines: 2,
  ...overrides,
});

/** Normalized for comparison: case, spaces, Unicode forms and the hamza/madda marks on alef (which OCR often
 * drops) do not matter to a reader. */
const normalize = (text: string) =>
  text.normalize('NFKC').toLowerCase().replace(/\s+/g, '').replace(/[آأإ]/g, 'ا');

describe('the thumbnail compositor', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-ocr-'));
  });
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));

  it.each([
    ['English', 'eng', 'Iceland in 7 Days', 'iceland'],
    ['Arabic', 'ara', 'رحلة إلى آيسلندا', 'آيسلندا'],
    ['Hindi', 'hin', 'आइसलैंड की यात्रा', 'यात्रा'],
    ['Japanese', 'jpn', 'アイスランドの旅', 'アイスランド'],
  ])('draws %s text that OCR reads back', async (_name, tesseractLanguage, text, expected) => {
    const { image, layers } = await renderThumbnail(
      { background: { kind: 'solid', color: '#ffffff' }, layers: [layer(text)] },
      'png',
    );
    expect(layers[0]!.lines.join(' ')).toContain(text.split(' ')[0]);
    const file = path.join(dir, `${tesseractLanguage}.png`);
    await fs.writeFile(file, image);
    const { stdout } = await run('tesseract', [file, 'stdout', '-l', tesseractLanguage, '--psm', '6'], {
      timeout: 30_000,
    });
    expect(normalize(stdout)).toContain(normalize(expected));
  });

  it('lays Arabic and Hebrew out right to left', async () => {
    const { layers } = await renderThumbnail({
      background: { kind: 'solid', color: '#fff' },
      layers: [layer('مرحبا بالعالم'), layer('שלום עולם', { placement: 'top-left' })],
    });
    expect(layers.map((l) => l.rightToLeft)).toEqual([true, true]);
    expect(dominantScript('Vlog: رحلة إلى آيسلندا')).toBe('arabic');
  });

  it('shrinks and wraps long text to fit its box and line count', () => {
    const ctx = createCanvas(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT).getContext('2d');
    const long = 'The complete guide to driving the Iceland Ring Road in winter without a four wheel drive';
    const fitted = fitLayer(ctx, layer(long, { maxSizePx: 140, maxWidthShare: 0.6, maxLines: 3 }));
    expect(fitted.lines.length).toBeLessThanOrEqual(3);
    expect(fitted.sizePx).toBeLessThan(140);
    expect(fitted.lines.join(' ')).toBe(long);
    // Thai has no spaces: it still wraps at word boundaries.
    const thai = fitLayer(
      ctx,
      layer('เที่ยวไอซ์แลนด์เจ็ดวันด้วยรถเช่าราคาประหยัด', { maxWidthShare: 0.3, maxLines: 3 }),
    );
    expect(thai.lines.length).toBeGreaterThan(1);
    expect(thai.lines.join('')).toBe('เที่ยวไอซ์แลนด์เจ็ดวันด้วยรถเช่าราคาประหยัด');
  });

  it('keeps text out of the bottom-right corner where YouTube draws the duration', async () => {
    const { layers } = await renderThumbnail({
      background: { kind: 'gradient', from: '#0f172a', to: '#7c3aed', angleDeg: 30 },
      layers: [layer('Bottom text', { placement: 'bottom-left', maxWidthShare: 0.5 })],
    });
    const { bounds } = layers[0]!;
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(THUMBNAIL_WIDTH * 0.8);
  });

  it('fits a noisy full-size photo under 2 MB', async () => {
    const canvas = createCanvas(3840, 2160);
    const ctx = canvas.getContext('2d');
    const pixels = ctx.createImageData(3840, 2160);
    for (let i = 0; i < pixels.data.length; i += 1) pixels.data[i] = (i * 2654435761) >>> 24;
    ctx.putImageData(pixels, 0, 0);
    const photo = await canvas.encode('png');
    const { image, contentType } = await renderThumbnail({
      background: { kind: 'image', image: photo },
      layers: [layer('Noise', { outline: { color: '#000', widthPx: 6 }, fill: '#fff' })],
    });
    expect(contentType).toBe('image/jpeg');
    expect(image.length).toBeLessThanOrEqual(THUMBNAIL_MAX_BYTES);
  });

  it.each(PRESET_IDS)('renders the %s style preset with text under 2 MB', async (preset) => {
    const { image, contentType, layers } = await renderThumbnail({
      background: { kind: 'preset', preset, colors: ['#1d4ed8', '#f59e0b'] },
      layers: [layer('Preset', { fill: '#ffffff', outline: { color: '#000', widthPx: 4 } })],
    });
    expect(contentType).toBe('image/jpeg');
    expect(image.length).toBeLessThanOrEqual(THUMBNAIL_MAX_BYTES);
    expect(layers[0]!.lines).toEqual(['Preset']);
  });

  it('draws text on a brand-coloured preset that OCR reads back', async () => {
    const palette = presetColorsFromBrand('gradient', ['#ff0000']);
    const { image } = await renderThumbnail(
      {
        background: { kind: 'preset', preset: 'gradient', colors: palette.colors },
        layers: [layer('Iceland in 7 Days', { fill: palette.text })],
      },
      'png',
    );
    const file = path.join(dir, 'preset.png');
    await fs.writeFile(file, image);
    const { stdout } = await run('tesseract', [file, 'stdout', '-l', 'eng', '--psm', '6'], {
      timeout: 30_000,
    });
    expect(normalize(stdout)).toContain('iceland');
  });

  it('darkens an image background evenly with a scrim of at most 0.6', async () => {
    const white = createCanvas(640, 360);
    const whiteCtx = white.getContext('2d');
    whiteCtx.fillStyle = '#ffffff';
    whiteCtx.fillRect(0, 0, 640, 360);
    const photo = await white.encode('png');
    const centre = async (scrim?: number) => {
      const { image } = await renderThumbnail(
        { background: { kind: 'image', image: photo, scrim }, layers: [] },
        'png',
      );
      const ctx = createCanvas(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT).getContext('2d');
      ctx.drawImage(await loadImage(image), 0, 0);
      return ctx.getImageData(640, 360, 1, 1).data[0]!;
    };
    expect(await centre()).toBe(255);
    expect(await centre(0.5)).toBeCloseTo(128, -1);
    expect(await centre(5)).toBeCloseTo(255 * (1 - MAX_SCRIM), -1);
    expect(await centre(-1)).toBe(255);
  });

  it('draws every kind of background at a small size too (for placement analysis)', async () => {
    const small = createCanvas(64, 36);
    small.getContext('2d').fillStyle = '#336699';
    small.getContext('2d').fillRect(0, 0, 64, 36);
    const photo = await small.encode('png');
    for (const background of [
      { kind: 'solid', color: '#123456' },
      { kind: 'gradient', from: '#000000', to: '#ffffff', angleDeg: 0 },
      { kind: 'image', image: photo, scrim: 0.3 },
      { kind: 'preset', preset: 'grain', colors: ['#7c2d12'] },
    ] satisfies Background[]) {
      const ctx = createCanvas(32, 18).getContext('2d');
      await drawBackground(ctx, background, 32, 18);
      expect(ctx.getImageData(31, 17, 1, 1).data[3]).toBe(255);
    }
    // The gradient spans the small canvas, not a 1280-wide one.
    const ctx = createCanvas(32, 18).getContext('2d');
    await drawBackground(ctx, { kind: 'gradient', from: '#000000', to: '#ffffff', angleDeg: 0 }, 32, 18);
    expect(ctx.getImageData(30, 9, 1, 1).data[0]).toBeGreaterThan(200);
  });
});
