// The landing intro (spec §2, docs/decisions/042-landing-intro-video.md): on a first visit a full-screen clip plays
// over the prerendered page once it is interactive, and ends with the clip, on Skip, on a failed video or after
// 5 s; reduced motion gets the still and no video request; narrow screens get the mobile clip.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ introSeen: false });

const introOf = (page: Page) => page.getByRole('dialog', { name: 'Vidcraft intro' });

/** Paths of the intro files the page asked for. */
function recordIntroRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/intro/')) paths.push(path);
  });
  return paths;
}

const playback = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
    paused: element.paused,
    ended: element.ended,
  }));

/** Resolves once the page has loaded and the browser has been idle twice: the launcher's moment has passed. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => requestIdleCallback(() => resolve()));
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      }),
  );

test('a first visit plays the clip over the page to its end, then the page is there; a second visit has no intro', async ({
  page,
}) => {
  const requested = recordIntroRequests(page);
  // The clip's end, seen from the page: the overlay (and its video) leaves 500 ms later.
  await page.addInitScript(() => {
    document.addEventListener(
      'ended',
      () => document.documentElement.setAttribute('data-test-intro-ended', ''),
      true,
    );
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make every YouTube video easier to find');

  const intro = introOf(page);
  await expect(intro).toBeVisible();
  await expect(intro).toHaveAttribute('data-variant', 'desktop');
  const video = intro.locator('video');
  await expect.poll(async () => (await playback(video)).time).toBeGreaterThan(0.5);
  expect((await playback(video)).paused).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('data-test-intro-ended', '', { timeout: 8000 });
  await expect(intro).toHaveCount(0);
  expect(requested).toContain('/intro/intro-desktop.mp4');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Start free' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('intro_seen'))).toBe('1');

  requested.length = 0;
  await page.reload();
  await settle(page);
  await expect(intro).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('Skip has the focus and ends the intro at once, by keyboard', async ({ page }) => {
  await page.goto('/');
  const intro = introOf(page);
  const skip = intro.getByRole('button', { name: 'Skip intro' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(intro).toHaveAttribute('data-leaving', 'true');
  expect((await playback(intro.locator('video'))).ended).toBe(false);
  await expect(intro).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('under reduced motion the still stands in, the video is never requested, and the page fades in', async ({
  page,
}) => {
  const requested = recordIntroRequests(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const intro = introOf(page);
  await expect(intro).toHaveAttribute('data-intro-mode', 'still');
  await expect(intro.locator('img')).toHaveAttribute('src', '/intro/intro-desktop.jpg');
  await expect(intro.locator('video')).toHaveCount(0);
  await expect(intro).toHaveCount(0);
  expect(requested).toEqual(['/intro/intro-desktop.jpg']);
});

test('a video that fails to load ends the intro on the still', async ({ page }) => {
  await page.route('**/intro/*.mp4', (route) => route.fulfill({ status: 404, body: 'missing' }));
  // Seen from the overlay itself: the mode it ended in, before it leaves the page.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const overlay = document.querySelector('[data-intro-overlay]');
      if (overlay?.getAttribute('data-leaving') === 'true') {
        (window as unknown as { introEndedAs?: string | null }).introEndedAs ??=
          overlay.getAttribute('data-intro-mode');
      }
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto('/');
  await expect(introOf(page)).toBeVisible();
  await expect(introOf(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { introEndedAs?: string }).introEndedAs)).toBe(
    'still',
  );
});

test('when autoplay is refused, a tap plays the clip', async ({ page }) => {
  await page.addInitScript(() => {
    const play = HTMLMediaElement.prototype.play;
    let refused = false;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (refused) return play.call(this);
      refused = true;
      return Promise.reject(new DOMException('Autoplay is not allowed here.', 'NotAllowedError'));
    };
  });
  await page.goto('/');
  const intro = introOf(page);
  const video = intro.locator('video');
  await intro.getByRole('button', { name: 'Play intro' }).click();
  await expect.poll(async () => (await playback(video)).time).toBeGreaterThan(0.5);
  await expect(intro.getByRole('button', { name: 'Play intro' })).toHaveCount(0);
  await expect(intro).toHaveCount(0, { timeout: 8000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile clip plays at 390 px, with Skip on screen', async ({ page }) => {
    const requested = recordIntroRequests(page);
    await page.goto('/');
    const intro = introOf(page);
    await expect(intro).toHaveAttribute('data-variant', 'mobile');
    const video = intro.locator('video');
    await expect.poll(async () => (await playback(video)).time).toBeGreaterThan(1);
    expect(requested).toEqual(['/intro/intro-mobile.mp4']);
    const skip = intro.getByRole('button', { name: 'Skip intro' });
    await expect(skip).toBeInViewport();
    await skip.click();
    await expect(intro).toHaveCount(0);
  });
});
