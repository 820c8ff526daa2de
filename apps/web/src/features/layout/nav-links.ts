// The site's navigation targets. Only pages that exist today are listed.
import type { LanguageCode } from '../../i18n/languages.ts';
import { localizePath } from '../../lib/language-prefix.ts';

export interface NavLink {
  /** Key under `nav.` in the Navigation namespace. */
  labelKey: 'features' | 'howItWorks' | 'guide' | 'pricing' | 'gettingStarted' | 'support';
  path: string;
  hash?: string;
}

/** The anchor nav of the header (spec §2 "Landing page"). */
export const HEADER_LINKS: readonly NavLink[] = [
  { labelKey: 'features', path: '/', hash: '#features' },
  { labelKey: 'howItWorks', path: '/', hash: '#how-it-works' },
  { labelKey: 'guide', path: '/how-to' },
  { labelKey: 'pricing', path: '/pricing' },
];

export const MENU_LINKS: readonly NavLink[] = [
  ...HEADER_LINKS,
  { labelKey: 'gettingStarted', path: '/getting-started' },
  { labelKey: 'support', path: '/support' },
];

/** Sign in / Start free, in the page's language ("/ar/login"): the prefix is never dropped on the way in. */
export function signInPath(language: LanguageCode): string {
  return localizePath('/login', language);
}
