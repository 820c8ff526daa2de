// The web app inside the native shell (apps/mobile), emulated in Chromium (user agent, phone viewport, the
// Capacitor globals and the plugins' native sides, see native-shell.ts): sign-in through the in-app browser,
// the server's redirect and the deep link; the bearer token only in the keychain; the bottom navigation above
// the safe area; the Android back button; sign-out deletes the token.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { browserStorage, CHANNELS } from './google-sandbox.ts';
import {
  emulateNativeShell,
  NATIVE_USER_AGENTS,
  type EmulatedPlatform,
  type NativeShell,
} from './native-shell.ts';

const TOKEN_KEY = 'capacitor-storage_vidcraft.session-token';

/**
 * The in-app browser tab (its own cookie jar, like SFSafariViewController): Google's consent as `account` (and its
 * `channel` when the channel picker asks), then the deep link the server ends the flow on.
 */
async function consentInAppBrowser(
  browser: Browser,
  baseURL: string,
  url: string,
  choice: { account: string; channel?: string } = { account: 'priya' },
): Promise<string> {
  const tab = await browser.newContext({ baseURL });
  try {
    const page = await tab.newPage();
    let resolveLink!: (link: string) => void;
    const deepLink = new Promise<string>((resolve) => (resolveLink = resolve));
    // The server ends the flow with a redirect to app.vidcraft://…, which the OS would hand to the app. The
    // browser follows redirects without the test seeing them, so each form post's redirect chain is walked here
    // (same cookie jar) until it leaves http for the app's scheme.
    await page.route('**/*', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      let response = await route.fetch({ maxRedirects: 0 });
      for (let hop = 0; hop < 5 && response.status() >= 300 && response.status() < 400; hop += 1) {
        const location = new URL(response.headers()['location'] ?? '', response.url()).href;
        if (location.startsWith('app.vidcraft://')) {
          resolveLink(location);
          return route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>Back to the app</title>',
          });
        }
        if (!location.startsWith(`${baseURL}/api/auth/`)) break;
        response = await page.request.get(location, { maxRedirects: 0 });
      }
      return route.fulfill({ response });
    });
    await page.goto(url);
    await page.locator(`button[name="account"][value="${choice.account}"]`).click();
    if (choice.channel) await page.locator(`button[name="channel"][value="${choice.channel}"]`).click();
    const allow = page.getByRole('button', { name: 'Allow' });
    const link = await Promise.race([
      deepLink,
      allow
        .waitFor()
        .then(async () => {
          await allow.click();
          return deepLink;
        })
        .catch(() => deepLink),
    ]);
    return link;
  } finally {
    await tab.close();
  }
}

async function signInNatively(page: Page, shell: NativeShell, browser: Browser, baseURL: string) {
  await page.goto('/login?returnTo=%2Fdashboard');
  await expect(page.getByRole('heading', { name: 'Sign in to Vidcraft' })).toBeVisible();
  await page.locator('a[href^="/api/auth/google"]').click();
  const signInUrl = new URL(await shell.nextBrowserUrl());
  expect(signInUrl.origin).toBe(baseURL);
  expect(signInUrl.pathname).toBe('/api/auth/google');
  expect(signInUrl.searchParams.get('native')).toBe('1');
  expect(signInUrl.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/); // the WebView itself never left the app

  const deepLink = await consentInAppBrowser(browser, baseURL, signInUrl.href);
  const parsed = new URL(deepLink);
  expect(`${parsed.protocol}//${parsed.host}${parsed.pathname}`).toBe('app.vidcraft://auth/callback');
  expect(parsed.searchParams.has('token')).toBe(false);
  await shell.openUrl(deepLink);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Connect your first YouTube channel' })).toBeVisible();
  return deepLink;
}

/** The phone screen as the user sees it, in the report (and in $E2E_SCREENSHOTS when set). */
async function screenshot(info: TestInfo, page: Page, name: string) {
  const body = await page.screenshot();
  await info.attach(name, { body, contentType: 'image/png' });
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.png`), body);
  }
}

async function expectTokenOnlyInKeychain(page: Page, shell: NativeShell): Promise<string> {
  const token = shell.keychain.get(TOKEN_KEY);
  expect(token).toMatch(/.{20,}/);
  expect((await browserStorage(page)).join('\n')).not.toContain(token);
  expect(await page.evaluate(() => document.cookie)).not.toContain(token);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('vc_session');
  return token!;
}

for (const platform of ['android', 'ios'] as const satisfies EmulatedPlatform[]) {
  test.describe(`native shell (${platform})`, () => {
    test.use({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      userAgent: NATIVE_USER_AGENTS[platform],
    });

    test('signs in through the in-app browser and the deep link, keeps the safe areas, signs out', async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      const shell = await emulateNativeShell(page, { platform, apiBaseUrl: baseURL! });
      await signInNatively(page, shell, browser, baseURL!);
      const token = await expectTokenOnlyInKeychain(page, shell);

      // The API calls carry the bearer token (no cookie session exists in this WebView).
      const status = await page.request.get('/api/auth/status', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect((await status.json()).user.email).toBe('priya.nair@example.com');

      // Native chrome: splash hidden, light status bar text (colour and overlay are Android calls).
      expect(shell.calls).toContain('SplashScreen.hide {"fadeOutDuration":200}');
      expect(shell.calls).toContain('StatusBar.setStyle {"style":"DARK"}');
      if (platform === 'android')
        expect(shell.calls).toContain('StatusBar.setBackgroundColor {"color":"#0f172a"}');

      // Safe areas (spec §2 hints): iPhone notch 44 px top, 34 px bottom; Android 48 px bottom.
      const hints = platform === 'ios' ? { top: 44, bottom: 34 } : { top: 0, bottom: 48 };
      const bottom = page.getByRole('navigation', { name: 'App navigation' });
      await expect(bottom).toBeVisible();
      expect(await bottom.evaluate((nav) => getComputedStyle(nav).paddingBottom)).toBe(`${hints.bottom}px`);
      const box = (await bottom.boundingBox())!;
      expect(box.y + box.height).toBe(844);
      expect(
        await bottom
          .getByRole('link')
          .first()
          .evaluate((link) => link.getBoundingClientRect().bottom),
      ).toBe(844 - hints.bottom);
      expect(await page.evaluate(() => getComputedStyle(document.body).paddingTop)).toBe(`${hints.top}px`);
      const header = (await page.getByRole('banner').boundingBox())!;
      expect(header.y).toBeGreaterThanOrEqual(hints.top);
      await screenshot(testInfo, page, `native-${platform}-dashboard`);

      await bottom.getByRole('link', { name: 'Videos' }).click();
      await expect(page).toHaveURL(/\/video-optimization$/);
      if (platform === 'android') {
        // Back: one step back in the app's history; with nothing left, the app is left.
        await shell.pressBack(true);
        await expect(page).toHaveURL(/\/dashboard$/);
        expect(shell.exits()).toBe(0);
        await shell.pressBack(false);
        await expect.poll(() => shell.exits()).toBe(1);
      }

      // Sign-out: the server ends the bearer session and the keychain forgets the token.
      await page.getByRole('button', { name: /^Account menu for Priya Nair/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
      await expect.poll(() => shell.keychain.has(TOKEN_KEY)).toBe(false);
      const after = await page.request.get('/api/auth/status', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(await after.json()).toEqual({ isAuthenticated: false, user: null });
    });
  });
}

test.describe('native shell: refused callbacks', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: NATIVE_USER_AGENTS.android });

  test('an error parameter, a foreign host or a replayed code ends on the sign-in page with its message', async ({
    page,
    browser,
    baseURL,
  }) => {
    const shell = await emulateNativeShell(page, { platform: 'android', apiBaseUrl: baseURL! });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to Vidcraft' })).toBeVisible();

    await shell.openUrl('app.vidcraft://auth/callback?error=access_denied');
    await expect(page).toHaveURL(/\/login\?error=access_denied$/);
    await expect(page.getByRole('alert')).toHaveText(
      'Signing in was canceled at Google. Try again when you are ready.',
    );

    await shell.openUrl('app.vidcraft://evil/callback?code=abcdefghijklmnopqrstuvwxyz');
    await expect(page).toHaveURL(/\/login\?error=sign_in_failed$/);
    expect(shell.keychain.has(TOKEN_KEY)).toBe(false);

    // A code already redeemed: a new sign-in is pending (its own verifier) but the old link comes back.
    const used = await signInNatively(page, shell, browser, baseURL!);
    await page.getByRole('button', { name: /^Account menu for Priya Nair/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/login');
    await page.locator('a[href^="/api/auth/google"]').click();
    await shell.nextBrowserUrl();
    const redeemed = page.waitForResponse('**/api/auth/native/redeem');
    await shell.openUrl(used);
    expect((await redeemed).status()).toBe(401);
    await expect(page).toHaveURL(/\/login\?error=sign_in_failed$/);
    expect(shell.keychain.has(TOKEN_KEY)).toBe(false);
  });
});

test.describe('native shell: a channel, its progress and its files', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, userAgent: NATIVE_USER_AGENTS.ios });

  test('connects a channel in the in-app browser, follows the sync, shows and saves a thumbnail with the token', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const shell = await emulateNativeShell(page, { platform: 'ios', apiBaseUrl: baseURL! });
    await signInNatively(page, shell, browser, baseURL!);
    const token = await expectTokenOnlyInKeychain(page, shell);
    const api = (path: string) => page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
    try {
      // Google opens in the in-app browser; the app's page stays on the dashboard meanwhile.
      await page.getByRole('button', { name: 'Connect a YouTube channel' }).click();
      const grantUrl = new URL(await shell.nextBrowserUrl());
      expect(grantUrl.searchParams.get('redirect_uri')).toBe(`${baseURL}/api/auth/youtube/callback`);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('button', { name: 'Connect a YouTube channel' })).toBeEnabled();
      const link = await consentInAppBrowser(browser, baseURL!, grantUrl.href, {
        account: 'daniel',
        channel: CHANNELS.trailheadTech,
      });
      const parsed = new URL(link);
      expect(`${parsed.protocol}//${parsed.host}${parsed.pathname}`).toBe(
        'app.vidcraft://auth/callback/youtube',
      );
      expect([...parsed.searchParams.keys()].sort()).toEqual(['code', 'state']);

      // The app completes the grant with its verifier; the sync's progress arrives over the bearer event stream.
      const completed = page.waitForResponse('**/api/auth/youtube/native/complete');
      await shell.openUrl(link);
      expect((await completed).status()).toBe(200);
      await expect(page.getByText('YouTube channel connected').first()).toBeVisible();
      await expect(page.getByText('Last synced')).toBeVisible({ timeout: 60_000 });
      expect(shell.keychain.has('capacitor-storage_vidcraft.channel-grant-verifier')).toBe(false);
      await screenshot(testInfo, page, 'native-ios-connected');

      // The thumbnail studio: render, then Download hands the file to the share sheet.
      await page
        .getByRole('navigation', { name: 'App navigation' })
        .getByRole('link', { name: 'Thumbnails' })
        .click();
      await expect(page).toHaveURL(/\/thumbnail-generator$/);
      await page.getByRole('list', { name: 'Videos' }).getByRole('button').first().click();
      await expect(page).toHaveURL(/\/thumbnail-generator\?videoId=/);
      const download = page.getByRole('button', { name: 'Download', exact: true });
      await expect(download).toBeEnabled({ timeout: 30_000 });
      const served = page.waitForResponse((response) =>
        /\/api\/thumbnails\/[^/]+\/image\?download=1$/.test(response.url()),
      );
      await download.click();
      const image = await served;
      expect(image.status()).toBe(200);
      expect(await image.request().headerValue('authorization')).toBe(`Bearer ${token}`);
      await expect.poll(() => shell.calls.filter((call) => call.startsWith('Share.share')).length).toBe(1);
      const share = JSON.parse(shell.calls.find((call) => call.startsWith('Share.share'))!.slice(12)) as {
        files: string[];
      };
      const [name, bytes] = [...shell.cache][0]!;
      expect(name).toMatch(/^saved\/thumbnail\.(jpg|png)$/);
      expect(share.files).toEqual([`file:///data/cache/${name}`]);
      // The same file as the API serves it to the token (the page's own response body is not kept by the browser).
      const body = await (await api(new URL(image.url()).pathname + new URL(image.url()).search)).body();
      expect(bytes.equals(body)).toBe(true);
      expect([...bytes.subarray(0, 2)]).toEqual(name.endsWith('.jpg') ? [0xff, 0xd8] : [0x89, 0x50]);

      // The kept thumbnail is listed with its image, fetched with the token (an <img> could not send it).
      const saved = page.getByRole('list', { name: 'Thumbnails saved for this video' });
      const kept = saved.getByRole('img').first();
      await expect(kept).toHaveAttribute('src', /^blob:/);
      await kept.scrollIntoViewIfNeeded(); // loaded lazily
      await expect.poll(() => kept.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await screenshot(testInfo, page, 'native-ios-thumbnail-saved');
    } finally {
      // Priya has no channel in every other test: the connection goes again.
      const { connections } = (await (await api('/api/youtube-connections')).json()) as {
        connections: { id: string }[];
      };
      for (const { id } of connections)
        await page.request.delete(`/api/youtube-connections/${id}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
    }
  });
});
