import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { PREFIXED_LANGUAGES } from '../i18n/languages.ts';
import { PAGE_PATHS } from '../seo/pages.ts';
import { localizePath } from '../lib/language-prefix.ts';
import { routePatterns } from './route-patterns.ts';
import { createRoutes } from './routes.tsx';

describe('routePatterns', () => {
  const patterns = routePatterns(createRoutes());

  it('lists every public page in every language, and the signed-in screens', () => {
    const pages = Object.values(PAGE_PATHS);
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      expect(patterns).toContain(page);
      for (const language of PREFIXED_LANGUAGES) {
        expect(patterns).toContain(localizePath(page, language).replace(/\/$/, ''));
      }
    }
    for (const path of [
      '/dashboard',
      '/channels',
      '/video-optimizer',
      '/de/dashboard',
      '/ja/profile-settings',
      '/auto-translation',
      '/translation-results',
      '/video-upload',
      '/video-upload/:id',
      '/es/video-upload',
      '/ar/video-upload/:id',
      '/de/translation-results',
      '/review/:token',
      '/ar/review/:token',
      '/pricing',
      '/ar/pricing',
      '/billing/checkout/:id',
      '/de/billing/checkout/:id',
      '/admin/plans',
      '/admin',
      '/admin/users/:id',
      '/admin/audit',
      '/de/admin/users/:id',
      '/admin/jobs',
      '/admin/quota',
      '/admin/ai-spend',
      '/admin/settings',
      '/ar/admin/quota',
    ]) {
      expect(patterns).toContain(path);
    }
  });

  it('keeps redirects (/faq, /auth, the /en/ prefix) and leaves out the not-found catch-all', () => {
    expect(patterns).toEqual(
      expect.arrayContaining(['/faq', '/auth', '/de/faq', '/en', '/en/how-to', '/en/de/how-to']),
    );
    expect(patterns.some((p) => p.includes('*'))).toBe(false);
    expect(patterns).not.toContain('/nope');
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('keeps parameters as :name and joins nested paths', () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          { index: true },
          { path: 'videos/:videoId', children: [{ path: 'edit' }] },
          { children: [{ path: 'team/:teamId/' }] },
          { path: '*' },
        ],
      },
      { path: '/xx/*' },
    ];
    expect(routePatterns(routes)).toEqual([
      '/',
      '/team/:teamId',
      '/videos/:videoId',
      '/videos/:videoId/edit',
      '/xx',
      '/xx/team/:teamId',
      '/xx/videos/:videoId',
      '/xx/videos/:videoId/edit',
    ]);
  });
});
