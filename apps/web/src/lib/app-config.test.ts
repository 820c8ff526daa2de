import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG, parseAppConfig, parseLinks } from './app-config.ts';

describe('app config', () => {
  it('keeps known fields and falls back to defaults for the rest', () => {
    const config = parseAppConfig({ environment: 'staging', apiBaseUrl: 'https://api.example', extra: 1 });
    expect(config).toMatchObject({ environment: 'staging', apiBaseUrl: 'https://api.example', links: {} });
    expect(config.apiEnvironments).toEqual(DEFAULT_APP_CONFIG.apiEnvironments);
    expect(() => parseAppConfig('nope')).toThrow();
  });

  it("keeps the operator's analytics script only when it is an https URL (http on loopback)", () => {
    const read = (analyticsScriptUrl: unknown) => parseAppConfig({ analyticsScriptUrl }).analyticsScriptUrl;
    expect(read('https://stats.example.com/s.js')).toBe('https://stats.example.com/s.js');
    expect(read('http://127.0.0.1:5099/s.js')).toBe('http://127.0.0.1:5099/s.js');
    expect(read('http://stats.example.com/s.js')).toBeUndefined();
    expect(read('javascript:alert(1)')).toBeUndefined();
    expect(read(undefined)).toBeUndefined();
  });

  it("keeps the operator's rating only when it is a real one", () => {
    const read = (rating: unknown) => parseAppConfig({ rating }).rating;
    expect(read({ value: 4.7, count: 312 })).toEqual({ value: 4.7, count: 312 });
    expect(read({ value: 4.7, count: 312, extra: '<b>' })).toEqual({ value: 4.7, count: 312 });
    for (const bad of [
      undefined,
      null,
      { value: 9, count: 3 },
      { value: 4, count: 0 },
      { value: '4', count: 3 },
    ])
      expect(read(bad), JSON.stringify(bad)).toBeUndefined();
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
