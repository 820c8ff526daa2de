import type { Page } from '@playwright/test';
import { documentLanguage, expect, test } from './fixtures.ts';

async function chooseLanguage(page: Page, nativeName: string) {
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitemradio', { name: new RegExp(`^${nativeName}`) }).click();
}

test.describe('language switching', () => {
  test('rewrites the prefix: / → /de/ → /fr/ → / and remembers the choice', async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, 'Deutsch');
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Mach jedes YouTube-Video leichter auffindbar',
    );
    expect(await documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await expect(page).toHaveTitle(/^Vidcraft – Bessere Titel/);

    await chooseLanguage(page, 'Français');
    await expect(page).toHaveURL(/\/fr\/$/);
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });

    await chooseLanguage(page, 'العربية');
    await expect(page).toHaveURL(/\/ar\/$/);
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    await chooseLanguage(page, 'English');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Make every YouTube video easier to find',
    );
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });

  test('keeps the page when switching: /how-to → /de/how-to', async ({ page }) => {
    await page.goto('/how-to');
    await chooseLanguage(page, 'Deutsch');
    await expect(page).toHaveURL(/\/de\/how-to$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('So funktioniert Vidcraft');
  });

  test('marks the current language in the menu', async ({ page }) => {
    await page.goto('/de/');
    await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
    await expect(page.getByRole('menuitemradio', { name: /^Deutsch/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('menuitemradio')).toHaveCount(23);
  });
});

test.describe('language detection on an unprefixed page', () => {
  test.use({ locale: 'de-DE' });

  test('a German browser at / is moved to /de/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Mach jedes YouTube-Video leichter auffindbar',
    );
  });

  test('a stored choice wins over the browser language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to get help');
    await expect(page).toHaveURL(/\/support$/);
  });
});
