// The Permissions-Policy header names only features the browser knows: each unknown one logs a console warning on
// every page a visitor opens.
import { expect, test } from './fixtures.ts';

test('the Permissions-Policy header draws no console warning', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const response = await page.goto('/');
  expect(response?.headers()['permissions-policy']).toContain('camera=()');
  await page.waitForLoadState('networkidle');
  expect(messages.filter((text) => text.includes('Permissions-Policy'))).toEqual([]);
});
