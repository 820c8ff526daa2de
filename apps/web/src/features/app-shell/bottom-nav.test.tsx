// The phone's bottom navigation (spec §2): five entries in the page's language, only below xl, none at the root
// path; tapping the entry of the tool you are on goes to /dashboard and back about 10 ms later (resetting it).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { BottomNav, TOOL_RESET_DELAY_MS } from './bottom-nav.tsx';

const visited: string[] = [];

function Screen() {
  const { pathname } = useLocation();
  visited.push(pathname);
  return <BottomNav />;
}

function renderAt(path: string) {
  visited.length = 0;
  const router = createMemoryRouter([{ path: '*', Component: Screen }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={englishI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}

describe('bottom navigation', () => {
  afterEach(() => vi.useRealTimers());

  it('has the five entries, in the page language, and only below xl', () => {
    renderAt('/de/dashboard');
    const nav = screen.getByRole('navigation', { name: 'App navigation' });
    expect(nav.className).toContain('xl:hidden');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Upload',
      'Videos',
      'Translate',
      'Thumbnails',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/de/dashboard',
      '/de/video-upload',
      '/de/video-optimization',
      '/de/auto-translation',
      '/de/thumbnail-generator',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('is not shown at the root path', () => {
    renderAt('/');
    expect(screen.queryByRole('navigation')).toBeNull();
    renderAt('/ar/');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('tapping the current tool goes to the dashboard and back after about 10 ms', () => {
    vi.useFakeTimers();
    const router = renderAt('/video-optimizer');
    const videos = screen.getByRole('link', { name: 'Videos' });
    expect(videos.getAttribute('aria-current')).toBe('page');
    act(() => {
      fireEvent.click(videos);
    });
    expect(router.state.location.pathname).toBe('/dashboard');
    act(() => {
      vi.advanceTimersByTime(TOOL_RESET_DELAY_MS);
    });
    expect(router.state.location.pathname).toBe('/video-optimization');
    expect(visited).toEqual(['/video-optimizer', '/dashboard', '/video-optimization']);
  });

  it('tapping another entry, or the dashboard, just navigates', () => {
    vi.useFakeTimers();
    const router = renderAt('/dashboard');
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    });
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(router.state.location.pathname).toBe('/dashboard');
    act(() => {
      fireEvent.click(screen.getByRole('link', { name: 'Thumbnails' }));
    });
    expect(router.state.location.pathname).toBe('/thumbnail-generator');
  });
});
