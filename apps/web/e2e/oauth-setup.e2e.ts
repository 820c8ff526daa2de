// /oauth-setup for people running Vidcraft themselves: the mode, the exact redirect URIs (with copy buttons),
// the scopes and the steps — prerendered, in every language.
import { expect, readClipboard, test } from './fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('shows the mode, the redirect URIs to register and copies them', async ({ page, baseURL }) => {
  await page.goto('/oauth-setup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Set up Google sign-in for your own Vidcraft',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/oauth-setup$/);
  await expect(page.getByText('Mode:')).toBeVisible();
  await expect(page.getByText('Sandbox', { exact: true })).toBeVisible();
  const signInUri = `${baseURL}/api/auth/google/callback`;
  await expect(page.getByText(signInUri, { exact: true })).toBeVisible();
  await expect(page.getByText(`${baseURL}/api/auth/youtube/callback`, { exact: true })).toBeVisible();
  await expect(page.getByText('https://www.googleapis.com/auth/youtube.force-ssl')).toBeVisible();
  await expect(page.locator('pre')).toContainText('GOOGLE_MODE=live');

  await page.getByRole('button', { name: 'Copy the sign-in redirect URI' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await readClipboard(page)).toBe(signInUri);
});

test('is prerendered in German', async ({ page }) => {
  await page.goto('/de/oauth-setup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Google-Anmeldung für dein eigenes Vidcraft einrichten',
  );
  await expect(page.getByRole('heading', { name: 'Autorisierte Weiterleitungs-URIs' })).toBeVisible();
});
