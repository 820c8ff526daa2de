// A 1,200-video channel (Sam's chess puzzles): the picker shows the total, renders only the rows on screen and
// loads the next hundred as the list scrolls.
import { expect, test } from './fixtures.ts';
import { consentAtGoogle, signIn } from './google-sandbox.ts';

test('the picker stays virtualized for 1,200 videos and loads more while scrolling', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'sam');
  await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
  await consentAtGoogle(page, 'sam');
  await expect(page.getByText('Last synced')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Active channel' })).toContainText('Hidden'); // subscriber count

  await page.goto('/video-optimization');
  await expect(page.getByText('1,200 videos')).toBeVisible();
  const list = page.getByRole('list', { name: 'Videos' });
  const rows = list.getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(60);
  await expect(rows.first()).toHaveAttribute('aria-setsize', '1200');

  // Scrolling to the end of what is loaded fetches the next pages; the DOM still holds only a window of rows.
  const deepestRow = () =>
    list
      .getByRole('listitem')
      .evaluateAll((items) => Math.max(...items.map((item) => Number(item.getAttribute('aria-posinset')))));
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await deepestRow()).toBeGreaterThan(250);
  }).toPass({ timeout: 30_000 });
  expect(await rows.count()).toBeLessThan(60);

  // Sorting by views puts the most viewed first; the search narrows the 1,200 at the server.
  await page.getByLabel('Sort').selectOption('views');
  await expect(page).toHaveURL(/sort=views/);
  await page.getByRole('searchbox', { name: 'Search videos' }).fill('Smothered Mate');
  await expect(page.getByText(/^\d+ matching videos?$/)).toBeVisible();
});
