// The build's app-shell parts (docs/decisions/040-service-worker.md): the service worker (vite-plugin-pwa,
// Workbox, injectManifest from src/service-worker/sw.ts) precaching only the app shell, the offline page it falls
// back to, and the list of route files the page prefetches 2 s after load (src/startup/route-prefetch.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { OFFLINE_PAGE_PATH, OFFLINE_SCRIPT_PATH } from '../src/service-worker/sw-protocol.ts';
import { offlinePageHtml, offlinePageScript, type OfflineTexts } from './offline-page.ts';

const root = join(import.meta.dirname, '..');

/** Screens prefetched 2 s after load (spec §9), by path, with their route module. */
export const PREFETCH_ROUTES: ReadonlyArray<{ path: string; module: string; prerendered: boolean }> = [
  { path: '/dashboard', module: 'src/features/dashboard/dashboard-page.tsx', prerendered: false },
  {
    path: '/video-optimization',
    module: 'src/features/videos/video-optimization-page.tsx',
    prerendered: false,
  },
  { path: '/pricing', module: 'src/features/plans/pricing-page.tsx', prerendered: true },
  { path: '/login', module: 'src/features/auth/login-page.tsx', prerendered: true },
];
export const PREFETCH_LIST_FILE = 'route-prefetch.json';

/** The files a chunk loads at once: itself, its static imports (transitively) and their CSS. */
function chunkClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): string[] {
  if (seen.has(fileName)) return [];
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return [];
  const css = [...(chunk.viteMetadata?.importedCss ?? [])];
  return [fileName, ...css, ...chunk.imports.flatMap((imported) => chunkClosure(bundle, imported, seen))];
}

function chunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
}

/** Entry scripts' files (JS and CSS), recorded while bundling, for the precache list the worker gets. */
const appShellFiles = new Set<string>();

function appShellPlugin(): Plugin {
  return {
    name: 'vidcraft-app-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const all = chunks(bundle);
      appShellFiles.clear();
      for (const chunk of all.filter((item) => item.isEntry))
        for (const file of chunkClosure(bundle, chunk.fileName)) appShellFiles.add(file);

      const routes = PREFETCH_ROUTES.map((route) => {
        const chunk = all.find((item) => item.facadeModuleId?.endsWith(`/${route.module}`));
        if (!chunk) throw new Error(`No chunk for ${route.module}: is it still a lazy route?`);
        const files = chunkClosure(bundle, chunk.fileName).filter((file) => !appShellFiles.has(file));
        return { path: route.path, prerendered: route.prerendered, files: files.map((file) => `/${file}`) };
      });
      this.emitFile({
        type: 'asset',
        fileName: PREFETCH_LIST_FILE,
        source: `${JSON.stringify({ routes })}\n`,
      });

      // The offline page: static HTML and one script (the CSP allows no inline script) carrying its texts in
      // every interface language, from the `offline` keys of each language's common namespace.
      const texts: Record<string, OfflineTexts> = {};
      for (const { code } of LANGUAGES) {
        const common = JSON.parse(
          readFileSync(join(root, 'public/locales', code, 'common.json'), 'utf8'),
        ) as {
          offline?: OfflineTexts;
        };
        if (!common.offline) throw new Error(`public/locales/${code}/common.json has no "offline" texts`);
        texts[code] = common.offline;
      }
      const english = texts.en;
      if (!english) throw new Error('English offline texts missing');
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_PAGE_PATH.slice(1),
        source: offlinePageHtml(english, OFFLINE_SCRIPT_PATH),
      });
      this.emitFile({
        type: 'asset',
        fileName: OFFLINE_SCRIPT_PATH.slice(1),
        source: offlinePageScript(texts),
      });
    },
  };
}

function serviceWorkerPlugin() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    // The page registers the worker itself, lazily, after start-up (src/startup/service-worker-client.ts).
    injectRegister: false,
    // The installable manifest is written by scripts/prerender.ts (scripts/web-manifest.ts).
    manifest: false,
    injectManifest: {
      // Candidates only: the transform below keeps the app shell. Prerendered pages do not exist yet at this
      // point and are never precached; og images, videos and locale files stay out too.
      globPatterns: [
        'assets/*.{js,css}',
        'offline.html',
        'offline.js',
        'favicon.svg',
        'icon-192.png',
        'logo.png',
      ],
      manifestTransforms: [
        (entries) => ({
          manifest: entries.filter(
            (entry) => !entry.url.startsWith('assets/') || appShellFiles.has(entry.url),
          ),
          warnings: [],
        }),
      ],
      // A classic script: every browser with service workers runs it (module workers are newer).
      rollupFormat: 'iife',
    },
  });
}

export function appShellPlugins() {
  return [appShellPlugin(), serviceWorkerPlugin()];
}
