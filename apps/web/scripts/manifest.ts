// Reads Vite's build manifest: which files a module needs at once (its chunk plus static imports, transitively).
import { readFileSync } from 'node:fs';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(path: string): Manifest {
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The JS files loaded when `key` is imported: its own file and every static import, without duplicates. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no entry for ${key}`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.imports ?? []).flatMap((imported) => staticClosure(manifest, imported, seen)),
  ];
}

/** Source modules of the route screens, by page key (as in src/app/routes.tsx). */
export const PAGE_MODULES: Record<string, string> = {
  home: 'src/features/landing/landing-page.tsx',
  howTo: 'src/features/content/how-to-page.tsx',
  gettingStarted: 'src/features/content/getting-started-page.tsx',
  support: 'src/features/content/support-page.tsx',
  pricing: 'src/features/plans/pricing-page.tsx',
  privacyPolicy: 'src/features/content/privacy-policy-page.tsx',
  termsOfService: 'src/features/content/terms-of-service-page.tsx',
  login: 'src/features/auth/login-page.tsx',
  oauthSetup: 'src/features/oauth-setup/oauth-setup-page.tsx',
  blog: 'src/features/blog/blog-index-page.tsx',
  features: 'src/features/marketing/features-page.tsx',
  discord: 'src/features/marketing/discord-page.tsx',
  status: 'src/features/status/status-page.tsx',
  notFound: 'src/features/not-found/not-found-page.tsx',
  // Signed-in screens, measured on demand (`node scripts/measure-bundle.ts dashboard`); not prerendered.
  dashboard: 'src/features/dashboard/dashboard-page.tsx',
  analytics: 'src/features/analytics/analytics-page.tsx',
};

export const ENTRY_KEY = 'index.html';
/** The script a prerendered page loads first; it loads the app (src/boot/public-page-boot.ts). */
export const BOOT_KEY = 'src/boot/public-page-boot.ts';
