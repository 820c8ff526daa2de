// Renders the app icons from the brand mark with Debian's Chromium, as render-social-images.ts does:
// public/favicon.ico (16, 32 and 48 px), public/icon-192.png (the web app manifest's small icon; the
// 512 px one is public/logo.png) and public/icon-maskable-512.png (full-bleed, the mark inside the central
// safe zone, for launchers that crop icons to their own shape). Run by hand when the brand changes:
// node scripts/render-icons.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { packIco } from './ico.ts';

const publicDir = join(import.meta.dirname, '..', 'public');

// The same mark as public/favicon.svg.
const MARK = `<svg viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#ff6b6b"/><stop offset="1" stop-color="#ff9361"/></linearGradient></defs>
<rect width="32" height="32" rx="8" fill="url(#g)"/><path d="M12 9.5v13l10-6.5z" fill="#1a0b0b"/>
<path d="M24 5l.9 2.1L27 8l-2.1.9L24 11l-.9-2.1L21 8l2.1-.9z" fill="#1a0b0b"/></svg>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const render = async (size: number) => {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent"><div style="width:${size}px;height:${size}px">${MARK}</div></body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true });
    await page.close();
    return png;
  };
  // The gradient fills the square; the mark's play symbol sits in the middle 60 % (the safe zone is 80 %).
  const renderMaskable = async (size: number) => {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<!doctype html><html><body style="margin:0"><div style="width:${size}px;height:${size}px;background:linear-gradient(135deg,#ff6b6b,#ff9361);display:grid;place-items:center"><svg viewBox="0 0 32 32" width="${size * 0.6}" height="${size * 0.6}"><path d="M12 9.5v13l10-6.5z" fill="#1a0b0b"/><path d="M24 5l.9 2.1L27 8l-2.1.9L24 11l-.9-2.1L21 8l2.1-.9z" fill="#1a0b0b"/></svg></div></body></html>`,
    );
    const png = await page.screenshot();
    await page.close();
    return png;
  };
  const sizes = [16, 32, 48];
  const images = [];
  for (const size of sizes) images.push({ size, png: await render(size) });
  writeFileSync(join(publicDir, 'favicon.ico'), packIco(images));
  writeFileSync(join(publicDir, 'icon-192.png'), await render(192));
  writeFileSync(join(publicDir, 'icon-maskable-512.png'), await renderMaskable(512));
} finally {
  await browser.close();
}
console.log('Wrote public/favicon.ico (16, 32, 48 px), public/icon-192.png and public/icon-maskable-512.png');
