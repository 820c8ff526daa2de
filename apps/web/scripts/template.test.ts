import { describe, expect, it } from 'vitest';
import { fillTemplate } from './template.ts';

const TEMPLATE = `<html lang="en" dir="ltr"><head><!--app-head--><!--splash-style:start--><style>#splash{}</style><!--splash-style:end--></head>
<body><!--splash:start--><div id="splash"></div><!--splash:end--><div id="root" aria-busy="true"><!--app-html--></div><!--app-data--></body></html>`;

describe('HTML template', () => {
  it('fills a prerendered page: language, head, markup, data, and no splash', () => {
    const html = fillTemplate(TEMPLATE, {
      lang: 'ar',
      dir: 'rtl',
      head: '<title>T</title>',
      html: '<main>$& price</main>',
      data: '<script type="application/json" id="vc-boot">{}</script>',
      keepSplash: false,
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root"><main>$& price</main></div>');
    expect(html).not.toContain('splash');
    expect(html).toContain('id="vc-boot"');
  });

  it('keeps the splash for the SPA shell', () => {
    const html = fillTemplate(TEMPLATE, { head: '<title>Vidcraft</title>', keepSplash: true });
    expect(html).toContain('<div id="splash"></div>');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('<!--');
  });

  it('refuses a template without its markers', () => {
    expect(() => fillTemplate('<html></html>', { keepSplash: true })).toThrow('<!--app-head-->');
  });
});
