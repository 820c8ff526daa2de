// The site's navigation targets. Only pages that exist today are listed (no /pricing until billing exists).
export interface NavLink {
  /** Key under `nav.` in the Navigation namespace. */
  labelKey: 'features' | 'howItWorks' | 'guide' | 'gettingStarted' | 'support';
  path: string;
  hash?: string;
}

/** The anchor nav of the header (spec §2 "Landing page"). */
export const HEADER_LINKS: readonly NavLink[] = [
  { labelKey: 'features', path: '/', hash: '#features' },
  { labelKey: 'howItWorks', path: '/', hash: '#how-it-works' },
  { labelKey: 'guide', path: '/how-to' },
];

export const MENU_LINKS: readonly NavLink[] = [
  ...HEADER_LINKS,
  { labelKey: 'gettingStarted', path: '/getting-started' },
  { labelKey: 'support', path: '/support' },
];

export const SIGN_IN_PATH = '/login';
