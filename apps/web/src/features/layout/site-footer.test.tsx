// The footer (spec §2 "Footer"): the fixed internal links in every language, the operator's external links only
// when configured, the support address, and the small-screen accordions closed at first.
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG, setAppConfig, type AppLinks } from '../../lib/app-config.ts';
import { englishI18n } from '../../test/english-i18n.ts';
import { footerColumns } from './footer-columns.ts';
import { SiteFooter } from './site-footer.tsx';

function renderAt(path: string, links: AppLinks = {}) {
  setAppConfig({ ...DEFAULT_APP_CONFIG, links });
  const router = createMemoryRouter([{ path: '*', Component: SiteFooter }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={englishI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** Links of the desktop columns (the accordions repeat them on phones once opened). */
function columnHrefs(): string[] {
  return ['Product', 'Support', 'Company'].flatMap((name) =>
    within(screen.getByRole('navigation', { name, hidden: true }))
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href') ?? ''),
  );
}

const INTERNAL = [
  '/features',
  '/pricing',
  '/how-to',
  '/getting-started',
  '/dashboard',
  '/blog',
  '/support',
  '/status',
  '/discord',
  '/privacy-policy',
  '/terms-of-service',
];

describe('site footer', () => {
  afterEach(() => setAppConfig(DEFAULT_APP_CONFIG));

  it('lists the product, support and company pages, and no external link when none is configured', () => {
    renderAt('/');
    const hrefs = columnHrefs();
    expect(hrefs).toEqual(expect.arrayContaining(INTERNAL));
    expect(hrefs.filter((href) => !href.startsWith('/'))).toEqual([]);
    expect(screen.queryByText(/^Support: /)).toBeNull();
  });

  it('keeps the language prefix on every internal link', () => {
    renderAt('/ar/features');
    const internal = columnHrefs().filter((href) => href.startsWith('/'));
    expect(internal).toHaveLength(INTERNAL.length);
    internal.forEach((href) => expect(href).toMatch(/^\/ar\//));
  });

  it("shows the operator's links, hours, location and support address when configured", () => {
    renderAt('/', {
      youtube: 'https://www.youtube.com/@vidcraft',
      community: 'https://discord.gg/example',
      linkedin: 'https://www.linkedin.com/company/example',
      website: 'https://studio.example.com/',
      repository: 'https://github.com/example/vidcraft',
      supportEmail: 'help@example.com',
      supportHours: 'Mon–Fri 9–17 CET',
      location: 'Lisbon, Portugal',
    });
    const hrefs = columnHrefs();
    expect(hrefs).toEqual(
      expect.arrayContaining([
        'https://www.youtube.com/@vidcraft',
        'https://discord.gg/example',
        'https://www.linkedin.com/company/example',
        'https://studio.example.com/',
        'https://github.com/example/vidcraft',
        'mailto:help@example.com',
      ]),
    );
    expect(screen.getAllByText('Support hours: Mon–Fri 9–17 CET', { exact: false }).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByText('Lisbon, Portugal', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Support: help@example.com' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
    expect(screen.getByText(/©/).textContent).toMatch(/© \d{4} Vidcraft/);
    expect(screen.getByText('A product of the Vidcraft open-source project')).toBeTruthy();
  });

  it('shows the columns as closed accordions on small screens', () => {
    renderAt('/');
    const triggers = screen
      .getAllByRole('button', { hidden: true })
      .filter((button) => button.getAttribute('aria-expanded') !== null);
    expect(triggers.map((button) => button.textContent)).toEqual(['Product', 'Support', 'Company']);
    triggers.forEach((button) => expect(button.getAttribute('aria-expanded')).toBe('false'));
  });

  it('puts the Support column together from configured parts only', () => {
    const support = footerColumns({ supportHours: '24/7' }).find((column) => column.id === 'support');
    expect(support?.entries.map((entry) => entry.kind)).toEqual(['internal', 'text', 'internal', 'internal']);
  });
});
