import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfig, ErrorBody, HealthResponse, VersionInfo } from '@vidcraft/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

describe('system endpoints', () => {
  let t: TestApp<never>;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://vidcraft.example.com', LINK_WEBSITE: 'https://studio.example.com' },
    });
    t.app.get('/api/test-boom', async () => {
      throw new Error('secret database password in this message');
    });
  });
  afterAll(() => t.close());

  it('reports database and job engine health', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const body = HealthResponse.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(body.jobs.status).toBe('up');
  });

  it('reports degraded health when the job engine is stopped', async () => {
    const other = await createTestApp();
    await other.jobs.stop(1000);
    const res = await other.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(HealthResponse.parse(res.json()).jobs.status).toBe('down');
    await other.close();
  });

  it('serves version info without caching, with or without a cache-busting parameter', async () => {
    for (const url of ['/version.json', '/version.json?v=1732200000', '/api/version']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-cache');
      expect(res.headers['cache-control']).toContain('no-store');
      const info = VersionInfo.parse(res.json());
      expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(info.environment).toBe('development');
    }
  });

  it('serves the runtime app configuration', async () => {
    const config = AppConfig.parse((await t.app.inject('/app-config.json')).json());
    expect(config.apiBaseUrl).toBe('https://vidcraft.example.com');
    expect(config.apiEnvironments.development).toBe('http://localhost:5000');
    expect(config.links).toEqual({ website: 'https://studio.example.com' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nothing/here' });
      expect(res.statusCode).toBe(404);
      expect(ErrorBody.parse(res.json()).error).toBe('NOT_FOUND');
    }
  });

  it('answers validation errors with the field paths', async () => {
    const res = await t.app.inject('/api/jobs/not-a-uuid');
    expect(res.statusCode).toBe(400);
    const body = ErrorBody.parse(res.json());
    expect(body.error).toBe('VALIDATION');
    expect(body.details).toEqual([{ path: 'params.id', message: expect.any(String) }]);
  });

  it('hides internals of unexpected errors and gives a reference', async () => {
    const res = await t.app.inject('/api/test-boom');
    expect(res.statusCode).toBe(500);
    const body = ErrorBody.parse(res.json());
    expect(body.error).toBe('INTERNAL');
    expect(res.body).not.toContain('secret');
    expect(body.message).toContain(res.headers['x-request-id'] as string);
  });

  it('sends security headers, with HSTS for an https deployment', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it("passes the operator's analytics script to the web app and lets only its origin run scripts", async () => {
    const withAnalytics = await createTestApp({
      env: { ANALYTICS_SCRIPT_URL: 'https://stats.example.com/js/script.js' },
    });
    const config = AppConfig.parse((await withAnalytics.app.inject('/app-config.json')).json());
    expect(config.analyticsScriptUrl).toBe('https://stats.example.com/js/script.js');
    const csp = (await withAnalytics.app.inject('/api/health')).headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://stats.example.com;");
    expect(csp).toContain("connect-src 'self' https://stats.example.com;");
    await withAnalytics.close();

    const without = AppConfig.parse((await t.app.inject('/app-config.json')).json());
    expect(without.analyticsScriptUrl).toBeUndefined();
  });

  it('leaves HSTS out on plain http', async () => {
    const plain = await createTestApp();
    const res = await plain.app.inject('/api/health');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    await plain.close();
  });

  it('publishes the OpenAPI document built from the contracts', async () => {
    const ui = await t.app.inject('/api/docs');
    expect([200, 302]).toContain(ui.statusCode);
    const doc = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/version.json',
        '/api/version',
        '/app-config.json',
        '/api/jobs/{id}',
      ]),
    );
    expect(doc.components.schemas).toHaveProperty('HealthResponse');
    expect(doc.components.schemas).toHaveProperty('ErrorBody');
  });

  it('compresses larger responses', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });
});
