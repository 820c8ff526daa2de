// Issue 16 journeys in the upload tool. Rosa signs in (no other e2e file signs in as Rosa or connects Field
// Notes) and uploads a clip generated for the test (ffmpeg test sources, a hard cut, espeak-ng speech): the
// processing overlay with the spec's steps, the findings (fixes, loudness, scenes, the rough offline
// transcript), the suggestions, then a private upload to the sandbox — the channel connected read-only first, so
// publishing asks for upload permission in context. Then the same up to the findings on a 390 px phone in Arabic.
// The tests share the connection, so they run in order. Screenshots are attached to the report.
import type { Page } from '@playwright/test';
import { testMedia } from '../../server/test/test-media.ts';
import { documentLanguage, expect, test } from './fixtures.ts';
import { CHANNELS, consentAtGoogle, signIn } from './google-sandbox.ts';
import { attach, texts, type Texts } from './locale-texts.ts';

test.describe.configure({ mode: 'serial' });

const WORKING_TITLE = 'Welcome to the Field Notes channel';

/** Chooses the clip, names it, starts the upload and follows the analysis overlay to the result page. */
async function uploadClip(page: Page, t: Texts, common: Texts): Promise<string> {
  const media = await testMedia();
  await page.locator('input[type="file"][accept^="video"]').setInputFiles(media.clip);
  await page.getByLabel(t('form.workingTitle')).fill(WORKING_TITLE);
  await page.getByRole('button', { name: t('form.start') }).click();

  const overlay = page.getByRole('dialog', { name: t('jobs.analyzing') });
  await expect(overlay).toBeVisible({ timeout: 60_000 });
  for (const step of ['initializing', 'extracting', 'analyzing', 'finalizing', 'completed']) {
    await expect(overlay.getByText(common(`processing.steps.${step}.label`), { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/video-upload\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  // Success closes the overlay by itself (spec §9: 1,400 ms).
  await expect(overlay).toBeHidden({ timeout: 120_000 });
  return page.url().split('/').at(-1)!;
}

/** What the analysis found, as the result page shows it. */
async function expectFindings(page: Page, t: Texts) {
  await expect(page.getByRole('heading', { name: WORKING_TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('fixes.title') })).toBeVisible();
  // 320×180 is below HD: the fix names the measured size.
  await expect(page.getByText(/320\s*×\s*180/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: t('loudness.title') })).toBeVisible();
  await expect(page.getByRole('heading', { name: t('timeline.title') })).toBeVisible();
  await expect(page.getByText(t('transcript.rough'), { exact: true })).toBeVisible();
  await expect(page.getByText(t('metadata.suggestedTitles'), { exact: true })).toBeVisible();
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('uploads a generated clip, follows the overlay, reads the findings and publishes it as a private video', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const t = texts('en', 'uploads');
  const common = texts('en', 'common');
  await signIn(page, 'rosa');
  await page.goto('/video-upload');
  await expect(page.getByRole('heading', { name: t('page.title'), level: 1 })).toBeVisible();
  await attach(info, page, 'upload-empty');

  const uploadId = await uploadClip(page, t, common);
  await expectFindings(page, t);
  await attach(info, page, 'upload-result');

  // The first suggested title is in use; another one can replace it.
  await expect(page.getByText(t('metadata.inUse'), { exact: true })).toBeVisible();
  await page.getByText(t('metadata.useTitle'), { exact: true }).first().click();
  const title = await page.getByLabel(t('metadata.titleLabel'), { exact: true }).inputValue();
  expect(title.length).toBeGreaterThan(0);

  // The channel is connected read-only from here, as every connection starts; the connect flow comes back.
  const publish = page.locator('#publish');
  await publish.getByRole('button', { name: t('publish.connect') }).click();
  await consentAtGoogle(page, 'rosa');
  await expect(page).toHaveURL(new RegExp(`/video-upload/${uploadId}`), { timeout: 60_000 });

  await publish.getByRole('radio', { name: t('publish.private') }).check();
  await publish.getByRole('radio', { name: t('publish.kidsNo') }).check();
  await publish.getByRole('button', { name: t('publish.button'), exact: true }).click();

  // Uploading needs the upload permission, asked for here, then back with the form as it was.
  const access = page.getByRole('dialog', { name: t('access.title') });
  await expect(access).toBeVisible();
  await access.getByRole('button', { name: t('access.confirm') }).click();
  await consentAtGoogle(page, 'rosa');
  await expect(page).toHaveURL(new RegExp(`/video-upload/${uploadId}`), { timeout: 60_000 });
  await expect(publish.getByRole('radio', { name: t('publish.kidsNo') })).toBeChecked();
  await publish.getByRole('button', { name: t('publish.button'), exact: true }).click();

  await expect(page.getByRole('heading', { name: t('published.title') })).toBeVisible({ timeout: 120_000 });
  await attach(info, page, 'upload-published');

  // YouTube (the sandbox) has the new video, private, with the chosen title, in Rosa's channel.
  const upload = (await (await page.request.get(`/api/uploads/${uploadId}`)).json()) as {
    status: string;
    published: { youtubeVideoId: string } | null;
  };
  expect(upload.status).toBe('published');
  const video = (await (
    await page.request.get(`/sandbox/control/videos/${upload.published!.youtubeVideoId}`)
  ).json()) as { title: string; privacyStatus: string; channelId: string };
  expect(video).toMatchObject({ title, privacyStatus: 'private', channelId: CHANNELS.fieldNotes });
});

test('on a 390 px phone in Arabic: upload, the overlay, the findings, right to left', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar' });
  const page = await context.newPage();
  const t = texts('ar', 'uploads');
  const common = texts('ar', 'common');
  await signIn(page, 'rosa', '/ar/login?returnTo=%2Far%2Fvideo-upload');
  await page.goto('/ar/video-upload');
  expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  await expect(page.getByRole('heading', { name: t('page.title'), level: 1 })).toBeVisible();
  await noSidewaysScroll(page);

  await uploadClip(page, t, common);
  await expectFindings(page, t);
  await noSidewaysScroll(page);
  await attach(info, page, 'upload-result-ar-390');
  await context.close();
});
