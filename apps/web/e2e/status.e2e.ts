// Issue 18: /status is prerendered with its explanations and fills in the live figures from GET /api/status;
// an admin posts an incident in /admin/incidents and it appears on /status, then resolves it; Arabic at 390 px.
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { blockOutsideRequests, documentLanguage, expect, test } from './fixtures.ts';
import { signIn } from './google-sandbox.ts';
import { attach, texts } from './locale-texts.ts';

const status = texts('en', 'status');

async function adminBrowser(context: BrowserContext): Promise<Page> {
  await blockOutsideRequests(context);
  const page = await context.newPage();
  await signIn(page, 'ines');
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test('the prerendered page explains each part, then shows the live figures', async ({ page }) => {
  // The HTML as served, before any script: the shell is there, the figures are not.
  const html = await (await page.request.get('/status')).text();
  expect(html).toContain(status('api.about'));
  expect(html).toContain(status('jobs.title'));
  expect(html).toContain(status('overall.loading'));

  await page.goto('/status');
  await expect(page).toHaveTitle('Service status — Vidcraft');
  await expect(page.getByRole('heading', { level: 1, name: status('title') })).toBeVisible();
  const api = (await page.request.get('/api/status')).json() as Promise<{ api: { version: string } }>;
  await expect(page.getByText(status('api.version', { version: (await api).api.version }))).toBeVisible();
  await expect(page.getByText(/^Answered in \d+ ms$/)).toBeVisible();
  await expect(page.getByText(/units used/)).toBeVisible();
  await expect(page.getByText(status('engines.kind.text') + ':')).toBeVisible();
  // Each part's state is said in words, not colour only.
  await expect(page.getByText(status('level.ok')).first()).toBeVisible();
});

test('an admin posts an incident, it appears on /status, and resolving it shows it resolved', async ({
  browser,
  page,
}) => {
  const adminContext = await browser.newContext();
  const admin = await adminBrowser(adminContext);
  const title = `Delayed syncs ${randomUUID().slice(0, 8)}`;

  await admin.goto('/admin/incidents');
  await expect(admin.getByRole('heading', { level: 1, name: status('admin.title') })).toBeVisible();
  await admin.getByRole('textbox', { name: status('admin.form.title') }).fill(title);
  await admin
    .getByRole('textbox', { name: status('admin.form.body') })
    .fill('Channel syncs are running late.');
  await admin.getByRole('combobox', { name: status('admin.form.severity') }).selectOption('major');
  await admin.getByRole('button', { name: status('admin.form.submit') }).click();
  const posted = admin.getByRole('listitem').filter({ hasText: title });
  await expect(posted).toBeVisible();

  // A visitor sees it on the public page, newest first, with its severity and state in words.
  await page.goto('/status');
  const note = page.getByRole('listitem').filter({ hasText: title });
  await expect(note).toBeVisible();
  await expect(note).toContainText(status('incidents.severity.major'));
  await expect(note).toContainText(status('incidents.status.open'));
  await expect(note).toContainText('Channel syncs are running late.');

  await posted.getByRole('button', { name: status('admin.actions.resolve') }).click();
  await expect(posted).toContainText(status('incidents.status.resolved'));
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText(
    status('incidents.status.resolved'),
  );

  // Not for anyone else: the API answers 404 to a visitor.
  expect((await page.request.get('/api/admin/incidents')).status()).toBe(404);
  await adminContext.close();
});

test.describe('Arabic on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('/ar/status reads right to left, shows the figures and fits the screen', async ({ page }, info) => {
    const ar = texts('ar', 'status');
    await page.goto('/ar/status');
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.getByRole('heading', { level: 1, name: ar('title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: ar('jobs.title') })).toBeVisible();
    await expect(page.getByText(ar('overall.loading'))).toHaveCount(0);
    await expect(page.getByText(ar('engines.kind.translation') + ':')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await attach(info, page, 'status-ar-390');
  });
});
