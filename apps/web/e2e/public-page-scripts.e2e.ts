// A public page's start-up calls (sign-in state, the Google mode, plans) bring zod and their own schemas only:
// building every schema of the API was the longest task of a public page on a slow phone (bench/lighthouse).
import { expect, test } from './fixtures.ts';

const FULL_CONTRACTS = /\/assets\/contracts-(?!public-)[^/]+\.js$/;
const PUBLIC_CONTRACTS = /\/assets\/contracts-public-[^/]+\.js$/;

for (const path of ['/', '/ar/pricing', '/login']) {
  test(`${path} loads the public route contracts, not the whole route table`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const prefetch = (request.headers()['sec-purpose'] ?? '').includes('prefetch');
      if (request.resourceType() === 'script' && !prefetch) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await expect.poll(() => scripts.filter((script) => PUBLIC_CONTRACTS.test(script))).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => FULL_CONTRACTS.test(script))).toEqual([]);
  });
}
