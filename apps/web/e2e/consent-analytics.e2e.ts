// The operator's analytics script (ANALYTICS_SCRIPT_URL, set for the e2e server in playwright.config.ts) and
// the consent it waits for (spec §4): no request for it before the visitor accepts, one after, none once the
// choice is reset or declined.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const SCRIPT_PATH = '/e2e/operator-analytics.js';

/** Answers the script (it counts its runs on window) and records every request for it. */
async function serveAnalytics(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(`**${SCRIPT_PATH}`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.operatorAnalyticsRuns = (window.operatorAnalyticsRuns || 0) + 1;',
    });
  });
  return requests;
}

/** The background tasks (analytics among them) have started once the route prefetch list was asked for. */
async function waitForBackgroundTasks(page: Page) {
  await page.waitForRequest('**/route-prefetch.json', { timeout: 15_000 });
}

async function openPrivacySettings(page: Page) {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy settings' }).click();
  return page.getByRole('dialog', { name: 'Privacy settings' });
}

test('no analytics request before consent, one after accepting, none after Reset All', async ({ page }) => {
  const requests = await serveAnalytics(page);
  await page.goto('/');
  await waitForBackgroundTasks(page);
  expect(requests).toEqual([]);
  expect(await page.locator('#operator-analytics').count()).toBe(0);

  const dialog = await openPrivacySettings(page);
  await expect(dialog.getByText('You have not made a choice yet.')).toBeVisible();
  await dialog.getByRole('switch', { name: 'Analytics & Ads' }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => (window as { operatorAnalyticsRuns?: number }).operatorAnalyticsRuns))
    .toBe(1);
  expect(requests).toHaveLength(1);

  // Accepted: a later page view loads it again, at once when the app starts.
  await page.reload();
  await expect.poll(() => requests.length).toBe(2);

  const again = await openPrivacySettings(page);
  await expect(again.getByRole('switch', { name: 'Analytics & Ads' })).toBeChecked();
  await again.getByRole('button', { name: 'Reset All' }).click();
  await expect(again.getByText('You have not made a choice yet.')).toBeVisible();
  await expect(page.locator('#operator-analytics')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBeNull();
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  await page.reload();
  await waitForBackgroundTasks(page);
  expect(requests).toHaveLength(2);
});

test('declining keeps the script away, on this page and the next', async ({ page }) => {
  const requests = await serveAnalytics(page);
  await page.goto('/');
  await waitForBackgroundTasks(page);
  const dialog = await openPrivacySettings(page);
  await expect(dialog.getByRole('switch', { name: 'Essential cookies' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Essential cookies' })).toBeDisabled();
  // The switch is off while there is no choice: on, then off, is accept then decline.
  await dialog.getByRole('switch', { name: 'Analytics & Ads' }).click();
  await expect.poll(() => requests.length).toBe(1);
  const reopened = await openPrivacySettings(page);
  await reopened.getByRole('switch', { name: 'Analytics & Ads' }).click();
  await expect(reopened).toBeHidden();
  await expect(page.locator('#operator-analytics')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('false');

  await page.reload();
  await waitForBackgroundTasks(page);
  expect(requests).toHaveLength(1);
});
