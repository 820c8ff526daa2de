// Issue 11, defect 2: a signed-in user opens /dashboard while the server cannot be reached (translations,
// config and the API all fail) and picks "Continue Offline": the dashboard renders at once, with an offline
// notice and its own load-failed state — no endless spinner, no trip to /login.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './google-sandbox.ts';

test('Continue Offline on /dashboard shows a usable dashboard with an offline notice', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'priya');
  await expect(page).toHaveURL(/\/dashboard$/);

  const refused = (route: Route) => route.abort('connectionrefused');
  const blocked = ['**/api/**', '**/app-config.json', '**/locales/**'];
  for (const pattern of blocked) await page.route(pattern, refused);
  let appTextAttempts = 0;
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/app.json')) appTextAttempts += 1;
  });
  await page.goto('/dashboard');
  const errorScreen = page.getByRole('alert').filter({ hasText: 'Initialization Error' });
  await expect(errorScreen).toBeVisible();
  await errorScreen.getByRole('button', { name: 'Continue Offline' }).click();

  const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
  // Well within i18next's ~11 s of quiet retries for the missing texts: nothing waits for them any more.
  await expect(notice).toBeVisible({ timeout: 5_000 });
  await expect(notice).toContainText('changes cannot be saved');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('main#main h1')).toBeVisible({ timeout: 5_000 });
  // The channel list could not load: the dashboard says so and offers a retry instead of spinning.
  await expect(page.locator('main#main [role="alert"]').getByRole('button')).toBeVisible({ timeout: 8_000 });
  await expect(page.locator('main#main').getByRole('status')).toHaveCount(0);

  // Still there once i18next has given up on the signed-in texts (first try and 5 retries, ~11 s), still on
  // the dashboard (not bounced to /login because the auth check failed).
  await expect.poll(() => appTextAttempts, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(notice).toBeVisible();
  await expect(page.locator('[role="status"] .animate-spin')).toHaveCount(0);

  // Try again reloads; with the server back the app starts normally and the notice is gone.
  for (const pattern of blocked) await page.unroute(pattern, refused);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('You are offline')).toHaveCount(0);
});
