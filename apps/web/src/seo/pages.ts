// The pages that exist today: public pages (prerendered in every language, indexable) and the signed-in and
// callback screens (SPA only, never indexed), with their unprefixed paths.
export const PAGE_PATHS = {
  home: '/',
  howTo: '/how-to',
  gettingStarted: '/getting-started',
  support: '/support',
  pricing: '/pricing',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  login: '/login',
  oauthSetup: '/oauth-setup',
  blog: '/blog',
  features: '/features',
  discord: '/discord',
  status: '/status',
} as const;

export type PublicPage = keyof typeof PAGE_PATHS;

/** Screens rendered only in the browser: noindex, no canonical, titled from `seo.<page>.title`. */
export const PRIVATE_PAGES = [
  'youtubeCallback',
  'dashboard',
  'channels',
  'videoOptimization',
  'videoOptimizer',
  'optimizationHistory',
  'seoAudit',
  'profile',
] as const;
export type PrivatePage = (typeof PRIVATE_PAGES)[number];

export type PageKey = PublicPage | PrivatePage | 'notFound';

export const PUBLIC_PAGES = Object.keys(PAGE_PATHS) as PublicPage[];

/** Public pages whose texts live (also) in the `app` namespace, which the prerender embeds only for them. */
export const PAGE_EXTRA_NAMESPACES: Partial<Record<PublicPage, readonly string[]>> = {
  login: ['app'],
  oauthSetup: ['app'],
  pricing: ['plans'],
  blog: ['blog'],
  features: ['marketing'],
  discord: ['marketing'],
  status: ['status'],
};

export function isPrivatePage(page: PageKey): page is PrivatePage {
  return (PRIVATE_PAGES as readonly string[]).includes(page);
}

export interface RouteHandle {
  page: PageKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).page === 'string';
}
