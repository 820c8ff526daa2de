// Shared Playwright fixtures. Every test gets a guard that aborts and records any request to a host other than
// the local server, and fails the test if there was one: no unplanned calls to Google, CDNs or anything else.
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** Aborts every request to a host other than the local server; answers the list of those requests. */
export async function blockOutsideRequests(target: Page | BrowserContext): Promise<string[]> {
  const outside: string[] = [];
  await target.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (LOCAL_HOSTS.has(url.hostname)) return route.fallback();
    outside.push(url.href);
    return route.abort('blockedbyclient');
  });
  return outside;
}

export const test = base.extend<{ outsideRequests: string[]; introSeen: boolean }>({
  // The landing intro plays on a first visit only (docs/decisions/042-landing-intro-video.md). Every test starts
  // as a returning visitor so the intro does not cover the page; landing-intro.e2e.ts sets this to false.
  // Seeded once into the context's storage (not on every navigation), so a test that clears storage (sign-out)
  // sees it cleared.
  introSeen: [true, { option: true }],
  storageState: async ({ introSeen, baseURL, storageState }, provide) => {
    if (!introSeen || storageState !== undefined || !baseURL) return provide(storageState);
    await provide({
      cookies: [],
      origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'intro_seen', value: '1' }] }],
    });
  },
  outsideRequests: [
    async ({ page }, use) => {
      const outside = await blockOutsideRequests(page);
      await use(outside);
      expect(outside, 'requests to hosts other than the local server').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The document's language and direction, as the page set them. */
export async function documentLanguage(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/**
 * The text on the clipboard. The app's Permissions-Policy denies `clipboard-read` to its own pages, so the
 * test reads it from a blank same-origin document that Playwright answers itself (no app headers).
 */
export async function readClipboard(page: Page): Promise<string> {
  const reader = await page.context().newPage();
  try {
    const url = new URL('/__clipboard-reader', page.url()).href;
    await reader.route(url, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>clipboard</title>' }),
    );
    await reader.goto(url);
    return await reader.evaluate(() => navigator.clipboard.readText());
  } finally {
    await reader.close();
  }
}
