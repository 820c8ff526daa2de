import { expect, test } from './fixtures.ts';

test.describe('initialization error', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/app-config.json', (route) => route.abort('connectionrefused'));
    await page.route('**/locales/**', (route) => route.abort('connectionrefused'));
  });

  test('shows when config and translations fail, with details, Retry and Continue Offline', async ({
    page,
  }) => {
    await page.goto('/some/unknown');
    const screen = page.getByRole('alert');
    await expect(screen.getByRole('heading', { name: 'Initialization Error' })).toBeVisible();
    await expect(screen).toContainText(
      'Unable to connect to the server. Please check your internet connection.',
    );
    await expect(screen).toContainText(
      'If this problem persists, try clearing your browser cache or reinstalling the app.',
    );
    await expect(page.locator('#splash')).toHaveCount(0);

    await screen.getByText('Technical Details').click();
    await expect(screen).toContainText('i18n: failed');
    await expect(screen).toContainText('config: failed');

    await screen.getByRole('button', { name: 'Continue Offline' }).click();
    await expect(screen).toBeHidden();
    // Without translations the not-found screen shows key names as fallback text.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Title');
  });

  test('Retry reloads the page', async ({ page }) => {
    await page.goto('/some/unknown');
    await expect(page.getByRole('heading', { name: 'Initialization Error' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Retry' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Initialization Error' })).toBeVisible();
  });
});
