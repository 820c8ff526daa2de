// Issue 5 journey: connect (Kenji) → the first sync runs → the dashboard shows the channel and its videos →
// a sync with live progress → search and filter the videos → open a video's captions (granting caption access
// in context, listing the tracks, reading one).
import { expect, test } from './fixtures.ts';
import { consentAtGoogle, expectNoGoogleTokens, signIn, toast } from './google-sandbox.ts';

const CHANNEL = 'けんじの週末キャンプ';
const RICE_VIDEO = 'メスティンでご飯を炊く方法｜初心者でも失敗しない固形燃料の自動炊飯';

test('first sync, dashboard, live sync progress, search, filters and captions', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'kenji');
  await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
  await consentAtGoogle(page, 'kenji');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The server started the first full sync on connect; the dashboard follows it (live overlay) until it is done.
  await expect(page.getByText('Last synced')).toBeVisible({ timeout: 30_000 });
  const progress = await (await page.request.get('/api/youtube/sync-progress')).json();
  expect(progress.run).toMatchObject({ kind: 'channel-sync', status: 'succeeded', progress: 100 });
  expect(progress.lastFullSyncAt).not.toBeNull();

  const overview = page.getByRole('region', { name: 'Active channel' });
  await expect(overview.getByRole('heading', { name: CHANNEL })).toBeVisible();
  await expect(overview.getByText('Subscribers')).toBeVisible();
  const library = page.getByRole('region', { name: 'Synced library' });
  await expect(library.getByRole('definition').first()).toHaveText('8');
  const recent = page.getByRole('region', { name: 'Recent videos' });
  await expect(recent.getByRole('link', { name: /紅葉の山でデイキャンプ/ })).toBeVisible();
  await expect(recent.getByRole('link')).toHaveCount(9); // 8 videos and "All videos (8)"
  await expect(page.getByRole('region', { name: 'YouTube quota today' })).toContainText(
    /units used today \(you: \d+\)/,
  );

  // A manual sync shows the processing overlay with its steps while it runs, then closes.
  await page.getByRole('button', { name: 'Sync now' }).click();
  const overlay = page.getByRole('dialog', { name: `Syncing ${CHANNEL}` });
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(/The last sync used \d+ quota units?\./)).toBeVisible();
  await expectNoGoogleTokens(page);

  // The picker: search and filters.
  await recent.getByRole('link', { name: 'All videos (8)' }).click();
  await expect(page).toHaveURL(/\/video-optimization$/);
  await expect(page.getByText('8 videos')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search videos' }).fill('メスティン');
  await expect(page.getByText('1 matching video')).toBeVisible();
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('8 videos')).toBeVisible();
  await page.getByLabel('Type').selectOption('short');
  await expect(page.getByText('1 matching video')).toBeVisible();
  await expect(page.getByRole('button', { name: /フェザースティックの作り方/ })).toBeVisible();
  await page.getByLabel('Type').selectOption('');
  await page.getByLabel('Captions').selectOption('true');
  await expect(page.getByText('2 matching videos')).toBeVisible();
  await page.getByLabel('Sort').selectOption('views');
  const rows = page.getByRole('list', { name: 'Videos' }).getByRole('button');
  await expect(rows.first()).toContainText(RICE_VIDEO);

  // The detail panel, then captions: the grant is read-only, so caption access is asked for in context.
  await rows.first().click();
  const panel = page.getByRole('dialog', { name: RICE_VIDEO });
  await expect(panel.getByRole('region', { name: 'Statistics' })).toContainText('Views');
  await expect(panel.getByRole('region', { name: 'Details and status' })).toContainText('9:15');
  await panel.getByRole('button', { name: 'List caption tracks (50 units)' }).click();
  await expect(panel.getByText(/needs permission to manage captions/)).toBeVisible();
  await panel.getByRole('button', { name: 'Allow caption access' }).click();
  await page
    .getByRole('dialog', { name: 'Allow caption access for this channel' })
    .getByRole('button', { name: 'Continue to Google' })
    .click();
  await consentAtGoogle(page, 'kenji');
  await expect(page).toHaveURL(/\/video-optimization\?.*video=/);
  await expect(toast(page, 'Permission granted')).toBeVisible();

  const captions = page.getByRole('dialog', { name: RICE_VIDEO }).getByRole('region', { name: 'Captions' });
  await captions.getByRole('button', { name: 'List caption tracks (50 units)' }).click();
  await expect(captions.getByRole('listitem').filter({ hasText: 'Japanese' })).toBeVisible();
  await captions.getByRole('button', { name: 'Read (200 units)' }).click();
  const text = captions.locator('pre');
  await expect(text).toContainText('メスティン');
  await expect(text).toContainText('-->');
  await expectNoGoogleTokens(page);
});
