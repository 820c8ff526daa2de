import { describe, expect, it } from 'vitest';
import { APP_NAV_LINKS, BOTTOM_NAV_LINKS, isCurrentLink } from './app-nav-links.ts';

describe('the signed-in navigation', () => {
  it('has five bottom entries: Dashboard, Videos, Translate, Thumbnails, History', () => {
    expect(BOTTOM_NAV_LINKS.map((link) => link.path)).toEqual([
      '/dashboard',
      '/video-optimization',
      '/auto-translation',
      '/thumbnail-generator',
      '/optimization-history',
    ]);
  });

  it('keeps SEO and channels in the header, and the profile out of both', () => {
    const header = APP_NAV_LINKS.filter((link) => link.key !== 'profile').map((link) => link.key);
    expect(header).toEqual([
      'dashboard',
      'videos',
      'translation',
      'thumbnails',
      'seo',
      'history',
      'channels',
    ]);
  });

  it('marks the translation entry current on the tool and on its results', () => {
    const translation = APP_NAV_LINKS.find((link) => link.key === 'translation');
    expect(translation?.tool).toBe(true);
    expect(translation && isCurrentLink(translation, '/auto-translation/')).toBe(true);
    expect(translation && isCurrentLink(translation, '/translation-results')).toBe(true);
    expect(translation && isCurrentLink(translation, '/thumbnail-generator')).toBe(false);
  });
});
