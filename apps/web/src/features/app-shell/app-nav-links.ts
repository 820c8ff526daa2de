// Destinations of the signed-in navigation. The bottom navigation has spec §2's five: Dashboard, Upload, Videos,
// Translate, Thumbnails (SEO, analytics, history, channels and the profile are in the header from xl up, and
// analytics, history, channels and the profile in the avatar menu, with achievements and caption management);
// the header shows all but the profile from xl up.
import {
  BarChart3,
  Clapperboard,
  CloudUpload,
  History,
  ImageIcon,
  Languages,
  LayoutDashboard,
  MonitorPlay,
  SearchCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export interface AppNavLink {
  /** Key under `nav.` in the `app` namespace (the studio's label is `nav.label` in `thumbnails`). */
  key:
    | 'dashboard'
    | 'upload'
    | 'videos'
    | 'translation'
    | 'thumbnails'
    | 'seo'
    | 'analytics'
    | 'history'
    | 'channels'
    | 'profile';
  path: string;
  Icon: LucideIcon;
  /** A tool page: tapping its bottom-navigation entry while on it resets it (spec §2). */
  tool?: boolean;
  /** Other paths that show the same screen (or belong to it: the optimizer is opened from the picker). */
  aliases?: readonly string[];
  /** Paths below it belong to it too (an upload's result page, /video-upload/:id). */
  nested?: boolean;
}

export const APP_NAV_LINKS: readonly AppNavLink[] = [
  { key: 'dashboard', path: '/dashboard', Icon: LayoutDashboard },
  { key: 'upload', path: '/video-upload', Icon: CloudUpload, tool: true, nested: true },
  {
    key: 'videos',
    path: '/video-optimization',
    Icon: Clapperboard,
    tool: true,
    aliases: ['/video-optimizer'],
  },
  {
    key: 'translation',
    path: '/auto-translation',
    Icon: Languages,
    tool: true,
    aliases: ['/translation-results'],
  },
  { key: 'thumbnails', path: '/thumbnail-generator', Icon: ImageIcon, tool: true },
  { key: 'seo', path: '/seo', Icon: SearchCheck, tool: true },
  { key: 'analytics', path: '/analytics', Icon: BarChart3 },
  { key: 'history', path: '/optimization-history', Icon: History },
  { key: 'channels', path: '/channels', Icon: MonitorPlay },
  { key: 'profile', path: '/profile', Icon: UserRound, aliases: ['/profile-settings'] },
];

/** The five entries of the bottom navigation (spec §2), in its order. */
export const BOTTOM_NAV_KEYS: readonly AppNavLink['key'][] = [
  'dashboard',
  'upload',
  'videos',
  'translation',
  'thumbnails',
];
export const BOTTOM_NAV_LINKS: readonly AppNavLink[] = BOTTOM_NAV_KEYS.flatMap((key) =>
  APP_NAV_LINKS.filter((link) => link.key === key),
);

export function isCurrentLink(link: AppNavLink, unprefixedPath: string): boolean {
  const path = unprefixedPath.replace(/\/+$/, '') || '/';
  if (link.nested && path.startsWith(`${link.path}/`)) return true;
  return [link.path, ...(link.aliases ?? [])].includes(path);
}
