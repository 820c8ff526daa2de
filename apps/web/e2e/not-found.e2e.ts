import { expect, test } from './fixtures.ts';
import { signIn } from './google-sandbox.ts';

test.describe('unknown paths', () => {
  test('/some/unknown shows the not-found screen with a way home', async ({ page }) => {
    // The server answers HTTP 404 with the app, which renders its not-found screen.
    expect((await page.goto('/some/unknown'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found — Vidcraft');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Make every YouTube video easier to find',
    );
  });

  test('a prefixed unknown path is not found in that language', async ({ page }) => {
    expect((await page.goto('/de/gibt-es-nicht'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  });

  test('/faq redirects to the guide, /de/faq to the German guide', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/how-to$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How Vidcraft works');
    await page.goto('/de/faq');
    await expect(page).toHaveURL(/\/de\/how-to$/);
  });

  test('English has no prefix: /en/support goes to /support', async ({ page }) => {
    await page.goto('/en/support');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/support$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to get help');
  });

  test('a signed-in user sees the signed-in header and navigation on a not-found page', async ({ page }) => {
    await signIn(page, 'priya');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.goto('/some/unknown'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });
});
