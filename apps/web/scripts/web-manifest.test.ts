import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLOR } from '../src/seo/seo-head.ts';
import { pngSize, readIco } from './ico.ts';
import { webAppManifest } from './web-manifest.ts';

const publicDir = join(import.meta.dirname, '..', 'public');

describe('web app manifest', () => {
  const manifest = webAppManifest({ themeColor: THEME_COLOR, description: 'Optimize YouTube videos.' });

  it('has what an installable app needs', () => {
    expect(manifest).toMatchObject({
      name: 'Vidcraft',
      short_name: 'Vidcraft',
      start_url: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: THEME_COLOR,
    });
    expect(THEME_COLOR).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('names icons that exist, at the sizes it declares (192 and 512 px included)', () => {
    expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
    for (const icon of manifest.icons) {
      const file = join(publicDir, icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.type === 'image/png') {
        const { width, height } = pngSize(readFileSync(file));
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual([
      '512x512',
    ]);
  });
});

describe('favicon.ico', () => {
  it('is a real icon with 16, 32 and 48 px PNG images', () => {
    const images = readIco(readFileSync(join(publicDir, 'favicon.ico')));
    expect(images.map((image) => image.width)).toEqual([16, 32, 48]);
    for (const image of images) {
      expect(pngSize(image.png)).toEqual({ width: image.width, height: image.height });
    }
  });
});
