// Renders public/og-image.png (1200×630, spec §9) and public/logo.png (512×512) with Debian's Chromium.
// Run by hand when the brand changes: node scripts/render-social-images.ts
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = join(import.meta.dirname, '..', 'public');

const MARK = `<svg viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#ff6b6b"/><stop offset="1" stop-color="#ff9361"/></linearGradient></defs>
<rect width="32" height="32" rx="8" fill="url(#g)"/><path d="M12 9.5v13l10-6.5z" fill="#1a0b0b"/>
<path d="M24 5l.9 2.1L27 8l-2.1.9L24 11l-.9-2.1L21 8l2.1-.9z" fill="#1a0b0b"/></svg>`;

const OG_PAGE = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;background:#090b10;
font-family:'Noto Sans',sans-serif;color:#f1f5f9;position:relative;overflow:hidden">
<div style="position:absolute;inset:-200px 0 auto;margin:auto;width:1000px;height:700px;border-radius:50%;
background:radial-gradient(closest-side,rgba(255,107,107,.28),transparent)"></div>
<div style="position:absolute;left:80px;top:80px;display:flex;align-items:center;gap:20px">
<div style="width:72px;height:72px">${MARK}</div><span style="font-size:44px;font-weight:700">Vidcraft</span></div>
<div style="position:absolute;left:80px;right:80px;top:210px;font-size:68px;font-weight:800;line-height:1.08;letter-spacing:-1px">
Make every YouTube video <span style="background:linear-gradient(90deg,#ff6b6b,#ff9361);-webkit-background-clip:text;color:transparent">easier to find</span></div>
<div style="position:absolute;left:80px;right:80px;bottom:80px;font-size:30px;color:#a3b0c2">
Titles · descriptions · tags · chapters · SEO score — reviewed by you</div></body></html>`;

const LOGO_PAGE = `<!doctype html><html><body style="margin:0;width:512px;height:512px;background:transparent">
<div style="width:512px;height:512px">${MARK}</div></body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const og = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await og.setContent(OG_PAGE);
  await og.screenshot({ path: join(publicDir, 'og-image.png') });
  const logo = await browser.newPage({ viewport: { width: 512, height: 512 } });
  await logo.setContent(LOGO_PAGE);
  await logo.screenshot({ path: join(publicDir, 'logo.png'), omitBackground: true });
} finally {
  await browser.close();
}
console.log('Wrote public/og-image.png and public/logo.png');
