// The sandbox in a real browser (Chromium): the overview page, the consent flow with the brand-channel picker
// landing on a registered redirect URI, and Cancel → error=access_denied. Screenshots at desktop and phone width.
import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, startSandboxServer, type SandboxServer } from '../src/index.ts';

let sandbox: SandboxServer;
let callbackServer: Server;
let redirectUri = '';
const client = {
  clientId: '210987654321-e2etestclientabcdefghijklmnopqrs.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-e2e-test-secret',
  redirectUris: [] as string[],
  name: 'Vidcraft E2E',
};

test.beforeAll(async () => {
  // A tiny app on loopback that plays the redirect URI and shows what it received.
  callbackServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>callback</title><p id="code">${url.searchParams.get('code') ?? ''}</p>` +
        `<p id="state">${url.searchParams.get('state') ?? ''}</p><p id="error">${url.searchParams.get('error') ?? ''}</p>`,
    );
  });
  await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve));
  const address = callbackServer.address();
  redirectUri = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/auth/youtube/callback`;
  sandbox = await startSandboxServer({ port: 0, clients: [{ ...client, redirectUris: [redirectUri] }] });
});

test.afterAll(async () => {
  await sandbox.close();
  await new Promise<void>((resolve) => callbackServer.close(() => resolve()));
});

function authUrl(state: string, scope: string): string {
  const params = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state,
    access_type: 'offline',
    prompt: 'consent select_account',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  });
  return `${sandbox.url}/o/oauth2/v2/auth?${params.toString()}`;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the overview shows the demo accounts and their channels', async ({ page }) => {
      await page.goto(`${sandbox.url}/`);
      await expect(page.getByRole('heading', { name: 'Google sandbox', exact: true })).toBeVisible();
      await expect(page.getByText("Maya's Kitchen Atlas")).toBeVisible();
      await expect(page.getByText('Trailhead Tech', { exact: true })).toBeVisible();
      await expect(page.getByText('Daily Chess Puzzles')).toBeVisible();
      // Every account without a channel says so (Priya, who has none yet, and Inés, the operator).
      const channelless = ACCOUNTS.filter((a) => !a.personalChannelId && a.brandChannelIds.length === 0);
      expect(channelless.length).toBeGreaterThan(0);
      await expect(page.getByText('No channel')).toHaveCount(channelless.length);
      // A string expression keeps DOM types out of this Node-typed project.
      const overflow = Number(
        await page.evaluate('document.documentElement.scrollWidth - window.innerWidth'),
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await shoot(page, `overview-${viewport.name}`);
    });

    test('consent with the brand channel picker lands on the redirect URI with code and state', async ({
      page,
    }) => {
      await page.goto(authUrl(`s-${viewport.name}`, 'https://www.googleapis.com/auth/youtube.force-ssl'));
      await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
      await expect(page.getByText('Use another account')).toHaveCount(0);
      await shoot(page, `chooser-${viewport.name}`);
      await page.getByRole('button', { name: /Daniel Reyes/ }).click();
      await expect(page.getByRole('heading', { name: 'Choose an account or brand account' })).toBeVisible();
      await shoot(page, `channel-picker-${viewport.name}`);
      await page.getByRole('button', { name: /Trailhead Tech/ }).click();
      await expect(page.getByRole('heading', { name: /wants access to your Google Account/ })).toBeVisible();
      await expect(page.getByText('See, edit, and permanently delete your YouTube videos')).toBeVisible();
      await shoot(page, `consent-${viewport.name}`);
      await page.getByRole('button', { name: 'Allow' }).click();
      await expect(page).toHaveURL(new RegExp(`^${redirectUri.replace(/[.?]/g, '\\$&')}\\?`));
      await expect(page.locator('#state')).toHaveText(`s-${viewport.name}`);
      await expect(page.locator('#code')).toHaveText(/^4\/0/);
    });

    test('Cancel returns error=access_denied to the app', async ({ page }) => {
      await page.goto(authUrl('cancel-me', 'openid email profile'));
      await page.getByRole('button', { name: /Maya Chen/ }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.locator('#error')).toHaveText('access_denied');
      await expect(page.locator('#state')).toHaveText('cancel-me');
    });
  });
}
