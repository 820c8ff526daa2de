// The service worker (docs/decisions/040-service-worker.md): it registers and controls the page, an offline
// reload shows the offline page in the page's language, and a deploy (a new worker and a new /version.json)
// shows the Update available toast, whose Refresh reloads with a cache-busting parameter.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

const SW_FILE = join(import.meta.dirname, '..', 'dist', 'sw.js');

/** Waits until our worker controls the page (it claims the page as soon as it is active). */
async function waitForControl(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js') === true,
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * A deploy, as the server sees it: dist/sw.js (and its precompressed copies, which the server prefers) gets
 * different bytes. Answers how to put the original back.
 */
function deployNewWorker(): () => void {
  const original = readFileSync(SW_FILE);
  const originals = ['.br', '.gz'].map((ext) => [ext, readFileSync(`${SW_FILE}${ext}`)] as const);
  const next = Buffer.concat([original, Buffer.from(`\n// deploy ${Date.now()}\n`)]);
  writeFileSync(SW_FILE, next);
  writeFileSync(`${SW_FILE}.br`, brotliCompressSync(next));
  writeFileSync(`${SW_FILE}.gz`, gzipSync(next));
  return () => {
    writeFileSync(SW_FILE, original);
    for (const [ext, content] of originals) writeFileSync(`${SW_FILE}${ext}`, content);
  };
}

const versionJson = (commit: string) => ({
  version: '0.1.0',
  buildTime: '',
  commit,
  branch: 'main',
  environment: 'production',
  description: '',
});

test('the worker controls the page, and an offline reload shows the offline page in its language', async ({
  page,
  context,
}) => {
  await page.goto('/de/pricing');
  await waitForControl(page);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(1);
  // Installable: Chromium's own check of the manifest, icons and worker finds nothing but the test profile
  // being an incognito one.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  // Cached: the app shell, hashed files and translations — never a page, an API answer or the version files.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toEqual(expect.arrayContaining(['/offline.html', '/offline.js', '/icon-192.png']));
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(
    cached.filter(
      (path) =>
        !/^\/(assets|locales)\/|^\/(offline\.html|offline\.js|favicon\.svg|icon-192\.png|logo\.png)$/.test(
          path,
        ),
    ),
  ).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du bist offline');
  await expect(page.getByText('Diese Seite braucht eine Verbindung')).toBeVisible();
  expect(page.url()).toMatch(/\/de\/pricing$/);
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'de',
    'ltr',
  ]);
  // Still offline, Retry shows the same page again; back online, Retry loads the page itself.
  await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await page.waitForFunction(() => !('beforeRetry' in window)); // reloaded
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Du bist offline');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Du bist offline');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('the offline page is right to left in Arabic', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/');
  await waitForControl(page);
  await context.setOffline(true);
  await page.goto('/ar/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('أنت غير متصل');
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    'ar',
    'rtl',
  ]);
  await context.setOffline(false);
});

test('a deploy (a new worker, a new version) shows the update toast; Refresh reloads cache-busted', async ({
  page,
  context,
}) => {
  let deployed = false;
  let versionRequests = 0;
  await page.route('**/version.json*', (route) => {
    versionRequests += 1;
    return route.fulfill({ json: versionJson(deployed ? 'bbbbbbb' : 'aaaaaaa') });
  });
  await page.goto('/');
  await waitForControl(page);
  // The start-up check and the one 5 s later have both seen the old build: the next scheduled one is 30 min away.
  await expect.poll(() => versionRequests, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  const toast = page.getByRole('listitem').filter({ hasText: 'Update available' });
  await expect(toast).toHaveCount(0);

  const restore = deployNewWorker();
  try {
    deployed = true;
    // What the browser does on its own at the next navigation or periodic update check.
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect(toast).toContainText('A new version is ready. Refresh to update.');
  } finally {
    restore();
  }
  await toast.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/[?&]_v=\d+/);

  // Refresh cleared every cache, the worker's precache too: the worker puts the offline page back while online.
  const offlinePageCached = () =>
    page.evaluate(() => caches.match('/offline.html', { ignoreSearch: true }).then(Boolean));
  await expect.poll(offlinePageCached, { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await context.setOffline(false);
});
