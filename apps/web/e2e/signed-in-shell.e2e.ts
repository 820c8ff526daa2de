// The signed-in shell: the protected-route wrapper and return to the wanted page, /auth, German and Arabic
// signed-in pages, and the phone layout (bottom navigation, compact header). Priya has no YouTube channel.
import { documentLanguage, expect, test } from './fixtures.ts';
import { browserStorage, consentAtGoogle, expectNoGoogleTokens, signIn } from './google-sandbox.ts';
import { texts } from './locale-texts.ts';

test('a signed-out visitor is sent to /login and lands back on the wanted page after signing in', async ({
  page,
}) => {
  await page.goto('/profile-settings?tab=1');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile-settings%3Ftab%3D1$/);
  // Reached from the app shell, not a prerendered page: the server marked the shell with its mode too.
  await expect(page.getByText('This server runs in sandbox mode')).toBeVisible();
  await page.locator('a[href^="/api/auth/google"]').click();
  await consentAtGoogle(page, 'priya');
  await expect(page).toHaveURL(/\/profile-settings\?tab=1$/);
  await expect(page.getByRole('heading', { name: 'Profile and settings', level: 1 })).toBeVisible();
  await expect(page.getByText('priya.nair@example.com')).toBeVisible();
  await expectNoGoogleTokens(page);
});

test('the sandbox note is on /login with the first paint, before any script runs, in English and Arabic', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  for (const [path, note] of [
    ['/login', 'This server runs in sandbox mode'],
    ['/ar/login', texts('ar', 'app')('login.sandboxNote')],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-google-mode', 'sandbox');
    await expect(page.getByText(note.slice(0, 30))).toBeVisible();
  }
  await context.close();
});

test('/auth goes to /login, and sign-in errors are explained', async ({ page }) => {
  await page.goto('/auth?returnTo=%2Fchannels');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fchannels$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Vidcraft' })).toBeVisible();
  await page.goto('/login?error=access_denied');
  await expect(page.getByRole('alert')).toHaveText(
    'Signing in was canceled at Google. Try again when you are ready.',
  );
});

test('German dashboard and Arabic channels page (RTL)', async ({ page }) => {
  await signIn(page, 'priya', '/de/login?returnTo=%2Fde%2Fdashboard');
  await expect(page).toHaveURL(/\/de\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verbinde deinen ersten YouTube-Kanal' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kanäle' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Übersicht — Vidcraft');
  expect(await documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });

  await page.goto('/ar/channels');
  await expect(page.getByRole('heading', { name: 'القنوات', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'لا توجد قناة متصلة بعد' })).toBeVisible();
  expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  await expect(page.getByRole('button', { name: 'ربط قناة YouTube' })).toBeVisible();
  const header = await page.getByRole('banner').getByRole('link').first().boundingBox();
  expect(header && header.x > 640).toBe(true); // the logo sits on the right in RTL
});

test.describe('phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('bottom navigation, compact header, no sideways scrolling', async ({ page }) => {
    await signIn(page, 'priya');
    await expect(page).toHaveURL(/\/dashboard$/);
    const bottom = page.getByRole('navigation', { name: 'App navigation' });
    await expect(bottom).toBeVisible();
    await expect(bottom.getByRole('link')).toHaveText([
      'Dashboard',
      'Upload',
      'Videos',
      'Translate',
      'Thumbnails',
    ]);
    await expect(bottom.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await bottom.getByRole('link', { name: 'Thumbnails' }).click();
    await expect(page).toHaveURL(/\/thumbnail-generator$/);
    await expect(page.getByRole('heading', { name: 'Thumbnail studio', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connect your first YouTube channel' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Channels and the profile are in the avatar menu (the bottom navigation keeps five entries).
    await page.getByRole('button', { name: /^Account menu for Priya Nair/ }).click();
    await page.getByRole('menuitem', { name: 'Channels' }).click();
    await expect(page).toHaveURL(/\/channels$/);
    await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: /^Account menu for Priya Nair/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile and settings', level: 1 })).toBeVisible();
  });
});

test('delete my account: everything goes, the browser is signed out', async ({ page }) => {
  await signIn(page, 'priya', '/login?returnTo=%2Fprofile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your Vidcraft account?' });
  await expect(
    dialog.getByText('Nothing is deleted on YouTube: your channels and videos stay as they are.'),
  ).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete everything' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await confirm.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  // Only what the landing itself may write for a visitor it now sees for the first time: the intro's mark.
  expect((await browserStorage(page)).filter((entry) => entry !== 'intro_seen=1')).toEqual([]);
  expect(await (await page.request.get('/api/auth/status')).json()).toEqual({
    isAuthenticated: false,
    user: null,
  });
});
