import { describe, expect, it } from 'vitest';
import { prefetchUrls, shouldSkipPrefetch } from './route-prefetch.ts';

const routes = [
  { path: '/dashboard', prerendered: false, files: ['/assets/dashboard-page-a.js', '/assets/query-b.js'] },
  { path: '/pricing', prerendered: true, files: ['/assets/pricing-page-c.js', '/assets/query-b.js'] },
  { path: '/login', prerendered: true, files: ['/assets/login-page-d.js'] },
];

describe('route prefetch', () => {
  it("lists each file once and the prerendered pages in the page's language", () => {
    expect(prefetchUrls(routes, 'de')).toEqual([
      '/assets/dashboard-page-a.js',
      '/assets/query-b.js',
      '/de/pricing',
      '/assets/pricing-page-c.js',
      '/de/login',
      '/assets/login-page-d.js',
    ]);
    expect(prefetchUrls(routes, 'en')).toContain('/pricing');
  });

  it('is skipped when saving data or on 2G', () => {
    expect(shouldSkipPrefetch(undefined)).toBe(false);
    expect(shouldSkipPrefetch({ effectiveType: '4g' })).toBe(false);
    expect(shouldSkipPrefetch({ effectiveType: '3g', saveData: false })).toBe(false);
    expect(shouldSkipPrefetch({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: 'slow-2g' })).toBe(true);
  });
});
