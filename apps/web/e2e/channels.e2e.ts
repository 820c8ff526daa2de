// Issue 4 journey: sign in (Maya) → connect her personal channel → connect the brand channel "Trailhead Tech" of
// another Google account (Daniel's) → switch the active channel → refresh → remove one → sign out.
import { expect, test } from './fixtures.ts';
import {
  browserStorage,
  CHANNELS,
  consentAtGoogle,
  expectNoGoogleTokens,
  signIn,
  toast,
} from './google-sandbox.ts';

test('connect channels of two Google accounts, switch, refresh, remove, sign out', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'maya');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Connect your first YouTube channel' })).toBeVisible();
  await expectNoGoogleTokens(page);

  // Maya's own channel, from the dashboard's empty state.
  await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
  await consentAtGoogle(page, 'maya');
  await expect(toast(page, 'YouTube channel connected')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectNoGoogleTokens(page);

  // Daniel's brand channel: another Google account chosen at the sandbox, then the channel picker.
  await page.goto('/channels');
  const cards = page.getByRole('list', { name: 'Connected channels' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: 'Connect another channel' }).click();
  await consentAtGoogle(page, 'daniel', CHANNELS.trailheadTech);
  await expect(page).toHaveURL(/\/channels$/);
  await expect(toast(page, 'YouTube channel connected')).toBeVisible();
  const maya = page.getByRole('listitem', { name: "Maya's Kitchen Atlas" });
  const trailhead = page.getByRole('listitem', { name: 'Trailhead Tech' });
  await expect(maya.getByText('Active channel')).toBeVisible();
  await expect(trailhead.getByText('Connected', { exact: true })).toBeVisible();
  await expectNoGoogleTokens(page);

  // Switch with the header's channel switcher.
  await page.getByRole('button', { name: /^Active channel: Maya's Kitchen Atlas/ }).click();
  await page.getByRole('menuitemradio', { name: 'Trailhead Tech' }).click();
  await expect(page.getByRole('button', { name: /^Active channel: Trailhead Tech/ })).toBeVisible();
  await expect(trailhead.getByText('Active channel')).toBeVisible();
  await expect(maya.getByRole('button', { name: 'Make active' })).toBeVisible();

  // Refresh re-reads the channel from YouTube.
  await trailhead.getByRole('button', { name: 'Refresh' }).click();
  await expect(toast(page, 'Trailhead Tech is up to date')).toBeVisible();

  // Remove the active one: the dialog says what goes; the other channel becomes active.
  await trailhead.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Trailhead Tech?' });
  await expect(dialog.getByText("Vidcraft's access is revoked at Google.")).toBeVisible();
  await expect(
    dialog.getByText(/synced videos, captions and statistics of this channel are deleted/),
  ).toBeVisible();
  await expect(dialog.getByText('Another connected channel becomes the active one.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove channel' }).click();
  await expect(toast(page, 'Trailhead Tech was removed')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(maya.getByText('Active channel')).toBeVisible();

  // Sign out: the server forgets the session, the browser keeps nothing.
  await page.getByRole('button', { name: /^Account menu for Maya Chen/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Nothing of the account stays. The landing page shown after sign-out may mark its intro as seen once it
  // has started (a flag of this browser, written after sign-out, not of the account).
  const kept = await browserStorage(page);
  expect(kept.filter((entry) => !entry.startsWith('intro_seen='))).toEqual([]); // features/landing/intro-gate.ts
  const status = await page.request.get('/api/auth/status');
  expect(await status.json()).toEqual({ isAuthenticated: false, user: null });

  // The signed-in area is closed again.
  await page.goto('/channels');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fchannels$/);
});
