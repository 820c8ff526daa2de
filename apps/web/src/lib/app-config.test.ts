import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG, parseAppConfig, parseLinks } from './app-config.ts';

describe('app config', () => {
  it('keeps known fields and falls back to defaults for the rest', () => {
    const config = parseAppConfig({ environment: 'staging', apiBaseUrl: 'https://api.example', extra: 1 });
    expect(config).toMatchObject({ environment: 'staging', apiBaseUrl: 'https://api.example', links: {} });
    expect(config.apiEnvironments).toEqual(DEFAULT_APP_CONFIG.apiEnvironments);
    expect(() => parseAppConfig('nope')).toThrow();
  });

  it('keeps only safe links from the operator', () => {
    expect(
      parseLinks({
        youtube: 'https://www.youtube.com/@vidcraft',
        community: 'javascript:alert(1)',
        linkedin: 'not a url',
        website: 'http://example.org',
        supportEmail: 'help@example.org',
        supportHours: '  Mon–Fri 9–17 CET ',
        location: 42,
      }),
    ).toEqual({
      youtube: 'https://www.youtube.com/@vidcraft',
      website: 'http://example.org/',
      supportEmail: 'help@example.org',
      supportHours: 'Mon–Fri 9–17 CET',
    });
    expect(parseLinks({ supportEmail: 'a@b' })).toEqual({});
    expect(parseLinks(null)).toEqual({});
  });
});
