// The verified-link files of the native app, from config: served as JSON when configured, 404 otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0').toUpperCase()).join(
  ':',
);

describe('/.well-known files of the native app', () => {
  let configured: TestApp<never>;
  let bare: TestApp<never>;
  beforeAll(async () => {
    configured = await createTestApp({
      env: { NATIVE_APP_ID: 'app.vidcraft', ANDROID_CERT_SHA256: FINGERPRINT, APPLE_TEAM_ID: 'ABCDE12345' },
    });
    bare = await createTestApp();
  });
  afterAll(async () => {
    await configured.close();
    await bare.close();
  });

  it('serves the Digital Asset Links statement for the app and its certificate', async () => {
    const res = await configured.app.inject('/.well-known/assetlinks.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.vidcraft',
          sha256_cert_fingerprints: [FINGERPRINT],
        },
      },
    ]);
  });

  it('serves apple-app-site-association for the callback path only', async () => {
    const res = await configured.app.inject('/.well-known/apple-app-site-association');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      applinks: {
        details: [
          {
            appIDs: ['ABCDE12345.app.vidcraft'],
            components: [{ '/': '/auth/callback' }, { '/': '/auth/callback/*' }],
          },
        ],
      },
    });
  });

  it('answers 404 when the platform is not configured', async () => {
    for (const url of ['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association']) {
      const res = await bare.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    }
  });

  it('refuses malformed fingerprints and team ids at start', () => {
    expect(() => loadConfig({ ANDROID_CERT_SHA256: 'not-a-fingerprint' })).toThrow();
    expect(() => loadConfig({ APPLE_TEAM_ID: 'abc' })).toThrow();
  });
});
