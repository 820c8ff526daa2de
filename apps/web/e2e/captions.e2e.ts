// Issue 17, caption management. Lucía connects Mochila y Sabor read-only, as every connection starts, opens
// /caption-management, picks a video with captions, is told captions need publishing access and grants it in
// context; lists the tracks, is refused a broken SRT with its line numbers, uploads a good one (previewed as
// cues), edits its cues in place (an overlap is marked and blocks saving until fixed), saves, and downloads the
// track: the file holds the edited cue, read back from YouTube (the sandbox). Then on a 390 px phone in Arabic:
// the same page right to left, the editor, a download in WebVTT, and deleting the track after a confirmation.
// The channel is disconnected at the end, so reauth.e2e.ts finds Lucía as it expects. Screenshots attached.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { documentLanguage, expect, test } from './fixtures.ts';
import { consentAtGoogle, signIn } from './google-sandbox.ts';
import { attach, texts } from './locale-texts.ts';

test.describe.configure({ mode: 'serial' });

const TRACK_NAME = 'Vidcraft e2e';
const BROKEN_SRT = [
  '1',
  '00:00:01,000 --> 00:00:03,000',
  'Hola a todos',
  '',
  '2',
  '00:00:02,500 --> 00:00:04,000',
  'Se solapa',
  '',
  '3',
  '00:00:05,000 -> 00:00:06,000',
  'Flecha rota',
  '',
].join('\n');
const GOOD_SRT = [
  '1',
  '00:00:00,500 --> 00:00:02,000',
  'Willkommen zurück',
  '',
  '2',
  '00:00:02,000 --> 00:00:04,250',
  'Heute kochen wir am Strand',
  '',
].join('\n');

let videoId = '';

const file = (name: string, text: string) => ({
  name,
  mimeType: 'application/x-subrip',
  buffer: Buffer.from(text, 'utf8'),
});

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The downloaded file's text, from the browser's own download. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test('connects read-only, grants access in context, uploads, edits and downloads a caption track', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const t = texts('en', 'captions');
  await signIn(page, 'lucia');
  await page.goto('/channels');
  await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
  await consentAtGoogle(page, 'lucia');
  const card = page.getByRole('listitem', { name: 'Mochila y Sabor' });
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  const { videos } = (await (
    await page.request.get('/api/user/channel-videos?captions=true&limit=1')
  ).json()) as { videos: { id: string; title: string }[] };
  expect(videos.length).toBe(1);
  videoId = videos[0]!.id;

  // The picker of the other tools; choosing a video puts it in the address.
  await page.goto('/caption-management');
  await expect(page.getByRole('heading', { name: t('page.title'), level: 1 })).toBeVisible();
  await page
    .getByRole('list', { name: 'Videos' })
    .getByRole('button')
    .filter({ hasText: videos[0]!.title })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/caption-management\\?video=${videoId}$`));

  // Read-only: every caption action is off, and the reason is given with the way to allow it here.
  const access = page.getByTestId('captions-access');
  await expect(access).toContainText('read-only');
  await expect(page.getByRole('button', { name: t('tracks.refresh', { units: 50 }) })).toBeDisabled();
  await attach(info, page, 'captions-read-only');
  await access.getByRole('button', { name: t('access.grant') }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue to Google' }).click();
  await consentAtGoogle(page, 'lucia');
  await expect(page).toHaveURL(new RegExp(`/caption-management\\?video=${videoId}$`), { timeout: 60_000 });
  await expect(page.getByTestId('captions-access')).toBeHidden();

  // Listing costs 50 units, said on the button and beside it with today's units left.
  await page.getByRole('button', { name: t('tracks.refresh', { units: 50 }) }).click();
  await expect(page.getByTestId('caption-track').first()).toBeVisible();
  await expect(page.getByText(/Uses 50 YouTube quota units\. You have [\d,]+ left today\./)).toBeVisible();

  // A broken file: refused with its lines before anything is sent.
  const input = page.getByTestId('caption-file-input');
  await input.setInputFiles(file('broken.srt', BROKEN_SRT));
  const issues = page.getByTestId('file-issues');
  await expect(issues).toContainText(`${t('file.line', { line: 6 })} ${t('file.issue.overlap')}`);
  await expect(issues).toContainText(`${t('file.line', { line: 10 })} ${t('file.issue.unreadableBlock')}`);
  await expect(issues).toContainText('00:00:05,000 -> 00:00:06,000');
  await expect(page.getByRole('button', { name: t('upload.send', { units: 400 }) })).toBeDisabled();
  await attach(info, page, 'captions-file-problems');

  // A good one: previewed as cues, then uploaded as a draft German track.
  await input.setInputFiles(file('deutsch.srt', GOOD_SRT));
  await expect(page.getByTestId('cue-preview')).toContainText('Willkommen zurück');
  await page.getByRole('combobox', { name: t('upload.language') }).selectOption('de');
  await page.getByLabel(t('upload.name')).fill(TRACK_NAME);
  await page.getByRole('button', { name: t('upload.send', { units: 400 }) }).click();
  await expect(page.getByText(t('upload.done', { language: 'German' }))).toBeVisible({ timeout: 30_000 });
  const track = page.getByTestId('caption-track').filter({ hasText: TRACK_NAME });
  await expect(track).toBeVisible();

  // Edited in place: an overlap is marked on its cue and blocks saving until it is fixed.
  await track.getByRole('button', { name: t('track.edit', { units: 200 }) }).click();
  await track.getByLabel(t('editor.textLabel', { number: 1 })).fill('Willkommen zurück, Freunde');
  const start2 = track.getByLabel(t('editor.startLabel', { number: 2 }));
  await start2.fill('0:00:01.500');
  await expect(track.getByText(t('cueProblems.overlap', { other: 1 }))).toBeVisible();
  const save = track.getByRole('button', { name: t('editor.save', { units: 450 }) });
  await expect(save).toBeDisabled();
  await attach(info, page, 'captions-editor-overlap');
  await start2.fill('0:00:02.250');
  await save.click();
  await expect(track.getByText(t('track.savedNote'))).toBeVisible({ timeout: 30_000 });

  // Downloaded as SRT from YouTube: the edited cues, in the browser's download.
  await track.getByRole('combobox', { name: t('track.format') }).selectOption('srt');
  const srt = await downloaded(page, () =>
    track.getByRole('button', { name: t('track.download', { units: 200 }) }).click(),
  );
  expect(srt.name).toBe(`${videoId}.de.srt`);
  expect(srt.text).toBe(
    '1\n00:00:00,500 --> 00:00:02,000\nWillkommen zurück, Freunde\n\n' +
      '2\n00:00:02,250 --> 00:00:04,250\nHeute kochen wir am Strand\n',
  );
  await attach(info, page, 'captions-saved');
});

test('on a 390 px phone in Arabic: the tracks right to left, the editor, a WebVTT download and a delete', async ({
  browser,
}, info) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar' });
  const page = await context.newPage();
  const t = texts('ar', 'captions');
  // Numbers as the page writes them in Arabic (the browser's own Intl).
  const n = (value: number) => page.evaluate((v) => new Intl.NumberFormat('ar').format(v), value);
  await signIn(page, 'lucia', '/ar/login?returnTo=%2Far%2Fcaption-management');
  await page.goto(`/ar/caption-management?video=${videoId}`);
  expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  await expect(page.getByRole('heading', { name: t('page.title'), level: 1 })).toBeVisible();
  const track = page.getByTestId('caption-track').filter({ hasText: TRACK_NAME });
  await expect(track).toBeVisible();
  await noSidewaysScroll(page);
  await attach(info, page, 'captions-ar-390');

  // Read from Vidcraft's copy this time (the save kept it), then closed unchanged.
  await track.getByRole('button', { name: t('track.edit', { units: await n(200) }) }).click();
  await expect(track.getByLabel(t('editor.textLabel', { number: await n(1) }))).toHaveValue(
    'Willkommen zurück, Freunde',
  );
  await noSidewaysScroll(page);
  await attach(info, page, 'captions-ar-390-editor');
  await track.getByRole('button', { name: t('actions.cancel') }).click();

  await track.getByRole('combobox', { name: t('track.format') }).selectOption('vtt');
  const download = track.getByRole('button', { name: t('track.download', { units: await n(200) }) });
  const vtt = await downloaded(page, () => download.click());
  expect(vtt.name).toBe(`${videoId}.de.vtt`);
  expect(vtt.text).toContain('00:00:02.250 --> 00:00:04.250\nHeute kochen wir am Strand');

  await track.getByRole('button', { name: t('track.delete', { units: await n(50) }) }).click();
  const dialog = page.getByRole('dialog', { name: t('delete.title') });
  await expect(dialog).toContainText(TRACK_NAME);
  await attach(info, page, 'captions-ar-390-delete');
  await dialog.getByRole('button', { name: t('delete.confirm', { units: await n(50) }) }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('caption-track').filter({ hasText: TRACK_NAME })).toHaveCount(0);
  await noSidewaysScroll(page);

  // Lucía's channel goes again: reauth.e2e.ts connects it from nothing.
  const { connections } = (await (await page.request.get('/api/youtube-connections')).json()) as {
    connections: { id: string }[];
  };
  for (const connection of connections) {
    const gone = await page.request.delete(`/api/youtube-connections/${connection.id}`, {
      headers: { 'x-vidcraft-csrf': '1' },
    });
    expect(gone.ok()).toBe(true);
  }
  await context.close();
});
