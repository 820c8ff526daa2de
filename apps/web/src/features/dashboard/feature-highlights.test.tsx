import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { FeatureHighlights } from './feature-highlights.tsx';
import { QuickLinks } from './quick-links.tsx';

function renderAt(path: string) {
  const Both = () => (
    <>
      <QuickLinks />
      <FeatureHighlights />
    </>
  );
  const router = createMemoryRouter([{ path: '*', Component: Both }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={englishI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('dashboard shortcuts (spec §2: quick-link cards and a row of four feature highlights)', () => {
  it('links the four tools and four highlights in the page language', () => {
    renderAt('/ja/dashboard');
    const hrefs = (name: string) =>
      within(screen.getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(hrefs('Shortcuts')).toEqual([
      '/ja/video-upload',
      '/ja/video-optimization',
      '/ja/auto-translation',
      '/ja/thumbnail-generator',
    ]);
    expect(hrefs('More in Vidcraft')).toEqual([
      '/ja/optimization-history',
      '/ja/analytics',
      '/ja/seo',
      '/ja/achievements',
    ]);
    expect(screen.getByRole('link', { name: /A verdict on each published change/ })).toBeTruthy();
  });
});
