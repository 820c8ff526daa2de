// Issue 6 journeys. Daniel signs in (no other e2e file signs in as Daniel) and connects Sam's 1,200-video chess
// channel, read-only as every connection starts (grants are per Vidcraft user; large-channel.e2e.ts, which signs in
// as Sam, only reads). Nobody else widens Sam's grant, so publishing deterministically asks for write access in
// context. The videos changed here — puzzles #1200 (publish, revert) and #1199 (a change on YouTube, then
// "publish anyway") — are ones no other test reads. The tests share the connection, so they run in order.
import type { Page } from '@playwright/test';
import { expect, readClipboard, test } from './fixtures.ts';
import { CHANNELS, consentAtGoogle, sandboxControl, signIn, toast } from './google-sandbox.ts';

test.describe.configure({ mode: 'serial' });

const NEW_TITLE = 'Knight Fork Puzzle: Find the Winning Move in 10 Seconds';

/** Signs in as Daniel with Sam's channel connected and synced (connected by the first test that needs it). */
async function signInWithChannel(page: Page): Promise<void> {
  await signIn(page, 'daniel');
  await expect(page).toHaveURL(/\/dashboard$/);
  const { connections } = (await (await page.request.get('/api/youtube-connections')).json()) as {
    connections: unknown[];
  };
  if (connections.length === 0) {
    await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
    await consentAtGoogle(page, 'sam');
    await expect(page.getByText('Last synced')).toBeVisible({ timeout: 60_000 });
  }
}

/** Finds a video in the picker and opens it in the optimizer; answers its YouTube id and title. */
async function openInOptimizer(page: Page, search: string): Promise<{ videoId: string; title: string }> {
  await page.goto('/video-optimization');
  await page.getByRole('searchbox', { name: 'Search videos' }).fill(search);
  await expect(page.getByText('1 matching video')).toBeVisible();
  await page
    .getByRole('list', { name: 'Videos' })
    .getByRole('link', { name: /^Optimize “/ })
    .click();
  await expect(page).toHaveURL(/\/video-optimizer\?videoId=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(search);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  return { videoId: new URL(page.url()).searchParams.get('videoId') ?? '', title };
}

async function getBasicSuggestions(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Basic' }).check();
  await page.getByRole('button', { name: 'Get suggestions' }).click();
  await expect(page.getByRole('region', { name: 'About these suggestions' })).toContainText('Basic', {
    timeout: 20_000,
  });
  await expect(page.getByRole('dialog', { name: 'Preparing suggestions' })).toBeHidden();
}

async function videoTitle(page: Page, videoId: string): Promise<string> {
  const details = (await (await page.request.get(`/api/videos/${videoId}/details`)).json()) as {
    title: string;
  };
  return details.title;
}

/** videos.update calls the sandbox served for Sam's channel since `sinceSeq`. */
async function updatesSince(page: Page, sinceSeq: number): Promise<Array<{ seq: number }>> {
  const log = (await (
    await page.request.get(`/sandbox/control/requests?method=youtube.videos.update&sinceSeq=${sinceSeq}`)
  ).json()) as Array<{ seq: number; channelId: string; status: number }>;
  return log.filter((entry) => entry.channelId === CHANNELS.sam && entry.status === 200);
}

async function lastSeq(page: Page): Promise<number> {
  const log = (await (await page.request.get('/sandbox/control/requests?limit=1000')).json()) as Array<{
    seq: number;
  }>;
  return Math.max(0, ...log.map((entry) => entry.seq));
}

test('optimize with Basic, edit the title, publish (write access asked in context), revert from the history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithChannel(page);
  const { videoId, title: original } = await openInOptimizer(page, 'Puzzle #1200:');
  await expect(page.getByRole('heading', { name: 'Vidcraft SEO score' })).toBeVisible();
  await expect(page.getByText(/not a YouTube metric/).first()).toBeVisible();
  await page.getByRole('button', { name: 'How the score is made' }).click();
  await expect(page.getByText('Main keyword early in the title')).toBeVisible();

  await getBasicSuggestions(page);
  const title = page.getByRole('textbox', { name: 'Your title' });
  await title.fill(NEW_TITLE);
  await expect(page.getByRole('region', { name: 'Publish or copy' })).toContainText('Changes to publish');

  // The review shows exactly what changes and what it costs; the read-only grant is widened in context.
  const before = await lastSeq(page);
  await page.getByRole('button', { name: /Review and publish/ }).click();
  const review = page.getByRole('dialog', { name: 'Review before publishing' });
  await expect(review.getByText(NEW_TITLE)).toBeVisible();
  await expect(review.getByText(/52 units of today's quota/)).toBeVisible();
  await review.getByRole('button', { name: 'Publish to YouTube' }).click();
  const writeAccess = page.getByRole('dialog', { name: 'Allow publishing to this channel' });
  await writeAccess.getByRole('button', { name: 'Continue to Google' }).click();
  await consentAtGoogle(page, 'sam');
  await expect(page).toHaveURL(new RegExp(`/video-optimizer\\?videoId=${videoId}$`));
  await expect(toast(page, 'Permission granted')).toBeVisible();

  // Back with the edits kept, at the review step: publish.
  await expect(review.getByText(NEW_TITLE)).toBeVisible();
  await review.getByRole('button', { name: 'Publish to YouTube' }).click();
  await expect(toast(page, 'Published to YouTube')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_TITLE);
  await expect(page.getByText(/Vidcraft read the video back from YouTube and it matches/)).toBeVisible();
  expect(await videoTitle(page, videoId)).toBe(NEW_TITLE);
  expect(await updatesSince(page, before)).toHaveLength(1);

  // The history has the change with before and after; revert publishes the earlier title again.
  await page.getByRole('link', { name: 'View in the history' }).first().click();
  await expect(page).toHaveURL(/\/optimization-history\?videoId=.*&entry=/);
  const entry = page.getByRole('listitem').filter({ hasText: NEW_TITLE }).first();
  await expect(entry.getByText('Published', { exact: true })).toBeVisible();
  await expect(entry.getByText('Basic')).toBeVisible();
  await expect(entry.getByText(original, { exact: true })).toBeVisible();
  await entry.getByRole('button', { name: /Revert/ }).click();
  const revert = page.getByRole('dialog', { name: 'Revert this change?' });
  await revert.getByRole('button', { name: 'Revert on YouTube' }).click();
  await expect(toast(page, 'Change reverted')).toBeVisible();
  await expect(page.getByText('Reverted', { exact: true }).first()).toBeVisible();
  await expect.poll(() => videoTitle(page, videoId)).toBe(original);
  expect(await updatesSince(page, before)).toHaveLength(2);
});

test.describe('copy and conflicts', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copy all for YouTube Studio; a change on YouTube is shown before publishing anyway', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInWithChannel(page);
    const { videoId } = await openInOptimizer(page, 'Puzzle #1199:');
    await getBasicSuggestions(page);
    const title = 'Daily Chess Puzzle 1199: Can You Spot the Winning Idea?';
    await page.getByRole('textbox', { name: 'Your title' }).fill(title);

    // Chapters: three rows from 0:00, written into the description as YouTube reads them.
    const chapters = page.getByRole('button', { name: 'Add chapter' });
    for (const name of ['The position', 'Your move', 'Solution']) {
      await chapters.click();
      await page
        .getByRole('textbox', { name: /^Title of chapter/ })
        .last()
        .fill(name);
    }
    await expect(page.getByText('YouTube will show these chapters.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your description' })).toHaveValue(
      /0:00 The position\n0:10 Your move\n0:20 Solution/,
    );

    // A reload keeps the edits (until they are published or discarded) and says so.
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your unpublished edits to this video were restored.' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your title' })).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Your description' })).toHaveValue(
      /0:00 The position\n0:10 Your move\n0:20 Solution/,
    );
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByText('Your unpublished edits to this video were restored.')).toHaveCount(0);

    // Copy all: the three fields under their names, tags as a comma-separated list; the copy joins the history.
    await page.getByRole('button', { name: 'Copy title, description and tags for YouTube Studio' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await readClipboard(page);
    const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(copied).toMatch(
      new RegExp(`^Title\\n${escaped}\\n\\nDescription\\n[\\s\\S]*0:00 The position[\\s\\S]*\\n\\nTags\\n`),
    );
    expect(copied.split('\n\nTags\n')[1]?.trim()).not.toBe('');

    // Someone edits the video in Studio meanwhile: publishing shows the change and asks.
    await sandboxControl(page.request, 'videos/edit', { videoId, title: 'Edited in Studio' });
    await page.getByRole('button', { name: /Review and publish/ }).click();
    await page
      .getByRole('dialog', { name: 'Review before publishing' })
      .getByRole('button', { name: 'Publish to YouTube' })
      .click();
    const conflict = page.getByRole('dialog', { name: 'This video changed on YouTube' });
    await expect(conflict.getByText('Edited in Studio')).toBeVisible();
    await expect(conflict.getByText('You started from').first()).toBeVisible();
    await conflict.getByRole('button', { name: 'Publish anyway' }).click();
    await expect(toast(page, 'Published to YouTube')).toBeVisible();
    expect(await videoTitle(page, videoId)).toBe(title);

    await page.goto(`/optimization-history?videoId=${videoId}`);
    await expect(page.getByText('Copied for Studio')).toBeVisible();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
  });
});

test('/seo shows the channel audit: average, spread, issues, quick wins and keywords', async ({ page }) => {
  // Signing in may wait for the 1,200-video sync and the audit scores them all: more than the default 30 s
  // when the machine is busy.
  test.setTimeout(120_000);
  await signInWithChannel(page);
  await page.goto('/seo');
  await expect(page.getByRole('heading', { name: 'SEO', level: 1 })).toBeVisible();
  // The audit scores every synced video (1,200 here) on the server; on a loaded CI machine that can take a while.
  await expect(page.getByRole('img', { name: /^Average score: \d+ of 100$/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Videos scored: 1,200')).toBeVisible();
  await expect(page.getByText(/not a YouTube metric/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Videos per score band' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await expect(
    page.getByRole('region', { name: 'Most common issues' }).getByRole('listitem').first(),
  ).toBeVisible();
  const wins = page.getByRole('region', { name: 'Quick wins' });
  const optimize = wins.getByRole('link', { name: /^Optimize “/ }).first();
  await expect(optimize).toHaveAttribute('href', /\/video-optimizer\?videoId=/);
  await expect(page.getByRole('region', { name: 'Keywords across the channel' })).toBeVisible();
  await optimize.click();
  await expect(page).toHaveURL(/\/video-optimizer\?videoId=/);
});

test.describe('phone and right-to-left', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the optimizer fits a 390 px phone, in Arabic too, with nothing overlapping', async ({
    page,
  }, info) => {
    await signInWithChannel(page);
    const { videoId } = await openInOptimizer(page, 'Puzzle #1200:');
    const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth);
    await expect(page.getByRole('heading', { name: 'Title', exact: true })).toBeVisible();
    expect(await noSidewaysScroll()).toBeLessThanOrEqual(390);
    await info.attach('optimizer-390', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });

    await page.goto(`/ar/video-optimizer?videoId=${videoId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'العنوان', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'درجة تحسين الظهور من Vidcraft' })).toBeVisible();
    expect(await noSidewaysScroll()).toBeLessThanOrEqual(390);

    // The action bar sits above the bottom navigation, and the right-to-left header starts on the right.
    const bar = await page.getByRole('region', { name: 'النشر أو النسخ' }).boundingBox();
    const nav = await page.getByRole('navigation', { name: 'التنقل في التطبيق' }).boundingBox();
    expect(bar && nav && bar.y + bar.height <= nav.y).toBe(true);
    const eyebrow = await page.getByText('أداة التحسين').boundingBox();
    expect(eyebrow && eyebrow.x + eyebrow.width > 300).toBe(true);
    await info.attach('optimizer-390-ar', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  });
});
