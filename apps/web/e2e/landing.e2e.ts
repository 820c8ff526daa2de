import { documentLanguage, expect, test } from './fixtures.ts';

test.describe('landing page', () => {
  test('English at / with hero, four tools, four steps, features and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Make every YouTube video easier to find',
    );
    expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await expect(page).toHaveTitle(/^Vidcraft — /);

    const tools = page.getByRole('region', {
      name: 'Everything a video needs, before and after it goes live',
    });
    await expect(tools.getByRole('heading', { level: 3 })).toHaveText([
      'Upload a video for analysis',
      'Optimize existing videos',
      'Translate into 57 languages',
      'Custom thumbnail generator',
    ]);
    // The hero's example is the Basic engine's real answer, made at build time.
    const example = page.locator('figure').filter({ hasText: 'A title suggestion' });
    await expect(example.getByText('my iceland trip vlog part 3', { exact: true })).toBeVisible();
    await expect(example.getByText(/^South coast/)).toBeVisible();
    // Every tool links to its screen, through sign-in for a visitor who is signed out.
    await expect(tools.getByText('Coming soon')).toHaveCount(0);
    await expect(tools.getByRole('link', { name: 'Upload a video' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fvideo-upload',
    );
    await expect(tools.getByRole('link', { name: 'Start translating' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fauto-translation',
    );
    await expect(tools.getByRole('link', { name: 'Open the thumbnail studio' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fthumbnail-generator',
    );
    await expect(tools.getByRole('link', { name: 'Start optimizing' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fvideo-optimization',
    );
    const steps = page.locator('#how-it-works').getByRole('heading', { level: 3 });
    await expect(steps).toHaveText([
      'Connect Channel',
      'Analyze Content',
      'Review & Customize',
      'Publish or Use',
    ]);
    await expect(page.locator('#features').getByRole('listitem')).toHaveCount(6);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer).toContainText('A product of the Vidcraft open-source project');
    // Prerendered pages show content at once: no splash.
    await expect(page.locator('#splash')).toHaveCount(0);
  });

  test('German at /de/', async ({ page }) => {
    await page.goto('/de/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Mach jedes YouTube-Video leichter auffindbar',
    );
    expect(await documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await expect(page.getByRole('banner').getByRole('link', { name: 'Kostenlos starten' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/$/);
  });

  test('Arabic at /ar/ is right-to-left', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ar/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'اجعل كل فيديو على YouTube أسهل في العثور عليه',
    );
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    // The logo starts the header on the right; the buttons end it on the left.
    const logo = await page.getByRole('link', { name: 'الصفحة الرئيسية لـ Vidcraft' }).boundingBox();
    const startFree = await page.getByRole('banner').getByRole('link', { name: 'ابدأ مجانًا' }).boundingBox();
    expect(logo && startFree && logo.x > startFree.x).toBe(true);
  });

  test('the privacy settings dialog stores, resets and cancels consent', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Privacy settings' });
    await expect(dialog.getByRole('switch', { name: 'Essential cookies' })).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: 'Essential cookies' })).toBeChecked();
    await dialog.getByRole('switch', { name: 'Analytics & Ads' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('true');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
    await expect(dialog.getByRole('switch', { name: 'Analytics & Ads' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Reset All' }).click();
    await expect(dialog.getByText('You have not made a choice yet.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBeNull();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
