import { expect, test } from './fixtures.ts';

test('a new server build shows the Update available toast, reachable with F8', async ({ page }) => {
  let requests = 0;
  await page.route('**/version.json*', (route) => {
    requests += 1;
    const commit = requests === 1 ? 'aaaaaaa' : 'bbbbbbb'; // the first answer is the build the page started with
    return route.fulfill({
      json: {
        version: '0.1.0',
        buildTime: '',
        commit,
        branch: 'main',
        environment: 'production',
        description: '',
      },
    });
  });
  await page.goto('/');
  const toast = page.getByRole('listitem').filter({ hasText: 'Update available' });
  await expect(toast).toContainText('A new version is ready. Refresh to update.');
  await expect(toast.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await page.keyboard.press('F8');
  // Radix moves focus to the toast list inside the labelled region.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('list')).toBeFocused();
});
