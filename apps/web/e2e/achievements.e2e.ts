// Issue 17: what one publish leads to. Inés (the deployment's operator in plans.e2e.ts, which never connects a
// channel or publishes) connects Maya's Kitchen Atlas — connected read-only, so publishing asks for write access
// in context — and publishes a better title for "Dutch oven review" (a video no other test reads).
// - Achievements: the toast announcing "First optimization" appears once (not again after a reload), and
//   /achievements shows it earned on the day of the publish.
// - Analytics: /analytics lists the change with its verdict ("too early" on the day it was published), marks it
//   on the video's chart, asks for YouTube Analytics in context and, once allowed, reads it.
// Then the same pages on a 390 px phone in Arabic, right to left. The tests share the connection and the publish,
// so they run in order. Screenshots are attached to the report.
import type { Page } from '@playwright/test';
import { documentLanguage, expect, test } from './fixtures.ts';
import { consentAtGoogle, signIn, toast } from './google-sandbox.ts';
import { attach, texts } from './locale-texts.ts';

test.describe.configure({ mode: 'serial' });

const VIDEO = 'Dutch oven review';
const NEW_TITLE = 'Dutch Oven Review: Is a $60 Enamel Pot Worth It After a Year?';

interface Achievement {
  id: string;
  earned: boolean;
  earnedAt: string | null;
  announced: boolean;
}

async function achievements(page: Page): Promise<Achievement[]> {
  const res = await page.request.get('/api/achievements');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { achievements: Achievement[] }).achievements;
}

/** The announcement toast naming an achievement (its title alone, or among several). */
function achievementToast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });
}

async function noSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

test('publishing the first optimization earns an achievement, announced once, shown with its date', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const t = texts('en', 'achievements');
  await signIn(page, 'ines');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Before anything is published, the page says how to earn the first one.
  await page.goto('/achievements');
  await expect(page.getByRole('heading', { name: t('page.title'), level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('empty.heading') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('empty.optimize') })).toHaveAttribute(
    'href',
    '/video-optimization',
  );
  const first = page
    .getByRole('list', { name: `${t('groups.publishing')}: ${t('next.heading')}` })
    .getByRole('listitem', { name: t('items.firstOptimization.title') });
  await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0 of 1');

  // Connect Kitchen Atlas (read-only), then optimize a video's title in the optimizer.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
  await consentAtGoogle(page, 'maya');
  await expect(page.getByText('Last synced')).toBeVisible({ timeout: 60_000 });
  await page.goto('/video-optimization');
  await page.getByRole('searchbox', { name: 'Search videos' }).fill(VIDEO);
  await expect(page.getByText('1 matching video')).toBeVisible();
  await page
    .getByRole('list', { name: 'Videos' })
    .getByRole('link', { name: /^Optimize “/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(VIDEO);
  await page.getByRole('radio', { name: 'Basic' }).check();
  await page.getByRole('button', { name: 'Get suggestions' }).click();
  await expect(page.getByRole('region', { name: 'About these suggestions' })).toContainText('Basic', {
    timeout: 30_000,
  });
  await expect(page.getByRole('dialog', { name: 'Preparing suggestions' })).toBeHidden();
  await page.getByRole('textbox', { name: 'Your title' }).fill(NEW_TITLE);
  await page.getByRole('button', { name: /Review and publish/ }).click();
  const review = page.getByRole('dialog', { name: 'Review before publishing' });
  await review.getByRole('button', { name: 'Publish to YouTube' }).click();
  await page
    .getByRole('dialog', { name: 'Allow publishing to this channel' })
    .getByRole('button', { name: 'Continue to Google' })
    .click();
  await consentAtGoogle(page, 'maya');
  await expect(review.getByText(NEW_TITLE)).toBeVisible();
  await review.getByRole('button', { name: 'Publish to YouTube' }).click();

  // The publish's own toast first; the achievement's waits for it to close, then is marked announced.
  await expect(toast(page, 'Published to YouTube')).toBeVisible();
  const announced = achievementToast(page, t('items.firstOptimization.title'));
  await expect(announced).toBeVisible({ timeout: 20_000 });
  await attach(info, page, 'achievement-toast-en');
  await expect
    .poll(async () => (await achievements(page)).find((a) => a.id === 'firstOptimization-1')?.announced)
    .toBe(true);
  const earned = (await achievements(page)).find((a) => a.id === 'firstOptimization-1')!;
  expect(earned.earned).toBe(true);

  // Once: a reload reads the same list and shows no toast for it (the page and the announcer share that read).
  await page.goto('/achievements');
  const date = await page.evaluate(
    (at) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(at)),
    earned.earnedAt!,
  );
  const card = page
    .getByRole('list', { name: `${t('groups.publishing')}: ${t('earned.heading')}` })
    .getByRole('listitem', { name: t('items.firstOptimization.title') });
  await expect(card.getByText(t('earned.on', { date }))).toBeVisible();
  await expect(card.locator('time')).toHaveAttribute('datetime', earned.earnedAt!);
  await expect(page.getByRole('heading', { name: t('empty.heading') })).toHaveCount(0);
  await expect(announced).toHaveCount(0);
  // The next step of the streak counts this week's publish.
  await expect(
    page.getByRole('listitem', { name: t('items.streak.title', { count: 2 }) }).getByRole('progressbar'),
  ).toHaveAttribute('aria-valuenow', '1');
  await attach(info, page, 'achievements-en');
});

test('the published change is on /analytics with its verdict; YouTube Analytics is asked for there and read', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const t = texts('en', 'analytics');
  await signIn(page, 'ines', '/login?returnTo=%2Fanalytics');
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: t('title'), level: 1 })).toBeVisible();

  // The change, judged "too early" on the day it was published (the first verdict needs 7 days of figures).
  const changes = page.getByRole('list', { name: t('changes.title') });
  const change = changes.getByRole('listitem');
  await expect(change).toHaveCount(1);
  await expect(change.getByText(t('changes.kind.metadata'))).toBeVisible();
  await expect(change.getByRole('link', { name: NEW_TITLE })).toBeVisible();
  const views = change.locator('[data-verdict="views"]');
  await expect(views.getByText(t('verdict.outcome.too-early'))).toBeVisible();
  await expect(
    views.getByText(t('verdict.sentence.too-early', { daysAfter: 0, daysNeeded: 7 })),
  ).toBeVisible();

  // YouTube Analytics is asked for here, in context, with what it adds.
  const access = page.getByRole('region', { name: t('access.title') });
  await expect(access.getByText(t('access.readOnly'))).toBeVisible();
  await access.getByRole('button', { name: t('access.allow') }).click();
  await consentAtGoogle(page, 'maya');
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByText(t('access.granted', { channel: "Maya's Kitchen Atlas" }))).toBeVisible();
  // Granting started a first reading; reading again now follows the run to its end and shows the figures.
  await page.getByRole('button', { name: t('refresh') }).click();
  await expect(page.getByText(/^Last read /)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('figure', { name: t('charts.channelViews') })).toBeVisible();
  await expect(page.getByText(/^Views and watch time from YouTube Analytics/)).toBeVisible();
  await attach(info, page, 'analytics-en');

  // The video's own view: its chart with the change marked, the verdict, the packaging experiments.
  await change.getByRole('link', { name: NEW_TITLE }).click();
  await expect(page).toHaveURL(/\/analytics\?video=[\w-]{11}$/);
  await expect(page.getByRole('heading', { name: NEW_TITLE, level: 2 })).toBeVisible();
  await expect(page.getByRole('figure', { name: t('charts.videoViews') })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: t('charts.videoViews') }).getByText(t('charts.change'), { exact: true }),
  ).toBeVisible();
  await expect(
    page.locator('[data-verdict="views"]').getByText(t('verdict.outcome.too-early')),
  ).toBeVisible();
  await page.getByText(t('charts.table')).first().click();
  await expect(page.getByRole('table', { name: t('charts.videoViews') })).toBeVisible();
  await attach(info, page, 'analytics-video-en');
});

test.describe('on a 390 px phone in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 }, locale: 'ar' });

  test('the earned achievement with its date, the next ones, right to left, no sideways scrolling', async ({
    page,
  }, info) => {
    test.setTimeout(60_000);
    const t = texts('ar', 'achievements');
    await signIn(page, 'ines', '/ar/login?returnTo=%2Far%2Fachievements');
    await expect(page).toHaveURL(/\/ar\/achievements$/);
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.getByRole('heading', { name: t('page.title'), level: 1 })).toBeVisible();

    const earned = (await achievements(page)).find((a) => a.id === 'firstOptimization-1')!;
    const date = await page.evaluate(
      (at) => new Intl.DateTimeFormat('ar', { dateStyle: 'medium' }).format(new Date(at)),
      earned.earnedAt!,
    );
    const card = page.getByRole('listitem', { name: t('items.firstOptimization.title') });
    await expect(card.getByText(t('earned.on', { date }))).toBeVisible();
    await expect(page.getByRole('heading', { name: t('groups.channel'), level: 2 })).toBeVisible();
    const bars = page.getByRole('progressbar');
    expect(await bars.count()).toBeGreaterThan(0);
    await expect(bars.first()).toHaveAttribute('aria-valuetext', /.+/);
    await noSidewaysScroll(page);
    await attach(info, page, 'achievements-ar-390');
  });

  test('the change and its verdict on /ar/analytics, right to left, no sideways scrolling', async ({
    page,
  }, info) => {
    test.setTimeout(60_000);
    const t = texts('ar', 'analytics');
    await signIn(page, 'ines', '/ar/login?returnTo=%2Far%2Fanalytics');
    await expect(page).toHaveURL(/\/ar\/analytics$/);
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.getByRole('heading', { name: t('title'), level: 1 })).toBeVisible();
    const change = page.getByRole('list', { name: t('changes.title') }).getByRole('listitem');
    await expect(change.getByText(t('changes.kind.metadata'))).toBeVisible();
    await expect(
      change.locator('[data-verdict="views"]').getByText(t('verdict.outcome.too-early')),
    ).toBeVisible();
    await expect(page.getByRole('figure', { name: t('charts.channelViews') })).toBeVisible();
    await noSidewaysScroll(page);
    await attach(info, page, 'analytics-ar-390');
  });
});
