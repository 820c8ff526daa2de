// The social cards: 1200×630 PNGs whose words OCR (Debian's tesseract) reads back in Latin, Arabic (right to
// left), Devanagari and Japanese script, and a cache that draws each card once.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { OG_HEIGHT, OG_WIDTH, renderOgCard, writeOgCards, type OgCard } from './og-images.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'vidcraft-og-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const card = (language: string, title: string, rtl = false): OgCard => ({
  language,
  rtl,
  brand: 'Vidcraft',
  title,
  description: 'A short description under the title.',
});
const normalize = (text: string) => text.replace(/\s+/g, '').toLowerCase();

describe('social cards', () => {
  it.each([
    ['eng', card('en', 'Plans and prices'), 'Plansandprices'],
    ['ara', card('ar', 'الخطط والأسعار', true), 'الخطط'],
    ['hin', card('hi', 'प्लान और कीमतें'), 'कीमतें'],
    ['jpn', card('ja', 'プランと料金'), '料金'],
  ])(
    'draws a %s title that OCR reads back, at 1200×630',
    async (tesseractLanguage, input, expected) => {
      const png = await renderOgCard(input);
      const image = await loadImage(png);
      expect([image.width, image.height]).toEqual([OG_WIDTH, OG_HEIGHT]);
      const file = join(dir, `${tesseractLanguage}.png`);
      writeFileSync(file, png);
      const { stdout } = await run('tesseract', [file, 'stdout', '-l', tesseractLanguage, '--psm', '3'], {
        timeout: 30_000,
      });
      expect(normalize(stdout)).toContain(normalize(expected));
    },
    60_000,
  );

  it('draws each card once and copies it from the cache afterwards', async () => {
    const dist = join(dir, 'dist');
    const cacheDir = join(dir, 'cache');
    const cards = [
      { path: '/og-home.png', card: card('en', 'Home') },
      { path: '/de/og-home.png', card: card('de', 'Startseite') },
    ];
    expect(await writeOgCards(cards, { dist, cacheDir })).toMatchObject({ drawn: 2 });
    expect(await writeOgCards(cards, { dist, cacheDir })).toMatchObject({ drawn: 0 });
    expect(readdirSync(cacheDir)).toHaveLength(2);
    expect(readFileSync(join(dist, 'de/og-home.png')).subarray(1, 4).toString()).toBe('PNG');
    await expect(writeOgCards([], { dist, cacheDir })).rejects.toThrow(/empty/);
  });
});
