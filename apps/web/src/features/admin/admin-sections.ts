// The admin area's sections, in the order the section navigation shows them (app paths, unprefixed).
export const ADMIN_SECTIONS = [
  { key: 'users', path: '/admin', end: false },
  { key: 'plans', path: '/admin/plans', end: true },
  { key: 'jobs', path: '/admin/jobs', end: true },
  { key: 'quota', path: '/admin/quota', end: true },
  { key: 'aiSpend', path: '/admin/ai-spend', end: true },
  { key: 'settings', path: '/admin/settings', end: true },
  { key: 'incidents', path: '/admin/incidents', end: true },
  { key: 'audit', path: '/admin/audit', end: true },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number]['key'];

/** The section a path belongs to: Users for /admin and /admin/users/…, else the section with that path. */
export function activeSection(appPath: string): AdminSection | null {
  const path = appPath.replace(/\/+$/, '') || '/';
  const exact = ADMIN_SECTIONS.find((section) => section.path === path);
  if (exact) return exact.key;
  return path.startsWith('/admin/users/') ? 'users' : null;
}
