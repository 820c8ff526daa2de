// Issue 15 journeys. Omar (no other e2e file signs in as Omar) is a creator on the trial; Inés is this
// deployment's admin (ADMIN_EMAILS in playwright.config.ts) and has no channel. The admin gives Omar the Free plan
// with one optimization a month, Omar uses it, sees the limit with the way to more, upgrades to Pro in the sandbox
// checkout and optimizes again; the admin changes Pro's limit and Omar sees it; the audit log shows every change.
// Only Omar is ever on Free or Pro, so the limits changed here touch no other test's user.
import type { BrowserContext, Page } from '@playwright/test';
import { blockOutsideRequests, documentLanguage, expect, test } from './fixtures.ts';
import { consentAtGoogle, signIn, toast } from './google-sandbox.ts';

test.describe.configure({ mode: 'serial' });

/** The admin's own browser, with the same guard against outside requests as the creator's. */
async function adminBrowser(context: BrowserContext): Promise<{ page: Page; outside: string[] }> {
  const outside = await blockOutsideRequests(context);
  const page = await context.newPage();
  await signIn(page, 'ines');
  await expect(page).toHaveURL(/\/dashboard$/);
  return { page, outside };
}

/** Sets one monthly limit of a plan in /admin/plans. */
async function setPlanLimit(admin: Page, plan: string, action: string, value: number): Promise<void> {
  await admin.goto('/admin/plans');
  // The name cell reads the plan's name, then its slug.
  const name = admin.getByRole('cell', { name: `${plan} ${plan.toLowerCase()}`, exact: true });
  const row = admin.getByRole('row').filter({ has: name });
  await row.getByRole('button', { name: 'Edit' }).click();
  await admin.getByRole('textbox', { name: action, exact: true }).fill(String(value));
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin, 'Plan saved.')).toBeVisible();
}

async function openOptimizer(page: Page, search: string): Promise<void> {
  await page.goto('/video-optimization');
  await page.getByRole('searchbox', { name: 'Search videos' }).fill(search);
  await expect(page.getByText('1 matching video')).toBeVisible();
  await page
    .getByRole('list', { name: 'Videos' })
    .getByRole('link', { name: /^Optimize “/ })
    .click();
  await expect(page).toHaveURL(/\/video-optimizer\?videoId=/);
}

async function getBasicSuggestions(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Basic' }).check();
  await page.getByRole('button', { name: 'Get suggestions' }).click();
  await expect(page.getByRole('region', { name: 'About these suggestions' })).toContainText('Basic', {
    timeout: 20_000,
  });
}

test('a creator reaches the limit, upgrades in the sandbox checkout and continues; the admin changes a limit and the audit log shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  const { page: admin, outside } = await adminBrowser(adminContext);

  // Omar signs in (a trial starts) and connects his channel.
  await signIn(page, 'omar');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
  await consentAtGoogle(page, 'omar');
  await expect(page.getByText('Last synced')).toBeVisible({ timeout: 60_000 });

  // The admin area is not there for him: the API and the page both say not found.
  expect((await page.request.get('/api/admin/users')).status()).toBe(404);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');

  // The admin: Free allows one optimization a month, and Omar gets Free.
  await setPlanLimit(admin, 'Free', 'Optimization runs', 1);
  await admin.getByRole('link', { name: 'Users' }).click();
  await admin.getByRole('searchbox', { name: 'Search users' }).fill('omar');
  await admin.getByRole('link', { name: 'Open omar.haddad@example.com' }).click();
  await expect(admin.getByText('Current plan: Trial · In trial')).toBeVisible();
  await admin.getByRole('combobox', { name: 'Plan' }).selectOption({ label: 'Free · Free plan' });
  await admin.getByRole('textbox', { name: 'Note for the audit log (optional)' }).fill('Plans walkthrough');
  await admin.getByRole('button', { name: 'Give this plan' }).click();
  await expect(admin.getByText('The plan was changed.')).toBeVisible();
  await expect(admin.getByText('Current plan: Free · Active')).toBeVisible();

  // Omar uses his one optimization; the next visit says the limit is reached and shows the way to more.
  await openOptimizer(page, 'tubeless puncture');
  await expect(page.getByText('1 of 1 suggestion runs left this month.')).toBeVisible();
  await getBasicSuggestions(page);
  await page.reload();
  await page.getByRole('button', { name: 'Get new suggestions' }).click();
  await expect(
    page.getByText(/You have used all 1 suggestion runs of this month\. They renew on/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get suggestions' })).toBeDisabled();
  await page.getByRole('link', { name: 'See plans' }).click();

  // Pricing shows his plan and usage; Upgrade on Pro opens the sandbox checkout, clearly labelled.
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Your plan: Free' })).toBeVisible();
  await page.getByRole('article', { name: 'Pro' }).getByRole('button', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\//);
  await expect(page.getByText('Sandbox checkout — no money moves, no card needed.')).toBeVisible();
  await page.getByRole('button', { name: 'Complete purchase' }).click();
  await expect(page.getByText('Done: you are now on Pro.')).toBeVisible();

  // He continues where he stopped; Pro's usage period starts with the subscription.
  await openOptimizer(page, 'tubeless puncture');
  await page.getByRole('button', { name: 'Get new suggestions' }).click();
  await expect(page.getByText('400 of 400 suggestion runs left this month.')).toBeVisible();
  await getBasicSuggestions(page);
  await expect(page.getByText('399 of 400 suggestion runs left this month.')).toBeVisible();

  // The admin raises Pro's limit; Omar sees it at once.
  await setPlanLimit(admin, 'Pro', 'Optimization runs', 450);
  await page.goto('/pricing');
  const usage = page.getByRole('region', { name: 'Your plan: Pro' });
  await expect(usage.getByText('1 of 450')).toBeVisible();

  // The audit log has each change, with who made it and what changed.
  await admin.getByRole('link', { name: 'Audit log' }).click();
  const entries = admin.getByRole('main').getByRole('listitem');
  const planChanges = entries.filter({ hasText: 'Changed a plan' });
  await expect(planChanges).toHaveCount(2);
  // Newest first: Pro's optimization limit, 400 → 450, by the admin.
  await expect(planChanges.first()).toContainText('ines.duarte@example.com');
  await expect(planChanges.first()).toContainText('limits.optimization');
  await expect(planChanges.first().locator('del')).toHaveText('400');
  await expect(planChanges.first().locator('ins')).toHaveText('450');
  await expect(entries.filter({ hasText: 'Gave a user a plan' })).toContainText('omar.haddad@example.com');
  expect(outside).toEqual([]);
  await adminContext.close();
});

test.describe('phone and right-to-left', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('pricing and the admin area fit a 390 px phone, in Arabic too', async ({ page, browser }) => {
    // Two sign-ins and six pages, each /pricing waiting for its live part (the user's usage).
    test.setTimeout(90_000);
    const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const { page: admin, outside } = await adminBrowser(adminContext);
    await signIn(page, 'omar');
    for (const path of ['/pricing', '/ar/pricing']) {
      await page.goto(path);
      await expect(page.getByRole('article', { name: /Pro|برو/ }).first()).toBeVisible();
      await expect(page.locator('[role="progressbar"]').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

    for (const path of ['/admin', '/ar/admin', '/ar/admin/audit', '/ar/admin/plans']) {
      await admin.goto(path);
      await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(admin.getByRole('navigation', { name: /Admin sections|أقسام/ })).toBeVisible();
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    expect(await documentLanguage(admin)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(outside).toEqual([]);
    await adminContext.close();
  });
});
