// Destinations of the signed-in navigation. Only screens that exist are listed (spec §2's other tools —
// upload, translation, thumbnails, analytics — join when they are built).
import { Clapperboard, LayoutDashboard, MonitorPlay, UserRound, type LucideIcon } from 'lucide-react';

export interface AppNavLink {
  /** Key under `nav.` in the `app` namespace. */
  key: 'dashboard' | 'videos' | 'channels' | 'profile';
  path: string;
  Icon: LucideIcon;
  /** A tool page: tapping its bottom-navigation entry while on it resets it (spec §2). */
  tool?: boolean;
  /** Other paths that show the same screen. */
  aliases?: readonly string[];
}

export const APP_NAV_LINKS: readonly AppNavLink[] = [
  { key: 'dashboard', path: '/dashboard', Icon: LayoutDashboard },
  { key: 'videos', path: '/video-optimization', Icon: Clapperboard, tool: true },
  { key: 'channels', path: '/channels', Icon: MonitorPlay },
  { key: 'profile', path: '/profile', Icon: UserRound, aliases: ['/profile-settings'] },
];

export function isCurrentLink(link: AppNavLink, unprefixedPath: string): boolean {
  const path = unprefixedPath.replace(/\/+$/, '') || '/';
  return [link.path, ...(link.aliases ?? [])].includes(path);
}
