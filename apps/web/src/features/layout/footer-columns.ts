// What the footer lists (spec §2 "Footer"). External links come only from the operator's app config.
import type { NavigationKey } from '../../i18n/keys.ts';
import type { AppLinks } from '../../lib/app-config.ts';

export type FooterEntry =
  | { kind: 'internal'; labelKey: NavigationKey; path: string; hash?: string }
  | { kind: 'external'; labelKey: NavigationKey; href: string }
  | { kind: 'privacySettings'; labelKey: NavigationKey }
  | { kind: 'text'; labelKey: 'footer.supportHours'; value: string };

export interface FooterColumn {
  id: 'product' | 'support' | 'company';
  entries: FooterEntry[];
}

export function footerColumns(links: AppLinks): FooterColumn[] {
  const external = (labelKey: NavigationKey, href: string | undefined): FooterEntry[] =>
    href ? [{ kind: 'external', labelKey, href }] : [];
  return [
    {
      id: 'product',
      entries: [
        { kind: 'internal', labelKey: 'footer.links.features', path: '/features' },
        { kind: 'internal', labelKey: 'footer.links.pricing', path: '/pricing' },
        { kind: 'internal', labelKey: 'footer.links.howTo', path: '/how-to' },
        { kind: 'internal', labelKey: 'footer.links.gettingStarted', path: '/getting-started' },
        { kind: 'internal', labelKey: 'footer.links.dashboard', path: '/dashboard' },
        { kind: 'internal', labelKey: 'footer.links.blog', path: '/blog' },
      ],
    },
    {
      id: 'support',
      entries: [
        { kind: 'internal', labelKey: 'footer.links.support', path: '/support' },
        ...external('footer.links.email', links.supportEmail ? `mailto:${links.supportEmail}` : undefined),
        ...(links.supportHours
          ? [{ kind: 'text', labelKey: 'footer.supportHours', value: links.supportHours } as const]
          : []),
        { kind: 'internal', labelKey: 'footer.links.status', path: '/status' },
        { kind: 'internal', labelKey: 'footer.links.discord', path: '/discord' },
        ...external('footer.links.community', links.community),
      ],
    },
    {
      id: 'company',
      entries: [
        { kind: 'internal', labelKey: 'footer.links.privacyPolicy', path: '/privacy-policy' },
        { kind: 'internal', labelKey: 'footer.links.termsOfService', path: '/terms-of-service' },
        { kind: 'privacySettings', labelKey: 'footer.links.privacySettings' },
        ...external('footer.links.website', links.website),
        ...external('footer.links.youtube', links.youtube),
        ...external('footer.links.linkedin', links.linkedin),
        ...external('footer.links.sourceCode', links.repository),
      ],
    },
  ];
}
