// The public pages that exist today, their unprefixed paths, and which are prerendered.
export const PAGE_PATHS = {
  home: '/',
  howTo: '/how-to',
  gettingStarted: '/getting-started',
  support: '/support',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
} as const;

export type PublicPage = keyof typeof PAGE_PATHS;
export type PageKey = PublicPage | 'notFound';

export const PUBLIC_PAGES = Object.keys(PAGE_PATHS) as PublicPage[];

export interface RouteHandle {
  page: PageKey;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).page === 'string';
}
