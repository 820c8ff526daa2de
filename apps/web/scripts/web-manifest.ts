// The web app manifest served at /manifest.json (written into dist/ by prerender.ts): what a browser needs to
// install Vidcraft as an app: names, the start page, standalone display, colours and icons that exist in public/.

export interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  id: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  lang: string;
  dir: 'ltr';
  icons: Array<{ src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }>;
}

export const MANIFEST_ICONS: WebAppManifest['icons'] = [
  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/logo.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  // Full-bleed, for launchers that crop icons to a circle or squircle (scripts/render-icons.ts).
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

export function webAppManifest(options: { themeColor: string; description: string }): WebAppManifest {
  return {
    name: 'Vidcraft',
    short_name: 'Vidcraft',
    description: options.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The page's own near-black, so the splash screen and the toolbar match the app.
    background_color: options.themeColor,
    theme_color: options.themeColor,
    lang: 'en',
    dir: 'ltr',
    icons: MANIFEST_ICONS,
  };
}
