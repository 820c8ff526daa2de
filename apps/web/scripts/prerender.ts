// Prerenders every public page in every interface language into dist/ (see README of this app, "Prerendering"):
// dist/index.html and dist/<page>/index.html for English, dist/<lng>/… for the others, plus dist/spa.html,
// the shell for every other path. Runs after `vite build` and `vite build --ssr src/entry-prerender.tsx`.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { missingKeys } from '../src/i18n/locale-keys.ts';
import { publicPagePaths, writeBlogFeeds } from './blog/prerender-blog.ts';
import { bootScriptTags, withBootScript } from './boot-script.ts';
import { PAGE_MODULES, readManifest } from './manifest.ts';
import { writeOgCards, type OgCard } from './og-images.ts';
import { fillTemplate } from './template.ts';
import { webAppManifest } from './web-manifest.ts';

type Resources = Record<string, Record<string, unknown>>;
interface SsrModule {
  NAMESPACES: readonly string[];
  ALL_NAMESPACES: readonly string[];
  PAGE_EXTRA_NAMESPACES: Partial<Record<string, readonly string[]>>;
  LANGUAGE_CODES: readonly string[];
  PUBLIC_PAGES: readonly string[];
  PAGE_PATHS: Record<string, string>;
  BOOT_DATA_ELEMENT_ID: string;
  SITE_URL: string;
  THEME_COLOR: string;
  ROUTE_PATTERNS: string[];
  localizePath: (path: string, language: string) => string;
  textDirection: (language: string) => 'ltr' | 'rtl';
  renderSeoHead: (head: unknown) => string;
  safeJsonForScript: (value: unknown) => string;
  renderPage: (
    path: string,
    options: { language: string; resources: Resources; siteUrl: string },
  ) => Promise<{ html: string; head: { canonical: string | null }; status: number }>;
}

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const buildDir = join(root, 'build');

// The manifest tells which chunks each page needs; it is a build artefact, not something to serve.
const manifestPath = join(buildDir, 'client-manifest.json');
mkdirSync(buildDir, { recursive: true });
if (existsSync(join(dist, '.vite/manifest.json')))
  copyFileSync(join(dist, '.vite/manifest.json'), manifestPath);
rmSync(join(dist, '.vite'), { recursive: true, force: true });
const manifest = readManifest(manifestPath);

const templatePath = join(buildDir, 'template.html');
// vite build writes the template to dist/index.html; keep a copy, since the home page will replace it.
if (readFileSync(join(dist, 'index.html'), 'utf8').includes('<!--app-html-->')) {
  copyFileSync(join(dist, 'index.html'), templatePath);
}
const template = readFileSync(templatePath, 'utf8');
const ssr = (await import(pathToFileURL(join(buildDir, 'prerender/entry-prerender.js')).href)) as SsrModule;

// Every namespace of a language; one a translator has not started yet counts as empty (English fills in).
function readLocale(language: string): Record<string, unknown> {
  return Object.fromEntries(
    ssr.ALL_NAMESPACES.map((ns) => {
      const file = join(root, 'public/locales', language, `${ns}.json`);
      return [ns, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}];
    }),
  );
}

/** The namespaces a page's HTML embeds: the shared ones, plus `app` for the sign-in and setup pages. */
function pick(resources: Record<string, unknown>, page: string): Record<string, unknown> {
  const names = [...ssr.NAMESPACES, ...(ssr.PAGE_EXTRA_NAMESPACES[page] ?? [])];
  return Object.fromEntries(names.map((ns) => [ns, resources[ns] ?? {}]));
}

function missingCount(english: Record<string, unknown>, own: Record<string, unknown>, language: string) {
  return ssr.ALL_NAMESPACES.reduce(
    (sum, ns) => sum + missingKeys(english[ns] ?? {}, own[ns] ?? {}, language).length,
    0,
  );
}

const english = readLocale('en');
writeFileSync(
  join(dist, 'spa.html'),
  fillTemplate(template, {
    head: '<title>Vidcraft</title>\n    <meta name="robots" content="noindex, nofollow" data-seo>',
    keepSplash: true,
  }),
);

const incomplete: string[] = [];
const urls: string[] = [];
let pages = 0;
for (const language of ssr.LANGUAGE_CODES) {
  const own = language === 'en' ? english : readLocale(language);
  const missing = language === 'en' ? 0 : missingCount(english, own, language);
  if (missing > 0) incomplete.push(`${language} (${missing} missing)`);
  for (const [page, path] of publicPagePaths(ssr, language)) {
    // The page embeds its own language, and English too while translations are incomplete (fallback texts).
    const ownPart = pick(own, page);
    const missingHere =
      language !== 'en' &&
      Object.keys(ownPart).some((ns) => missingKeys(english[ns] ?? {}, ownPart[ns], language).length > 0);
    const embedded: Resources = missingHere
      ? { [language]: ownPart, en: pick(english, page) }
      : { [language]: ownPart };
    const rendered = await ssr.renderPage(path, {
      language,
      resources: { [language]: own, en: english },
      siteUrl: ssr.SITE_URL,
    });
    if (rendered.status !== 200) throw new Error(`Prerendering ${path} answered ${rendered.status}`);
    const pageTemplate = withBootScript(template, bootScriptTags(manifest, PAGE_MODULES[page] ?? ''));
    const html = fillTemplate(pageTemplate, {
      lang: language,
      dir: ssr.textDirection(language),
      head: ssr.renderSeoHead(rendered.head),
      html: rendered.html,
      data: `<script type="application/json" id="${ssr.BOOT_DATA_ELEMENT_ID}">${ssr.safeJsonForScript({ language, resources: embedded })}</script>`,
      keepSplash: false,
    });
    const file = join(dist, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    // Only canonical pages are listed: an untranslated blog post's page in another language names its original.
    const url = `${ssr.SITE_URL}${path}`;
    if (rendered.head.canonical === url) urls.push(url);
    pages += 1;
  }
}

// Crawlers get every prerendered URL; robots.txt points at the list with the absolute origin of this build.
writeFileSync(
  join(dist, 'sitemap.xml'),
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${url}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n'),
);
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /sandbox/\nSitemap: ${ssr.SITE_URL}/sitemap.xml\n`,
);

writeBlogFeeds({ root, dist, siteUrl: ssr.SITE_URL, languages: ssr.LANGUAGE_CODES });

// Every public page's social card in every language (og:image, twitter:image), cached by content.
const seoText = (resources: Record<string, unknown>, page: string, field: 'title' | 'description') => {
  const seo = (resources.Index as { seo?: Record<string, Record<string, string> | undefined> } | undefined)
    ?.seo;
  return seo?.[page]?.[field]?.trim() ?? '';
};
const brand = (english.common as { brand?: { name?: string } } | undefined)?.brand?.name ?? 'Vidcraft';
const cardsStarted = performance.now();
const cards = ssr.LANGUAGE_CODES.flatMap((language) => {
  const own = language === 'en' ? english : readLocale(language);
  return ssr.PUBLIC_PAGES.map((page) => {
    const text = (field: 'title' | 'description') =>
      seoText(own, page, field) || seoText(english, page, field);
    const card: OgCard = {
      language,
      rtl: ssr.textDirection(language) === 'rtl',
      brand,
      title: text('title'),
      description: text('description'),
    };
    return { path: ssr.localizePath(`/og-${page}.png`, language), card };
  });
});
const drawnCards = await writeOgCards(cards, { dist, cacheDir: join(buildDir, 'og-cache') });
console.log(
  `Social cards: ${cards.length} (${drawnCards.drawn} drawn, the rest cached) in ${((performance.now() - cardsStarted) / 1000).toFixed(1)} s, ${(drawnCards.bytes / 1024 / 1024).toFixed(1)} MB.`,
);

// The server answers paths outside the route table with 404 (and the shell, which shows not-found).
writeFileSync(join(dist, 'routes.json'), `${JSON.stringify({ patterns: ssr.ROUTE_PATTERNS })}\n`);
const description = (english.Index as { seo?: { home?: { description?: string } } } | undefined)?.seo?.home
  ?.description;
if (!description)
  throw new Error('public/locales/en/Index.json has no seo.home.description for the manifest');
writeFileSync(
  join(dist, 'manifest.json'),
  `${JSON.stringify(webAppManifest({ themeColor: ssr.THEME_COLOR, description }), null, 2)}\n`,
);

console.log(
  `Prerendered ${pages} pages (${ssr.PUBLIC_PAGES.length} pages × ${ssr.LANGUAGE_CODES.length} languages) and spa.html.`,
);
if (incomplete.length > 0)
  console.warn(`Translations incomplete, English fallback embedded for: ${incomplete.join(', ')}`);
