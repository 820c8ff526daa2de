// The screenshots on /features are real captures of the app, made here against the built-in Google sandbox.
// UPDATE_FEATURE_SCREENSHOTS=1 signs in as Maya, connects and syncs her channel, opens each tool and writes
// apps/web/public/features/<tool>.jpg (commit them). A normal run only checks that the committed images are
// there, at the size the page declares, and small; it touches no server state.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { consentAtGoogle, signIn } from './google-sandbox.ts';
import { texts } from './locale-texts.ts';

const UPDATE = process.env.UPDATE_FEATURE_SCREENSHOTS === '1';
const DIR = path.join(import.meta.dirname, '..', 'public', 'features');
// Kept equal to src/features/marketing/feature-screenshots.ts (the page's width/height attributes).
const WIDTH = 1280;
const HEIGHT = 800;
const MAX_BYTES = 100 * 1024;
const TOOLS = ['upload', 'optimize', 'translate', 'thumbnails'] as const;
type Tool = (typeof TOOLS)[number];

const file = (tool: Tool) => path.join(DIR, `${tool}.jpg`);

/** Width and height from a JPEG's start-of-frame segment. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.readUInt16BE(0) !== 0xffd8) throw new Error('not a JPEG');
  let offset = 2;
  while (offset + 9 < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffc3)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error('no frame header in the JPEG');
}

// Capturing changes the shared server's state (Maya's channel gets connected), so it runs only on request.
if (UPDATE) {
  test.describe('feature screenshots', () => {
    test.use({ viewport: { width: WIDTH, height: HEIGHT } });

    test('capture each tool', async ({ page }) => {
      test.setTimeout(240_000);
      const shots: Partial<Record<Tool, Buffer>> = {};
      const capture = async (tool: Tool) => {
        // Settle: no spinner, no pending image, then give the toasts room to leave.
        await expect(page.locator('[role="status"] .animate-spin')).toHaveCount(0, { timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await page.mouse.move(0, 0);
        shots[tool] = await page.screenshot({ type: 'jpeg', quality: 66, animations: 'disabled' });
      };

      await signIn(page, 'maya');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
      await consentAtGoogle(page, 'maya');
      await expect(page.getByText('Last synced')).toBeVisible({ timeout: 90_000 });

      const uploads = texts('en', 'uploads');
      await page.goto('/video-upload');
      await expect(page.getByRole('heading', { name: uploads('page.title'), level: 1 })).toBeVisible();
      await capture('upload');

      await page.goto('/video-optimization');
      const app = texts('en', 'app');
      await expect(page.getByRole('heading', { name: app('videos.title'), level: 1 })).toBeVisible();
      await expect(page.getByRole('list', { name: app('videos.listLabel') })).toBeVisible();
      await capture('optimize');

      const translation = texts('en', 'translation');
      await page.goto('/auto-translation');
      await expect(page.getByRole('heading', { name: translation('page.title'), level: 1 })).toBeVisible();
      await expect(page.getByRole('checkbox').first()).toBeVisible({ timeout: 30_000 });
      await capture('translate');

      await openStudio(page);
      await capture('thumbnails');

      for (const tool of TOOLS) writeFileSync(file(tool), shots[tool] ?? Buffer.alloc(0));
    });
  });
}

/** The thumbnail studio on Maya's newest video, with its first render done. */
async function openStudio(page: Page) {
  const studio = texts('en', 'thumbnails');
  await page.goto('/thumbnail-generator');
  await expect(page.getByRole('heading', { name: studio('page.title'), level: 1 })).toBeVisible();
  await page.getByRole('list', { name: 'Videos' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/thumbnail-generator\?videoId=/);
  await expect(page.getByText(studio('render.first'))).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText(studio('render.updating'))).toHaveCount(0, { timeout: 30_000 });
}

test('the committed feature screenshots exist, at the size the page declares, each under 100 KB', () => {
  for (const tool of TOOLS) {
    const bytes = readFileSync(file(tool));
    expect(jpegSize(bytes), tool).toEqual({ width: WIDTH, height: HEIGHT });
    expect(statSync(file(tool)).size, tool).toBeLessThan(MAX_BYTES);
  }
});
