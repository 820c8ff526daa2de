// A public page's start-up calls (sign-in state, the Google mode, plans) go through the client routes (method and
// path only; decision 055): no public page loads zod or the route schemas.
import { expect, test } from './fixtures.ts';

const CONTRACTS = /\/assets\/contracts-[^/]+\.js$/;

for (const path of ['/', '/ar/pricing', '/login']) {
  test(`${path} makes its API calls without loading the route schemas`, async ({ page }) => {
    const scripts: string[] = [];
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(url.pathname);
      if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
    });
    await page.goto(path);
    await expect.poll(() => calls).toContain('/api/auth/status');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => CONTRACTS.test(script))).toEqual([]);
  });
}
