// Sign in / Start free (and the other calls to action) keep the page's language prefix (issue 11, defect 3).
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setAuthStatus, SIGNED_OUT } from '../../lib/auth-status.ts';
import { englishI18n } from '../../test/english-i18n.ts';
import { PageCta } from '../content/page-cta.tsx';
import { FinalCta } from '../landing/final-cta.tsx';
import { HeroSection } from '../landing/hero-section.tsx';
import { MobileCtaBar } from '../landing/mobile-cta-bar.tsx';
import MobileMenuSheet from './mobile-menu-sheet.tsx';
import { signInPath } from './nav-links.ts';
import { SiteHeader } from './site-header.tsx';

function Page() {
  return (
    <>
      <SiteHeader />
      <MobileMenuSheet defaultOpen />
      <HeroSection />
      <FinalCta />
      <PageCta />
      <MobileCtaBar />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={englishI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** Every link on the page that leads to sign-in, by its href. */
function signInHrefs(): string[] {
  return screen
    .getAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => /\/login$/.test(href));
}

describe('sign-in links keep the language prefix', () => {
  afterEach(() => setAuthStatus(null));

  it('builds the sign-in path for a language', () => {
    expect(signInPath('en')).toBe('/login');
    expect(signInPath('ar')).toBe('/ar/login');
    expect(signInPath('pt')).toBe('/pt/login');
  });

  it('on /ar/ every Sign in / Start free link goes to /ar/login', () => {
    setAuthStatus(SIGNED_OUT);
    renderAt('/ar/');
    const hrefs = signInHrefs();
    // Header (2), menu sheet (2), hero, final call to action, guide call to action, phone bar (2).
    expect(hrefs).toHaveLength(9);
    expect(new Set(hrefs)).toEqual(new Set(['/ar/login']));
  });

  it('on a prefixed guide page too, and English pages stay unprefixed', () => {
    setAuthStatus(SIGNED_OUT);
    renderAt('/de/how-to');
    expect(new Set(signInHrefs())).toEqual(new Set(['/de/login']));
    screen.getAllByRole('link', { hidden: true }).forEach((link) => {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('/')) expect(href, link.textContent ?? '').toMatch(/^\/de\//);
    });
  });

  it('English pages link to /login', () => {
    setAuthStatus(SIGNED_OUT);
    renderAt('/how-to');
    expect(new Set(signInHrefs())).toEqual(new Set(['/login']));
  });

  it('the hero and the header send a signed-in user to the dashboard in the same language', () => {
    setAuthStatus({
      isAuthenticated: true,
      user: { email: 'a@example.com', name: 'A', avatar: null, preferredLanguage: 'ar' },
    });
    renderAt('/ar/');
    const dashboardLinks = screen
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.endsWith('/dashboard'));
    // The hero's call to action, and the header's and the phone menu's Open dashboard.
    expect(dashboardLinks).toEqual(['/ar/dashboard', '/ar/dashboard', '/ar/dashboard']);
  });
});
