import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ORIGIN_MARKER } from '@vidcraft/contracts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app.ts';
import { PERMISSIONS_POLICY } from './security-headers.ts';
import { compileRoutePatterns, looksLikeFile, resolveWebFile } from './web-static.ts';

describe('resolveWebFile', () => {
  const files = new Set([
    'index.html',
    'spa.html',
    'de/index.html',
    'assets/app-1a2b.js',
    'locales/de/common.json',
  ]);
  it('maps page paths to prerendered files', () => {
    expect(resolveWebFile(files, '/')).toBe('index.html');
    expect(resolveWebFile(files, '/de')).toBe('de/index.html');
    expect(resolveWebFile(files, '/de/')).toBe('de/index.html');
    expect(resolveWebFile(files, '/assets/app-1a2b.js')).toBe('assets/app-1a2b.js');
    expect(resolveWebFile(files, '/fr/')).toBeUndefined();
  });
  it('never escapes the dist directory', () => {
    expect(resolveWebFile(files, '/../package.json')).toBeUndefined();
    expect(resolveWebFile(files, '/%2e%2e/%2e%2e/etc/passwd')).toBeUndefined();
    expect(resolveWebFile(files, '/%E0%A4%A')).toBeUndefined();
  });
});

describe('compileRoutePatterns', () => {
  const isRoute = compileRoutePatterns(['/', '/how-to', '/de', '/de/how-to', '/videos/:videoId', '/files/*']);
  it('matches the route table as React Router does', () => {
    for (const path of [
      '/',
      '/how-to',
      '/how-to/',
      '/HOW-TO',
      '/de',
      '/de/how-to',
      '/videos/abc',
      '/files',
      '/files/a/b',
    ]) {
      expect(isRoute(path), path).toBe(true);
    }
  });
  it('refuses everything else', () => {
    for (const path of [
      '/nope',
      '/de/nope',
      '/how-to/more',
      '/videos',
      '/videos/a/b',
      '/fr/how-to',
      '/%E0%A4%A',
    ]) {
      expect(isRoute(path), path).toBe(false);
    }
  });
  it('tells file paths from page paths', () => {
    expect(['/foo.png', '/assets/x.js', '/favicon.ico', '/a/b.json/'].every(looksLikeFile)).toBe(true);
    expect(['/', '/how-to', '/de/', '/v1.x-notes/more'].some(looksLikeFile)).toBe(false);
  });
});

describe('serving the built web app', () => {
  let t: TestApp<never>;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-dist-'));
    const write = async (file: string, content: string | Buffer) => {
      await fs.mkdir(path.dirname(path.join(dist, file)), { recursive: true });
      await fs.writeFile(path.join(dist, file), content);
    };
    await write('index.html', '<html lang="en">landing</html>');
    await write('de/index.html', '<html lang="de">Startseite</html>');
    await write('spa.html', '<html>app shell</html>');
    const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    await write('assets/app-1a2b.js', script);
    await write('assets/app-1a2b.js.br', zlib.brotliCompressSync(script));
    await write('locales/de/common.json', '{"hello":"Hallo"}');
    await write('manifest.json', '{"name":"Vidcraft"}');
    await write('sw.js', 'self.addEventListener("fetch", () => {});');
    // Files the prerender writes with the origin marker; the build's precompressed copy still holds the marker.
    const howTo = `<link rel="canonical" href="${SITE_ORIGIN_MARKER}/how-to">${'<p>step</p>'.repeat(200)}`;
    await write('how-to/index.html', howTo);
    await write('how-to/index.html.br', zlib.brotliCompressSync(howTo));
    await write('sitemap.xml', `<urlset><url><loc>${SITE_ORIGIN_MARKER}/how-to</loc></url></urlset>`);
    await write('robots.txt', `Sitemap: ${SITE_ORIGIN_MARKER}/sitemap.xml\n`);
    await write('blog/atom.xml', `<feed><id>${SITE_ORIGIN_MARKER}/blog</id></feed>`);
    await write(
      'routes.json',
      JSON.stringify({ patterns: ['/', '/de', '/how-to', '/dashboard', '/de/dashboard', '/videos/:id'] }),
    );
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('serves prerendered pages without long caching', async () => {
    const landing = await t.app.inject('/');
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('landing');
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.headers['content-type']).toContain('text/html');
    expect((await t.app.inject('/de/')).body).toContain('Startseite');
    expect((await t.app.inject('/de')).body).toContain('Startseite');
  });

  it('marks every page, and the shell, with the Google this server talks to', async () => {
    for (const url of ['/', '/de/', '/dashboard', '/some/unknown']) {
      const res = await t.app.inject(url);
      expect(res.body, url).toMatch(/^<html data-google-mode="sandbox"[ >]/);
    }
    expect((await t.app.inject('/de/')).body).toContain('<html data-google-mode="sandbox" lang="de">');
  });

  it('serves the service worker revalidated on every use, so a deploy reaches every browser', async () => {
    const res = await t.app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('serves hashed assets immutable and precompressed', async () => {
    const res = await t.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('console.log');
  });

  it('answers the other routes of the app with the shell', async () => {
    for (const url of ['/dashboard', '/de/dashboard/', '/videos/abc?tab=2']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('app shell');
    }
  });

  it('answers paths outside the route table with 404 and the shell, which renders not-found', async () => {
    for (const url of ['/some/unknown', '/de/nope', '/dashboard/extra']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('app shell');
    }
    // A revalidation must not strip the body from the not-found answer.
    const again = await t.app.inject({ url: '/some/unknown', headers: { 'if-none-match': '*' } });
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('app shell');
  });

  it('serves real files at their paths (the manifest) with the security headers', async () => {
    const res = await t.app.inject('/manifest.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Vidcraft' });
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('clipboard-write=(self)');
  });

  it('does not answer missing files or API paths with the shell', async () => {
    for (const url of [
      '/assets/missing-0000.js',
      '/foo.png',
      '/favicon.ico',
      '/de/nope.js',
      '/locales/xx/x.json',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('app shell');
      expect(res.headers['content-type'], url).toContain('text/plain');
    }
    const api = await t.app.inject('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('serves translation files', async () => {
    const res = await t.app.inject('/locales/de/common.json');
    expect(res.json()).toEqual({ hello: 'Hallo' });
  });

  it('names its own PUBLIC_URL in pages, sitemap, robots.txt and feeds, never the build marker', async () => {
    for (const url of ['/how-to', '/sitemap.xml', '/robots.txt', '/blog/atom.xml']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(TEST_PUBLIC_URL);
      expect(res.body, url).not.toContain(SITE_ORIGIN_MARKER);
    }
    expect((await t.app.inject('/sitemap.xml')).headers['content-type']).toContain('xml');
  });

  it('compresses rewritten pages itself, and revalidates them by ETag', async () => {
    const res = await t.app.inject({ url: '/how-to', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    const text = zlib.brotliDecompressSync(res.rawPayload).toString();
    expect(text).toContain(`href="${TEST_PUBLIC_URL}/how-to"`);
    const gzip = await t.app.inject({ url: '/how-to', headers: { 'accept-encoding': 'gzip' } });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(text);
    const again = await t.app.inject({
      url: '/how-to',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
