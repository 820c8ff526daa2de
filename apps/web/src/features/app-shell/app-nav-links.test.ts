import { describe, expect, it } from 'vitest';
import { APP_NAV_LINKS, BOTTOM_NAV_LINKS, isCurrentLink } from './app-nav-links.ts';

describe('the signed-in navigation', () => {
  it('has spec §2’s five bottom entries: Dashboard, Upload, Videos, Translate, Thumbnails', () => {
    expect(BOTTOM_NAV_LINKS.map((link) => link.path)).toEqual([
      '/dashboard',
      '/video-upload',
      '/video-optimization',
      '/auto-translation',
      '/thumbnail-generator',
    ]);
  });

  it('keeps SEO, analytics and channels in the header, and the profile out of both', () => {
    const header = APP_NAV_LINKS.filter((link) => link.key !== 'profile').map((link) => link.key);
    expect(header).toEqual([
      'dashboard',
      'upload',
      'videos',
      'translation',
      'thumbnails',
      'seo',
      'analytics',
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

  it('marks the upload entry current on the tool and on an upload’s result page', () => {
    const upload = APP_NAV_LINKS.find((link) => link.key === 'upload');
    expect(upload?.tool).toBe(true);
    expect(upload && isCurrentLink(upload, '/video-upload')).toBe(true);
    expect(upload && isCurrentLink(upload, '/video-upload/5b8e0a0e-1d1c-4a57-9a55-0d2b8f5e3c11')).toBe(true);
    expect(upload && isCurrentLink(upload, '/video-uploads')).toBe(false);
  });
});
