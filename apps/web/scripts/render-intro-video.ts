// Renders the landing intro (public/intro/): each frame of scripts/intro-video-scene.ts is drawn in Debian's
// Chromium and screenshotted, then Debian's ffmpeg encodes the frames as H.264 MP4 without audio, with the index
// at the front (+faststart) so playback starts while the file downloads. Also writes the last frame as the JPEG
// still that stands in for the video (reduced motion, iOS/Safari, a failed video).
// The outputs are committed (docs/decisions/042-landing-intro-video.md). Run by hand when the brand changes:
//   node scripts/render-intro-video.ts
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { INTRO_SECONDS, introScenePage } from './intro-video-scene.ts';

const FPS = 30;
const MAX_BYTES = 400 * 1024;
const outDir = join(import.meta.dirname, '..', 'public', 'intro');

const VARIANTS = [
  { name: 'intro-desktop', orientation: 'landscape', width: 1280, height: 720 },
  { name: 'intro-mobile', orientation: 'portrait', width: 720, height: 1280 },
] as const;

function requireFfmpeg() {
  try {
    execFileSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('ffmpeg is not installed (Debian: apt-get install ffmpeg); it encodes the intro video.');
  }
}

requireFfmpeg();
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const work = mkdtempSync(join(tmpdir(), 'intro-frames-'));
try {
  for (const variant of VARIANTS) {
    const page = await browser.newPage({ viewport: { width: variant.width, height: variant.height } });
    await page.setContent(introScenePage(variant.orientation));
    await page.evaluate(() => document.fonts.ready);
    const frames = Math.round(INTRO_SECONDS * FPS);
    for (let frame = 0; frame < frames; frame += 1) {
      await page.evaluate(
        (seconds) => (window as unknown as { drawFrame(t: number): void }).drawFrame(seconds),
        frame / FPS,
      );
      await page.screenshot({ path: join(work, `${variant.name}-${String(frame).padStart(4, '0')}.png`) });
    }
    await page.evaluate(
      (seconds) => (window as unknown as { drawFrame(t: number): void }).drawFrame(seconds),
      INTRO_SECONDS,
    );
    await page.screenshot({ path: join(outDir, `${variant.name}.jpg`), type: 'jpeg', quality: 82 });
    await page.close();

    const video = join(outDir, `${variant.name}.mp4`);
    // Flat dark graphics compress well: CRF 27 keeps edges clean at a fraction of the 400 KB budget; one thread
    // and a fixed preset keep the output the same from run to run on the same ffmpeg.
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-framerate', String(FPS)],
      ...['-i', join(work, `${variant.name}-%04d.png`)],
      ...['-c:v', 'libx264', '-preset', 'slow', '-crf', '27', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
      ...['-threads', '1', '-an', '-movflags', '+faststart', video],
    ]);
    const bytes = statSync(video).size;
    if (bytes > MAX_BYTES) throw new Error(`${video} is ${bytes} bytes, over the ${MAX_BYTES}-byte budget`);
    console.log(
      `Wrote public/intro/${variant.name}.mp4 (${bytes} bytes, ${frames} frames) and ${variant.name}.jpg`,
    );
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
