// Issue 4 journey: Google stops accepting a channel's grant (revoked in the sandbox) → the next channel call shows
// the re-authorize toast → its dialog → consent at Google → success toast, the connection is healthy again.
import { expect, test } from './fixtures.ts';
import {
  CHANNELS,
  consentAtGoogle,
  expectNoGoogleTokens,
  sandboxControl,
  signIn,
  toast,
} from './google-sandbox.ts';

test('a revoked grant is re-authorized from the toast and its dialog', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'lucia');
  await page.goto('/channels');
  await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
  await consentAtGoogle(page, 'lucia');
  const card = page.getByRole('listitem', { name: 'Mochila y Sabor' });
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();

  // At Google, the grant dies and the stored access token expires.
  await sandboxControl(page.request, 'grants/revoke', { channelId: CHANNELS.lucia });
  await sandboxControl(page.request, 'tokens/expire', { channelId: CHANNELS.lucia, kind: 'access' });

  // A sync started now stops for lack of access, and the dashboard says so.
  const stopped = "The last sync stopped because Google no longer accepts Vidcraft's access to this channel.";
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(stopped)).toBeVisible({ timeout: 20_000 });
  await page.goto('/channels');
  await card.getByRole('button', { name: 'Refresh' }).click();
  const reauthToast = toast(page, 'YouTube authentication expired');
  await expect(reauthToast).toBeVisible();
  await expect(
    reauthToast.getByText('Your YouTube channel connection needs to be re-authorized.'),
  ).toBeVisible();
  await expect(card.getByText('Needs re-authorization')).toBeVisible();

  await reauthToast.getByRole('button', { name: 'Re-authorize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Re-authorize your YouTube channel' });
  await expect(dialog).toContainText('Mochila y Sabor');

  // Cancel forgets the request; asking again opens the dialog again.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'Re-authorize' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue to Google' }).click();
  await page.waitForURL(/\/sandbox\//);
  await consentAtGoogle(page, 'lucia');

  await expect(page).toHaveURL(/\/channels$/);
  await expect(toast(page, 'YouTube channel re-authorized')).toBeVisible();
  await expect(
    toast(page, 'YouTube channel re-authorized').getByText(
      'Your channel connection has been refreshed successfully.',
    ),
  ).toBeVisible();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText('Needs re-authorization')).toHaveCount(0);
  await expectNoGoogleTokens(page);

  // And the channel works again.
  await card.getByRole('button', { name: 'Refresh' }).click();
  await expect(toast(page, 'Mochila y Sabor is up to date')).toBeVisible();

  // The dashboard no longer says the sync stopped for lack of access: access is back, sync again.
  await page.goto('/dashboard');
  await expect(
    page.getByText('Access to this channel is restored. Sync again to bring it up to date.'),
  ).toBeVisible();
  await expect(page.getByText(stopped)).toHaveCount(0);
});
