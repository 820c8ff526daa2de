// Fills the client build's index.html template. Markers: <!--app-head-->, <!--app-html-->, <!--app-data-->,
// and the splash blocks (kept for spa.html, removed from prerendered pages, which show content at once).
export interface TemplateParts {
  lang?: string;
  dir?: 'ltr' | 'rtl';
  head?: string;
  html?: string;
  data?: string;
  keepSplash: boolean;
}

const SPLASH_BLOCKS = [
  /<!--splash-style:start-->[\s\S]*?<!--splash-style:end-->/,
  /<!--splash:start-->[\s\S]*?<!--splash:end-->/,
];
const SPLASH_MARKERS = /<!--splash(-style)?:(start|end)-->/g;

export function fillTemplate(template: string, parts: TemplateParts): string {
  for (const marker of ['<!--app-head-->', '<!--app-html-->', '<!--app-data-->']) {
    if (!template.includes(marker)) throw new Error(`The HTML template lacks ${marker}`);
  }
  let html = template;
  if (parts.keepSplash) html = html.replace(SPLASH_MARKERS, '');
  else {
    for (const block of SPLASH_BLOCKS) html = html.replace(block, '');
    html = html.replace('<div id="root" aria-busy="true">', '<div id="root">');
  }
  if (parts.lang)
    html = html.replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      () => `<html lang="${parts.lang}" dir="${parts.dir ?? 'ltr'}">`,
    );
  // Function replacers: rendered HTML may contain "$&" and friends, which string replacements would expand.
  return html
    .replace('<!--app-head-->', () => parts.head ?? '')
    .replace('<!--app-html-->', () => parts.html ?? '')
    .replace('<!--app-data-->', () => parts.data ?? '');
}
