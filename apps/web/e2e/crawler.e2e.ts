// A crawler's view of the built site, JavaScript off: every public page in every language, fetched over HTTP from
// the real server, has its title, description, keywords, canonical, hreflang set, og/twitter tags and JSON-LD;
// the sitemap lists them all; a private screen is noindex. Two servers on the same build with different
// PUBLIC_URLs show the origin following the server, not the build (decision 041).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SITE_ORIGIN_MARKER } from '@vidcraft/contracts';
import { LANGUAGE_CODES } from '../src/i18n/languages.ts';
import { localizePath } from '../src/lib/language-prefix.ts';
import { PAGE_PATHS, PUBLIC_PAGES } from '../src/seo/pages.ts';

const ROOT = join(import.meta.dirname, '../../..');
const PRODUCT_KEYWORD = 'Vidcraft YouTube optimization';

interface RunningServer {
  base: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The real server on the built dist, with its own data dir and PUBLIC_URL (and any other settings). */
async function startServer(publicUrl: string, settings: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vidcraft-crawler-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'warn',
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${errors}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`server did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function getText(url: string): Promise<{ status: number; text: string; type: string }> {
  const res = await fetch(url);
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
}

interface CrawledHead {
  title: string;
  lang: string;
  description: string | null;
  keywords: string | null;
  robots: string | null;
  canonical: string | null;
  alternates: string[][];
  metas: Record<string, string>;
  jsonLd: string[];
}

/** A crawler's browser: JavaScript off, and only documents fetched (styles, fonts and images would only cost time). */
async function crawlerContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  await context.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? route.continue() : route.abort(),
  );
  return context;
}

/** The head a crawler sees: the page loaded with JavaScript off, read by Playwright. */
async function crawl(page: Page, url: string): Promise<{ status: number; head: CrawledHead }> {
  const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
  const head = await page.evaluate((): CrawledHead => {
    const attr = (selector: string, name = 'content') =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    const metas: Record<string, string> = {};
    for (const meta of document.querySelectorAll('meta[property], meta[name]')) {
      metas[meta.getAttribute('property') ?? meta.getAttribute('name') ?? ''] =
        meta.getAttribute('content') ?? '';
    }
    return {
      title: document.title,
      lang: document.documentElement.lang,
      description: attr('meta[name="description"]'),
      keywords: attr('meta[name="keywords"]'),
      robots: attr('meta[name="robots"]'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href') ?? '',
      ]),
      metas,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    };
  });
  return { status: response?.status() ?? 0, head };
}

const PAGES = LANGUAGE_CODES.flatMap((language) =>
  PUBLIC_PAGES.map((page) => ({ page, language, path: localizePath(PAGE_PATHS[page], language) })),
);

test.describe('crawlers, JavaScript off', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(420_000);

  test('every public page in every language is complete, listed, and on the server own origin', async ({
    browser,
  }) => {
    expect(PAGES.length).toBeGreaterThanOrEqual(12 * 23);
    const origin = 'https://one.example';
    const server = await startServer(origin);
    const context = await crawlerContext(browser);
    const page = await context.newPage();
    try {
      for (const { page: key, language, path } of PAGES) {
        const where = `${language} ${key} ${path}`;
        const res = await getText(`${server.base}${path}`);
        expect(res.status, where).toBe(200);
        expect(res.text, where).not.toContain(SITE_ORIGIN_MARKER);
        expect(res.text, where).not.toContain('localhost');
        const crawled = await crawl(page, `${server.base}${path}`);
        expect(crawled.status, where).toBe(200);
        const { head } = crawled;
        expect(head.lang, where).toBe(language);
        expect(head.title.length, where).toBeGreaterThan(3);
        expect(head.description?.length ?? 0, where).toBeGreaterThan(20);
        expect(head.keywords ?? '', where).toMatch(/\S/);
        // The product's phrase closes the keywords in English (other languages end with their own translation).
        if (language === 'en')
          expect(head.keywords?.toLowerCase(), where).toContain(PRODUCT_KEYWORD.toLowerCase());
        expect(head.robots, where).toBe('index, follow');
        expect(head.canonical, where).toBe(`${origin}${path}`);
        expect(head.alternates, where).toHaveLength(LANGUAGE_CODES.length + 1);
        expect(new Set(head.alternates.map(([lang]) => lang)), where).toEqual(
          new Set([...LANGUAGE_CODES, 'x-default']),
        );
        for (const [lang, href] of head.alternates) {
          const target = lang === 'x-default' ? 'en' : lang;
          expect(href, where).toBe(`${origin}${localizePath(PAGE_PATHS[key], target as never)}`);
        }
        expect(head.metas['og:url'], where).toBe(head.canonical);
        expect(head.metas['og:title'], where).toBeTruthy();
        expect(head.metas['og:description'], where).toBeTruthy();
        expect(head.metas['twitter:card'], where).toBe('summary_large_image');
        const image = `${origin}${localizePath(`/og-${key}.png`, language)}`;
        expect(head.metas['og:image'], where).toBe(image);
        expect(head.metas['twitter:image'], where).toBe(image);
        const card = await fetch(`${server.base}${new URL(image).pathname}`, { method: 'HEAD' });
        expect([card.status, card.headers.get('content-type')], image).toEqual([200, 'image/png']);
        expect(head.jsonLd.length, where).toBeGreaterThan(0);
        for (const text of head.jsonLd) expect(() => JSON.parse(text), where).not.toThrow();
        const types = head.jsonLd.join('\n').replace(/\s+/g, '');
        expect(types, where).toContain('"@type":"Organization"');
        expect(types, where).not.toContain('aggregateRating');
        if (key === 'howTo') expect(types, where).toContain('"@type":"FAQPage"');
        if (key === 'pricing') expect(types, where).toContain('"@type":"AggregateOffer"');
      }

      const sitemap = await getText(`${server.base}/sitemap.xml`);
      expect(sitemap.status).toBe(200);
      const listed = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
      const expected = PAGES.map(({ path }) => `${origin}${path}`);
      expect(listed.filter((url) => expected.includes(url)).sort()).toEqual([...expected].sort());
      // The rest are blog posts: each one exists and names itself canonical.
      for (const url of listed.filter((entry) => !expected.includes(entry))) {
        expect(url).toMatch(new RegExp(`^${origin}(/[a-z]{2})?/blog/`));
        const post = await crawl(page, `${server.base}${new URL(url).pathname}`);
        expect(post.status, url).toBe(200);
        expect(post.head.canonical, url).toBe(url);
      }
      // A post not written in German is shown in its original there, and names the original canonical.
      const untranslated = listed.find(
        (url) =>
          /\/blog\/[^/]+$/.test(url) &&
          !listed.includes(url.replace(`${origin}/blog/`, `${origin}/de/blog/`)),
      );
      expect(untranslated, 'a post without a German version').toBeDefined();
      const slug = new URL(untranslated!).pathname.split('/').at(-1);
      const shownInGerman = await crawl(page, `${server.base}/de/blog/${slug}`);
      expect(shownInGerman.status).toBe(200);
      expect(shownInGerman.head.canonical).toBe(`${origin}/blog/${slug}`);

      const robots = await getText(`${server.base}/robots.txt`);
      expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml`);
      const feed = await getText(`${server.base}/blog/atom.xml`);
      expect(feed.status).toBe(200);
      expect(feed.text).toContain(`${origin}/blog`);
      expect(feed.text).not.toContain(SITE_ORIGIN_MARKER);

      const { head: dashboard } = await crawl(page, `${server.base}/dashboard`);
      expect(dashboard.robots).toBe('noindex, nofollow');
      expect(dashboard.canonical).toBeNull();
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test('the same build started with another PUBLIC_URL names that origin everywhere, and a configured rating', async ({
    browser,
  }) => {
    const origin = 'https://two.example';
    const server = await startServer(origin, { SITE_RATING_VALUE: '4.7', SITE_RATING_COUNT: '312' });
    const context = await crawlerContext(browser);
    try {
      // The operator's real rating, in the application record of the home page in every language.
      const rating = {
        '@type': 'AggregateRating',
        ratingValue: 4.7,
        ratingCount: 312,
        bestRating: 5,
        worstRating: 1,
      };
      for (const path of ['/', '/ar']) {
        const { head: home } = await crawl(await context.newPage(), `${server.base}${path}`);
        const graph = home.jsonLd.flatMap((text) => (JSON.parse(text) as { '@graph': unknown[] })['@graph']);
        expect(graph, path).toContainEqual(
          expect.objectContaining({ '@type': 'SoftwareApplication', aggregateRating: rating }),
        );
      }
      // With JavaScript on, the app's own record says the same: the served element stays after hydration.
      const reader = await browser.newContext({
        serviceWorkers: 'block',
        viewport: { width: 390, height: 844 },
      });
      try {
        const page = await reader.newPage();
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            const served = document.querySelector('script[type="application/ld+json"]');
            (window as unknown as { servedLd: Element | null }).servedLd = served;
          });
          window.addEventListener('vidcraft:app-hydrated', () =>
            document.documentElement.setAttribute('data-test-hydrated', ''),
          );
        });
        const configLoaded = page.waitForResponse((res) => res.url().endsWith('/app-config.json'));
        await page.goto(`${server.base}/ar`);
        await expect(page.locator('html[data-test-hydrated]')).toBeAttached();
        await configLoaded;
        const after = await page.evaluate(() => {
          const served = (window as unknown as { servedLd: Element | null }).servedLd;
          const current = document.querySelector('script[type="application/ld+json"]');
          return { same: served === current && served?.isConnected, text: current?.textContent ?? '' };
        });
        expect(after.same).toBe(true);
        expect(after.text).toContain('"ratingValue":4.7');
      } finally {
        await reader.close();
      }

      const { head: pricing } = await crawl(await context.newPage(), `${server.base}/de/pricing`);
      expect(pricing.canonical).toBe(`${origin}/de/pricing`);
      expect(pricing.alternates).toContainEqual(['x-default', `${origin}/pricing`]);
      expect(pricing.metas['og:image']).toBe(`${origin}/de/og-pricing.png`);
      expect(JSON.stringify(pricing.jsonLd)).toContain(`${origin}/de/pricing`);
      expect(JSON.stringify(pricing.jsonLd)).not.toContain('one.example');
      const sitemap = (await getText(`${server.base}/sitemap.xml`)).text;
      expect(sitemap).toContain(`<loc>${origin}/</loc>`);
      expect(sitemap).not.toContain('one.example');
      expect((await getText(`${server.base}/robots.txt`)).text).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expect((await getText(`${server.base}/ar/blog/atom.xml`)).text).toContain(`${origin}/ar/blog`);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
