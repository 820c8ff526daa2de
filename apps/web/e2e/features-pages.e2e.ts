// Issue 18: /features shows the real screenshots and leads to the tools; /discord with and without an operator's
// community link; the footer's links; Arabic at 390 px; and the phone's bottom navigation resetting a tool.
import type { Page } from '@playwright/test';
import { documentLanguage, expect, test } from './fixtures.ts';
import { signIn } from './google-sandbox.ts';
import { attach, texts } from './locale-texts.ts';

const marketing = texts('en', 'marketing');
const TOOLS = ['upload', 'optimize', 'translate', 'thumbnails'] as const;

/** Answers /app-config.json with the server's own config plus these operator links. */
async function withLinks(page: Page, links: Record<string, string>) {
  await page.route('**/app-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { links?: Record<string, string> };
    await route.fulfill({ response, json: { ...config, links: { ...config.links, ...links } } });
  });
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('/features shows each tool with its real screenshot and leads there through sign-in', async ({
  page,
}) => {
  await page.goto('/features');
  await expect(page).toHaveTitle('Features — Vidcraft');
  await expect(page.getByRole('heading', { name: marketing('features.title'), level: 1 })).toBeVisible();
  await expect(page.getByText(marketing('features.screenshotNote'))).toBeVisible();

  for (const tool of TOOLS) {
    const image = page.getByRole('img', { name: marketing(`features.tools.${tool}.alt`) });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '1280');
    await expect(image).toHaveAttribute('height', '800');
    await image.scrollIntoViewIfNeeded();
    // Loaded for real: the committed capture, at its declared size.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(1280);
  }
  const opens = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${marketing('features.open')}`) });
  await expect(opens).toHaveCount(4);
  expect(await opens.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/login?returnTo=%2Fvideo-upload',
    '/login?returnTo=%2Fvideo-optimization',
    '/login?returnTo=%2Fauto-translation',
    '/login?returnTo=%2Fthumbnail-generator',
  ]);
  for (const id of ['review', 'history', 'verdicts', 'openSource', 'sandbox'])
    await expect(
      page.getByRole('heading', { name: marketing(`features.different.${id}.title`) }),
    ).toBeVisible();
});

test('/discord without a configured community link says so and points to the other ways to get help', async ({
  page,
}) => {
  await page.goto('/discord');
  await expect(page).toHaveTitle('Community — Vidcraft');
  await expect(page.getByRole('heading', { name: marketing('discord.noneTitle') })).toBeVisible();
  await expect(page.getByRole('link', { name: marketing('discord.join') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: marketing('discord.helpSupport') })).toHaveAttribute(
    'href',
    '/support',
  );
  await expect(page.getByRole('heading', { name: marketing('discord.rulesTitle') })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: marketing('discord.rules.secrets') }),
  ).toBeVisible();
});

test('/discord with a configured community link offers it, and the footer lists it', async ({ page }) => {
  await withLinks(page, {
    community: 'https://discord.gg/vidcraft-e2e',
    supportEmail: 'help@example.com',
  });
  await page.goto('/discord');
  const join = page.getByRole('link', { name: marketing('discord.join') });
  await expect(join).toHaveAttribute('href', 'https://discord.gg/vidcraft-e2e');
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('heading', { name: marketing('discord.noneTitle') })).toHaveCount(0);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Community chat' })).toHaveAttribute(
    'href',
    'https://discord.gg/vidcraft-e2e',
  );
  await expect(footer.getByRole('link', { name: 'Support: help@example.com' })).toHaveAttribute(
    'href',
    'mailto:help@example.com',
  );
});

test('the footer links to the product, support and company pages', async ({ page }) => {
  await page.goto('/features');
  const footer = page.getByRole('contentinfo');
  const expected: Array<[string, string]> = [
    ['Features', '/features'],
    ['Pricing', '/pricing'],
    ['How it works', '/how-to'],
    ['Dashboard', '/dashboard'],
    ['Blog', '/blog'],
    ['Help and support', '/support'],
    ['Status', '/status'],
    ['Community', '/discord'],
    ['Privacy policy', '/privacy-policy'],
    ['Terms of service', '/terms-of-service'],
  ];
  for (const [name, href] of expected)
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(footer.getByText(/© \d{4} Vidcraft/)).toBeVisible();
  await footer.getByRole('link', { name: 'Community', exact: true }).click();
  await expect(page).toHaveURL(/\/discord$/);
  await expect(page.getByRole('heading', { name: marketing('discord.title'), level: 1 })).toBeVisible();
});

test.describe('Arabic on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('/ar/features and /ar/discord are right-to-left and fit the width', async ({ page }, info) => {
    const ar = texts('ar', 'marketing');
    await page.goto('/ar/features');
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.getByRole('heading', { name: ar('features.title'), level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: ar('features.tools.upload.alt') })).toBeAttached();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${ar('features.open')}`) })
        .first(),
    ).toHaveAttribute('href', '/ar/login?returnTo=%2Far%2Fvideo-upload');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await attach(info, page, 'features-ar-390');

    await page.goto('/ar/discord');
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.getByRole('heading', { name: ar('discord.noneTitle') })).toBeVisible();
    await expect(page.getByRole('link', { name: ar('discord.helpSupport') })).toHaveAttribute(
      'href',
      '/ar/support',
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // The footer's columns are accordions, closed at first.
    const footer = page.getByRole('contentinfo');
    const nav = texts('ar', 'Navigation');
    for (const column of ['product', 'support', 'company'])
      await expect(footer.getByRole('button', { name: nav(`footer.columns.${column}`) })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    await attach(info, page, 'discord-ar-390');
  });
});

test.describe('bottom navigation on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('tapping the tool you are on goes to the dashboard and straight back, resetting it', async ({
    page,
  }) => {
    await signIn(page, 'priya');
    await expect(page).toHaveURL(/\/dashboard$/);
    const bottom = page.getByRole('navigation', { name: 'App navigation' });
    await bottom.getByRole('link', { name: 'Upload' }).click();
    await expect(page).toHaveURL(/\/video-upload$/);
    await expect(bottom.getByRole('link', { name: 'Upload' })).toHaveAttribute('aria-current', 'page');

    // Record the router's replacements: the tap replaces the entry with /dashboard, then with the tool again.
    await page.evaluate(() => {
      const log: string[] = [];
      (window as unknown as { replaced: string[] }).replaced = log;
      const original = window.history.replaceState.bind(window.history);
      window.history.replaceState = (data, unused, url) => {
        log.push(new URL(String(url), window.location.href).pathname);
        original(data, unused, url);
      };
    });
    const length = await page.evaluate(() => window.history.length);
    await bottom.getByRole('link', { name: 'Upload' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { replaced: string[] }).replaced))
      .toEqual(['/dashboard', '/video-upload']);
    await expect(page).toHaveURL(/\/video-upload$/);
    expect(await page.evaluate(() => window.history.length)).toBe(length);

    // Wide screens have the header instead.
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect(bottom).toBeHidden();
  });
});
