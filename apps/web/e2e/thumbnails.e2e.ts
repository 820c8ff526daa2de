// Issue 13 journeys in the thumbnail studio. Alex signs in (no other e2e file signs in as Alex or connects Alex's
// channels) and connects Alex Makes, read-only as every connection starts, so the first upload asks for write
// access in context. Compose → checks → previews at real size → upload → history → revert, on a computer in
// English and on a 390 px phone in Arabic; and the unverified brand channel's refusal. The tests share the
// connection, so they run in order. Screenshots are attached to the report (E2E_SCREENSHOTS=<dir> keeps copies).
import type { Page } from '@playwright/test';
import { previewTitle } from '@vidcraft/seo';
import { documentLanguage, expect, test } from './fixtures.ts';
import { CHANNELS, consentAtGoogle, signIn, toast } from './google-sandbox.ts';
import { attach, texts } from './locale-texts.ts';

test.describe.configure({ mode: 'serial' });

const WALNUT = 'Building a Walnut Standing Desk with Hand Tools Only';
const SHARPENING = 'Sharpening Chisels: The Only 3 Stones You Need';

/** The studio's texts in a language (English where that language has no translation yet). */
const studioTexts = (language: string) => texts(language, 'thumbnails');

/** A toast in a language whose notifications region has another name than English's. */
function toastIn(page: Page, region: string, title: string) {
  return page
    .getByRole('region', { name: new RegExp(`^${region}`), includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** Signs in as Alex with Alex Makes connected and synced (connected by the first test that needs it). */
async function signInWithChannel(page: Page): Promise<void> {
  await signIn(page, 'alex');
  await expect(page).toHaveURL(/\/dashboard$/);
  const { connections } = (await (await page.request.get('/api/youtube-connections')).json()) as {
    connections: unknown[];
  };
  if (connections.length === 0) {
    await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
    await consentAtGoogle(page, 'alex', CHANNELS.alexMakes);
    await expect(page.getByText('Last synced')).toBeVisible({ timeout: 60_000 });
  }
}

/** thumbnails.set calls the sandbox served for a channel. */
async function thumbnailSets(page: Page, channelId: string) {
  const log = (await (
    await page.request.get('/sandbox/control/requests?method=youtube.thumbnails.set&limit=1000')
  ).json()) as Array<{ channelId: string; status: number }>;
  return log.filter((entry) => entry.channelId === channelId);
}

async function videoIdOf(page: Page, channelId: string, title: string): Promise<string> {
  const answer = (await (
    await page.request.get(`/api/user/channel-videos?channelId=${channelId}&q=${encodeURIComponent(title)}`)
  ).json()) as { videos: Array<{ id: string; title: string }> };
  const video = answer.videos.find((item) => item.title === title);
  if (!video) throw new Error(`No video “${title}”`);
  return video.id;
}

/** The rendered thumbnail shows the design: it has this text and no render is on its way. */
async function expectRendered(page: Page, t: ReturnType<typeof studioTexts>, text: string) {
  await expect(page.getByRole('img', { name: t('render.alt', { text }) })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(t('render.updating'))).toHaveCount(0, { timeout: 20_000 });
}

test('compose, check, preview at real size, upload (write access in context), history and revert', async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const t = studioTexts('en');
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInWithChannel(page);

  // The studio from the navigation: pick a video by searching.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Thumbnails' })
    .click();
  await expect(page).toHaveURL(/\/thumbnail-generator$/);
  await expect(page).toHaveTitle('Thumbnail studio — Vidcraft');
  await page.getByRole('searchbox', { name: 'Search videos' }).fill('walnut');
  await expect(page.getByText('1 matching video')).toBeVisible();
  await page
    .getByRole('list', { name: 'Videos' })
    .getByRole('button', { name: new RegExp(WALNUT) })
    .click();
  await expect(page).toHaveURL(/\/thumbnail-generator\?videoId=/);
  const videoId = new URL(page.url()).searchParams.get('videoId') ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(WALNUT);

  // Backgrounds: an upload the server refuses says why; a real picture is kept and chosen.
  const background = page.getByRole('region', { name: 'Background' });
  await background.getByText('Upload', { exact: true }).click();
  const file = background.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(background.getByRole('alert')).toHaveText('This file is not a PNG, JPEG or WebP image.');
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 1280, height: 720 } });
  await file.setInputFiles({ name: 'my-photo.png', mimeType: 'image/png', buffer: picture });
  await expect(background.getByRole('button', { name: 'Use this image' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(background.getByRole('alert')).toHaveCount(0);

  // No image model on this server: the prompt says so, and how the operator adds one.
  await background.getByText('Generate', { exact: true }).click();
  await expect(background.getByText('No image model on this server')).toBeVisible();
  await expect(background.getByText('IMAGE_PROVIDER', { exact: true })).toBeVisible();
  await expect(background.getByRole('textbox', { name: 'Describe the picture' })).toBeDisabled();

  // Compose: a style preset in two colours, kept as the channel's brand colours, and two text layers.
  await background.getByText('Styles', { exact: true }).click();
  await background.getByRole('button', { name: 'Sunburst' }).click();
  await expect(background.getByRole('button', { name: 'Sunburst' })).toHaveAttribute('aria-pressed', 'true');
  await background.getByLabel('Colour 1').fill('#7c2d12');
  await background.getByRole('button', { name: 'Save these colours as the brand colours' }).click();
  await expect(background.getByText('Saved for this channel.')).toBeVisible();
  expect(
    await page.evaluate(
      (id) => window.localStorage.getItem(`vidcraft.brand-colors.${id}`),
      CHANNELS.alexMakes,
    ),
  ).toContain('#7c2d12');

  const layers = page.getByRole('region', { name: 'Text', exact: true });
  await layers.getByRole('textbox', { name: 'Words of text 1' }).fill('WALNUT DESK');
  await expect(layers.getByText(/No face detector is used/)).toBeVisible(); // how "auto" decides, as the server says
  await layers.getByRole('button', { name: 'Add text' }).click();
  await layers.getByRole('textbox', { name: 'Words of text 2' }).fill('hand tools only');
  await layers.getByRole('combobox', { name: 'Position' }).nth(1).selectOption('bottom-left');
  await expectRendered(page, t, 'WALNUT DESK · hand tools only');

  // Checks: a score with its reasons, measured at the up-next size; Vidcraft's own, not YouTube's.
  const checks = page.getByRole('region', { name: 'Thumbnail checks' });
  await expect(checks.getByText("Vidcraft's own checks of the image, not a YouTube metric.")).toBeVisible();
  await expect(checks.getByText(/^5 words: read at a glance \(at most 5\)\.$/)).toBeVisible();
  await expect(
    checks.getByText(/The smallest text is .* px tall in the up-next list \(168 × 94\)/),
  ).toBeVisible();
  await expect(checks.getByText('Clear of the duration badge')).toBeVisible();
  await expect(checks.getByRole('img', { name: /^Thumbnail check score: \d+ out of 100$/ })).toBeVisible();

  // Previews at the real pixel sizes, new beside current, with the title as YouTube cuts it.
  const previews = page.getByRole('region', { name: 'How it looks on YouTube' });
  const upNext = previews.getByRole('region', { name: /^Up next, beside the video/ });
  const newUpNext = await upNext.getByRole('img', { name: 'The new thumbnail' }).boundingBox();
  expect(newUpNext && [Math.round(newUpNext.width), Math.round(newUpNext.height)]).toEqual([168, 94]);
  await expect(upNext.getByRole('img', { name: 'The thumbnail on YouTube now' })).toBeVisible();
  const home = await previews
    .getByRole('region', { name: /^Home, computer/ })
    .getByRole('img', { name: 'The new thumbnail' })
    .boundingBox();
  expect(home && [Math.round(home.width), Math.round(home.height)]).toEqual([360, 202]);
  // The title as @vidcraft/seo cuts it for each surface: one line of desktop search, two of the up-next list.
  const search = previews.getByRole('region', { name: /^Search results, computer/ });
  for (const line of previewTitle(WALNUT, 'desktopSearch').lines)
    await expect(search.getByText(line, { exact: true })).toHaveCount(2);
  for (const line of previewTitle(WALNUT, 'suggested').lines)
    await expect(upNext.getByText(line, { exact: true })).toHaveCount(2);
  await previews.getByText('Light', { exact: true }).click();
  await attach(info, page, 'studio-desktop');

  // Variants: three renders side by side; one becomes the design.
  const variants = page.getByRole('region', { name: 'Variants' });
  await variants.getByRole('button', { name: 'Make 3 variants' }).click();
  await expect(variants.getByRole('button', { name: 'Use this one' })).toHaveCount(3);
  for (const button of await variants.getByRole('button', { name: 'Use this one' }).all())
    await expect(button).toBeEnabled({ timeout: 20_000 });
  await attach(info, page, 'studio-variants');
  await variants.getByRole('button', { name: 'Use this one' }).first().click();
  await expect(variants.getByRole('button', { name: 'In the editor' })).toBeVisible();
  await expectRendered(page, t, 'WALNUT DESK · hand tools only');

  // Download (thumbnail.jpg) and copy the image instead of uploading; both are recorded.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('thumbnail.jpg');
  await page.getByRole('button', { name: 'Copy the image for YouTube Studio' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  // The same design is kept once: it is listed among the saved thumbnails, ready to edit again.
  const saved = page.getByRole('list', { name: 'Thumbnails saved for this video' });
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('button', { name: 'Edit this one' })).toBeVisible();
  // Its own Download gives the same file, named by the server.
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    saved.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(again.suggestedFilename()).toBe('thumbnail.jpg');

  // Upload: reviewed, then the write permission is asked for in context, then back to the same step.
  const before = (await thumbnailSets(page, CHANNELS.alexMakes)).length;
  await page.getByRole('button', { name: /^Upload to YouTube/ }).click();
  const review = page.getByRole('dialog', { name: 'Upload this thumbnail to YouTube?' });
  await expect(review.getByText(/^Costs 51 units of today's YouTube quota/)).toBeVisible();
  await review.getByRole('button', { name: 'Upload to YouTube' }).click();
  const access = page.getByRole('dialog', { name: 'Allow thumbnail uploads for this channel' });
  await access.getByRole('button', { name: 'Continue to Google' }).click();
  await consentAtGoogle(page, 'alex', CHANNELS.alexMakes);
  await expect(page).toHaveURL(new RegExp(`/thumbnail-generator\\?videoId=${videoId}$`));
  await expect(toast(page, 'Permission granted')).toBeVisible();
  await expect(review).toBeVisible();
  // The design came back with the page; uploading waits until it is rendered again.
  await expect(review.getByRole('button', { name: 'Upload to YouTube' })).toBeEnabled({ timeout: 20_000 });
  await review.getByRole('button', { name: 'Upload to YouTube' }).click();
  await expect(toast(page, 'Thumbnail uploaded to YouTube')).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await thumbnailSets(page, CHANNELS.alexMakes)).length).toBe(before + 1);

  // History: the upload with the image it sent and the one it replaced; one click puts the old one back.
  const history = page.getByRole('list', { name: 'Thumbnail uploads of this video' });
  const upload = history.getByRole('listitem').first();
  await expect(upload.getByText('On YouTube')).toBeVisible();
  await expect(upload.getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(upload.getByRole('img', { name: 'Replaced' })).toBeVisible();
  await upload.getByRole('button', { name: /Put the replaced one back/ }).click();
  await expect(toast(page, 'Earlier thumbnail restored')).toBeVisible({ timeout: 20_000 });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first().getByText('Revert', { exact: true })).toBeVisible();
  await expect(history.getByRole('listitem').nth(1).getByText('Reverted', { exact: true })).toBeVisible();
  await expect.poll(async () => (await thumbnailSets(page, CHANNELS.alexMakes)).length).toBe(before + 2);

  // The month's quota counts the upload (reverts are free).
  const month = page.getByRole('region', { name: 'This month' });
  await expect(month.getByText('1 of 100')).toBeVisible();
  await attach(info, page, 'studio-history');
});

test('an unverified channel: YouTube refuses custom thumbnails, and the studio says how to verify', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithChannel(page);
  await page.goto('/channels');
  await page.getByRole('button', { name: 'Connect another channel' }).click();
  await consentAtGoogle(page, 'alex', CHANNELS.alexMakesClips);
  await expect(page.getByRole('listitem', { name: 'Alex Makes Clips' })).toBeVisible();
  await expect
    .poll(async () =>
      videoIdOf(page, CHANNELS.alexMakesClips, 'Cutting a Dovetail in Sixty Seconds').catch(() => ''),
    )
    .not.toBe('');
  const videoId = await videoIdOf(page, CHANNELS.alexMakesClips, 'Cutting a Dovetail in Sixty Seconds');

  await page.goto(`/thumbnail-generator?videoId=${videoId}`);
  await page.getByRole('textbox', { name: 'Words of text 1' }).fill('DOVETAIL');
  await expectRendered(page, studioTexts('en'), 'DOVETAIL');
  await page.getByRole('button', { name: /^Upload to YouTube/ }).click();
  const review = page.getByRole('dialog', { name: 'Upload this thumbnail to YouTube?' });
  await review.getByRole('button', { name: 'Upload to YouTube' }).click();
  const access = page.getByRole('dialog', { name: 'Allow thumbnail uploads for this channel' });
  await access.getByRole('button', { name: 'Continue to Google' }).click();
  await consentAtGoogle(page, 'alex', CHANNELS.alexMakesClips);
  await expect(review.getByRole('button', { name: 'Upload to YouTube' })).toBeEnabled({ timeout: 20_000 });
  await review.getByRole('button', { name: 'Upload to YouTube' }).click();
  await expect(review.getByRole('alert')).toContainText(
    'YouTube allows custom thumbnails only on verified channels',
  );
  await expect(review.getByRole('link', { name: 'Verify the channel on YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/verify',
  );
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('list', { name: 'Thumbnail uploads of this video' }).getByText('Failed', { exact: true }),
  ).toBeVisible();
});

test.describe('phone and right-to-left', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the whole journey on a 390 px phone in Arabic: compose, check, preview, upload, revert', async ({
    page,
  }, info) => {
    test.setTimeout(150_000);
    const t = studioTexts('ar');
    await signInWithChannel(page);
    const videoId = await videoIdOf(page, CHANNELS.alexMakes, SHARPENING);
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth);

    // The bottom navigation has the studio; the screen is right-to-left and fits the width.
    await page.goto('/ar/dashboard');
    const bottom = page.getByRole('navigation', { name: 'التنقل في التطبيق' });
    await bottom.getByRole('link', { name: t('nav.label') }).click();
    await expect(page).toHaveURL(/\/ar\/thumbnail-generator$/);
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.getByRole('heading', { name: t('page.title'), level: 1 })).toBeVisible();
    expect(await sideways()).toBeLessThanOrEqual(390);

    await page.goto(`/ar/thumbnail-generator?videoId=${videoId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHARPENING);
    const words = 'أفضل ٣ أحجار';
    await page.getByRole('textbox', { name: t('layers.text', { number: 1 }) }).fill(words);
    await expectRendered(page, t, words);
    await expect(page.getByRole('region', { name: t('checks.title') }).getByRole('listitem')).toHaveCount(6);
    expect(await sideways()).toBeLessThanOrEqual(390);
    // The render comes first on a phone; the header starts on the right.
    const render = await page.getByRole('img', { name: t('render.alt', { text: words }) }).boundingBox();
    const textPanel = await page.getByRole('region', { name: t('layers.title') }).boundingBox();
    expect(render && textPanel && render.y < textPanel.y).toBe(true);
    const eyebrow = await page.getByText(t('page.title'), { exact: true }).first().boundingBox();
    expect(eyebrow && eyebrow.x + eyebrow.width > 300).toBe(true);

    // The up-next preview keeps its real size on the phone (it scrolls sideways inside its box, the page does not).
    const upNext = page.getByRole('region', { name: new RegExp(`^${t('previews.surfaces.upNext')}`) });
    const size = await upNext.getByRole('img', { name: t('previews.newImage') }).boundingBox();
    expect(size && [Math.round(size.width), Math.round(size.height)]).toEqual([168, 94]);
    expect(await sideways()).toBeLessThanOrEqual(390);
    await attach(info, page, 'studio-390-ar');

    // Upload and revert, from the phone (the write permission is asked for here unless the first test got it).
    await page.getByRole('button', { name: new RegExp(`^${t('actions.upload')}`) }).click();
    const review = page.getByRole('dialog', { name: t('uploadDialog.title') });
    const confirm = review.getByRole('button', { name: t('uploadDialog.confirm') });
    await confirm.click();
    const uploaded = toastIn(page, 'الإشعارات', t('toasts.uploaded'));
    const access = page.getByRole('dialog', { name: t('writeAccess.title') });
    await expect(uploaded.or(access)).toBeVisible({ timeout: 20_000 });
    if (await access.isVisible()) {
      await access.getByRole('button', { name: t('writeAccess.confirm') }).click();
      await consentAtGoogle(page, 'alex', CHANNELS.alexMakes);
      await expect(confirm).toBeEnabled({ timeout: 20_000 });
      await confirm.click();
    }
    await expect(uploaded).toBeVisible({ timeout: 20_000 });
    const history = page.getByRole('list', { name: t('history.listLabel') });
    await history
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: new RegExp(t('history.revertAction')) })
      .click();
    await expect(toastIn(page, 'الإشعارات', t('toasts.reverted'))).toBeVisible({ timeout: 20_000 });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    expect(await sideways()).toBeLessThanOrEqual(390);
    await attach(info, page, 'studio-390-ar-history');
  });
});
