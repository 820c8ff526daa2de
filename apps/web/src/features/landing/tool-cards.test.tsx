// The landing's four tool cards lead to the tools: through sign-in (with the way back) for a visitor, straight
// there for a signed-in user, in the page's language.
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setAuthStatus, SIGNED_OUT } from '../../lib/auth-status.ts';
import { toolHref } from '../../lib/tool-link.ts';
import { englishI18n } from '../../test/english-i18n.ts';
import { ToolCards } from './tool-cards.tsx';

function toolLinks(path: string): string[] {
  const router = createMemoryRouter([{ path: '*', Component: ToolCards }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={englishI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
}

describe('tool cards', () => {
  afterEach(() => setAuthStatus(null));

  it('send a signed-out visitor through /login with the tool as the return path', () => {
    setAuthStatus(SIGNED_OUT);
    expect(toolLinks('/de/')).toEqual([
      '/de/login?returnTo=%2Fde%2Fvideo-upload',
      '/de/login?returnTo=%2Fde%2Fvideo-optimization',
      '/de/login?returnTo=%2Fde%2Fauto-translation',
      '/de/login?returnTo=%2Fde%2Fthumbnail-generator',
    ]);
  });

  it('link a signed-in user straight to the tools', () => {
    setAuthStatus({
      isAuthenticated: true,
      user: { email: 'a@example.com', name: 'A', avatar: null, preferredLanguage: 'en' },
    });
    expect(toolLinks('/')).toEqual([
      '/video-upload',
      '/video-optimization',
      '/auto-translation',
      '/thumbnail-generator',
    ]);
  });

  it('treat an unknown sign-in state (prerender) as signed out', () => {
    expect(toolHref('/video-upload', 'en', false)).toBe('/login?returnTo=%2Fvideo-upload');
    expect(toolLinks('/')[0]).toBe('/login?returnTo=%2Fvideo-upload');
  });
});
