// A prerendered public page loads only the boot script before it is interactive (src/boot/public-page-boot.ts).
// The app's entry and the page's modules become data on that script tag, loaded when the browser is idle or at
// the first tap. The SPA shell keeps Vite's own script tags.
import { BOOT_KEY, ENTRY_KEY, staticClosure, type Manifest } from './manifest.ts';

const ENTRY_SCRIPT = /[ \t]*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">\n?/g;

/** The JS files a page needs before it is interactive: the boot script and its imports. */
export function firstPaintFiles(manifest: Manifest): string[] {
  return staticClosure(manifest, BOOT_KEY);
}

/** The JS files the app loads for a page once the boot script starts it (not counting the boot's own). */
export function appFiles(manifest: Manifest, pageModule: string): string[] {
  const boot = new Set(firstPaintFiles(manifest));
  const files = [...staticClosure(manifest, ENTRY_KEY), ...staticClosure(manifest, pageModule)];
  return [...new Set(files)].filter((file) => !boot.has(file));
}

/** The tags that replace Vite's entry script and preloads in a prerendered page. */
export function bootScriptTags(manifest: Manifest, pageModule: string): string {
  const [boot, ...bootImports] = firstPaintFiles(manifest);
  const entry = manifest[ENTRY_KEY]?.file;
  if (!boot || !entry) throw new Error('The build manifest lacks the boot script or the app entry');
  return [
    ...bootImports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    `<script type="module" crossorigin src="/${boot}" data-app-entry="/${entry}" data-app-modules="${appFiles(
      manifest,
      pageModule,
    )
      .map((file) => `/${file}`)
      .join(' ')}"></script>`,
  ].join('\n    ');
}

/** The template with Vite's entry script and module preloads replaced by `tags`. */
export function withBootScript(template: string, tags: string): string {
  const scripts = template.match(ENTRY_SCRIPT) ?? [];
  if (scripts.length !== 1)
    throw new Error(`Expected one entry script in the template, found ${scripts.length}`);
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => `    ${tags}\n`);
}
