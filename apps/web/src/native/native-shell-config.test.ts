import { describe, expect, it } from 'vitest';
import { parseNativeShellConfig } from './native-shell-config.ts';

describe('parseNativeShellConfig', () => {
  it('reads the synced config and keeps only origins', () => {
    expect(
      parseNativeShellConfig({
        scheme: 'app.vidcraft',
        apiBaseUrl: 'https://vidcraft.app/ignored/path',
        appLinkHost: 'vidcraft.app',
        statusBarColor: '#0f172a',
      }),
    ).toEqual({
      scheme: 'app.vidcraft',
      apiBaseUrl: 'https://vidcraft.app',
      appLinkHost: 'vidcraft.app',
      statusBarColor: '#0f172a',
    });
  });

  it('refuses a plain-http API and falls back on malformed optional fields', () => {
    expect(() => parseNativeShellConfig({ apiBaseUrl: 'http://evil.example' })).toThrow(/https/);
    expect(() => parseNativeShellConfig(null)).toThrow();
    expect(
      parseNativeShellConfig({
        apiBaseUrl: 'https://vidcraft.app',
        scheme: 'Bad Scheme',
        statusBarColor: 'red',
      }),
    ).toEqual({
      scheme: 'app.vidcraft',
      apiBaseUrl: 'https://vidcraft.app',
      appLinkHost: 'vidcraft.app',
      statusBarColor: '#0f172a',
    });
  });
});
