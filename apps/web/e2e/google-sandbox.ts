// Driving the built-in Google sandbox from end-to-end tests: its account chooser, channel picker and consent
// pages are plain HTML forms; its control plane is JSON over HTTP on the same server.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

export const CHANNELS = {
  maya: 'UCZ1GtLFjip8CIKG6Ew7bPig',
  danielPersonal: 'UCqn2hWKNvUHse0-AYJRBWFA',
  trailheadTech: 'UCXS1K88piEs1qpD0-7scd9A',
  sam: 'UCoy5VurOKQh0XAfKkFmMhWQ',
  lucia: 'UC7lRQ57TedMFX1bUFOW2DCA',
  kenji: 'UCCYDyeIsHIoeXswIng1q1Lw',
  alexMakes: 'UC3FsktprCOfOmGmNZme354A',
  alexMakesClips: 'UC7HigAmReTMHW-oJ8Hz25CQ',
  pocketGarden: 'UCqcVR9IeJEWhYPC3za9fbrw',
  fieldNotes: 'UCspLzn6uBQ8tsnsVmYkEkLA',
} as const;

const leftGoogle = (url: URL) => !url.pathname.startsWith('/sandbox') && !url.pathname.startsWith('/api/');

/**
 * At the sandbox's consent screens: pick the account, then the channel when asked, then Allow when asked
 * (consent is skipped when an earlier grant already covers the scopes). Ends back in the app.
 */
export async function consentAtGoogle(page: Page, account: string, channelId?: string): Promise<void> {
  await page.locator(`button[name="account"][value="${account}"]`).click();
  if (channelId) await page.locator(`button[name="channel"][value="${channelId}"]`).click();
  await page.waitForURL((url) => url.pathname.endsWith('/consent') || leftGoogle(url));
  if (new URL(page.url()).pathname.endsWith('/consent'))
    await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(leftGoogle);
}

/** Signs in through /login with a demo account; ends on the page the app returns to. */
export async function signIn(page: Page, account: string, loginPath = '/login'): Promise<void> {
  await page.goto(loginPath);
  await page.locator('a[href^="/api/auth/google"]').click();
  await consentAtGoogle(page, account);
}

export async function sandboxControl(request: APIRequestContext, path: string, body: unknown = {}) {
  const response = await request.post(`/sandbox/control/${path}`, { data: body });
  expect(response.ok(), `sandbox control ${path}`).toBe(true);
}

/** Google tokens look like this: access tokens (ya29.), refresh tokens (1//), ID tokens (JWTs). */
const GOOGLE_TOKEN = /ya29\.|1\/\/|eyJ[\w-]+\.eyJ[\w-]+\./;

/** Everything in local and session storage, as one string per entry. */
export async function browserStorage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
    ),
  );
}

export async function expectNoGoogleTokens(page: Page): Promise<void> {
  const entries = await browserStorage(page);
  expect(entries.filter((entry) => GOOGLE_TOKEN.test(entry))).toEqual([]);
}

/**
 * The toast with this title (inside the notifications region, not the screen-reader announcement). A modal
 * dialog hides the rest of the page from the accessibility tree, the toast region included, hence includeHidden.
 */
export function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /^Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
}
