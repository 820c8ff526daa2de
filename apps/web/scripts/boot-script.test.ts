import { describe, expect, it } from 'vitest';
import { appFiles, bootScriptTags, firstPaintFiles, withBootScript } from './boot-script.ts';
import type { Manifest } from './manifest.ts';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_lang.js'] },
  'src/boot/public-page-boot.ts': { file: 'assets/boot-1.js', isEntry: true, imports: ['_lang.js'] },
  'src/features/landing/landing-page.tsx': {
    file: 'assets/landing-1.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_icons.js'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  '_lang.js': { file: 'assets/lang-1.js' },
  '_icons.js': { file: 'assets/icons-1.js' },
};

const TEMPLATE = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/lang-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <!--app-head-->
</head>`;

describe('the boot script of a prerendered page', () => {
  it('loads only the boot script and what it imports before the page is interactive', () => {
    expect(firstPaintFiles(MANIFEST)).toEqual(['assets/boot-1.js', 'assets/lang-1.js']);
  });

  it('leaves the app (entry, page chunk and their imports) to the boot script, without the shared files', () => {
    expect(appFiles(MANIFEST, 'src/features/landing/landing-page.tsx')).toEqual([
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/landing-1.js',
      'assets/icons-1.js',
    ]);
  });

  it('replaces the entry script and every module preload, keeping the stylesheet', () => {
    const html = withBootScript(TEMPLATE, bootScriptTags(MANIFEST, 'src/features/landing/landing-page.tsx'));
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).not.toContain('href="/assets/react-1.js"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/lang-1.js">');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/boot-1.js" data-app-entry="/assets/index-1.js" data-app-modules="/assets/index-1.js /assets/react-1.js /assets/landing-1.js /assets/icons-1.js"></script>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('refuses a template whose entry script it cannot find', () => {
    expect(() => withBootScript('<head></head>', '')).toThrow('found 0');
  });
});
