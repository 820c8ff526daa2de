// /features and /discord as components: lazy screenshots with their sizes and alt texts, links to the tools, and
// the community page's three states (looking up, a configured link, none configured).
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthStatus, SIGNED_OUT } from '../../lib/auth-status.ts';
import { englishI18n } from '../../test/english-i18n.ts';
import { DiscordPage } from './discord-page.tsx';
import { FeaturesPage } from './features-page.tsx';

function renderPage(Component: () => React.ReactNode, path: string) {
  const router = createMemoryRouter([{ path: '*', Component }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={englishI18n()}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

function answerConfig(links: Record<string, unknown> | 'fail') {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = String(input);
    if (!url.endsWith('/app-config.json')) return Promise.reject(new Error(`unexpected ${url}`));
    if (links === 'fail') return Promise.resolve(new Response('nope', { status: 500 }));
    return Promise.resolve(Response.json({ environment: 'production', links }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('features page', () => {
  afterEach(() => setAuthStatus(null));

  it('shows the four tools with lazy, sized, described screenshots', () => {
    setAuthStatus(SIGNED_OUT);
    renderPage(FeaturesPage, '/features');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Four tools for better YouTube videos',
    );
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/features/upload.jpg',
      '/features/optimize.jpg',
      '/features/translate.jpg',
      '/features/thumbnails.jpg',
    ]);
    for (const image of images) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('width')).toBe('1280');
      expect(image.getAttribute('height')).toBe('800');
      expect(image.getAttribute('alt')?.length).toBeGreaterThan(10);
    }
    expect(screen.getByText(/screenshots show the English interface/)).toBeTruthy();
  });

  it('links to the tools through sign-in in the page language, straight there when signed in', () => {
    setAuthStatus(SIGNED_OUT);
    renderPage(FeaturesPage, '/fr/features');
    const opens = () =>
      within(screen.getByRole('main'))
        .getAllByRole('link', { name: /^Open the tool/ })
        .map((link) => link.getAttribute('href'));
    expect(opens()[0]).toBe('/fr/login?returnTo=%2Ffr%2Fvideo-upload');
  });

  it('signed in, the tool links go straight to the tools', () => {
    setAuthStatus({
      isAuthenticated: true,
      user: { email: 'a@example.com', name: 'A', avatar: null, preferredLanguage: 'en' },
    });
    renderPage(FeaturesPage, '/features');
    const hrefs = within(screen.getByRole('main'))
      .getAllByRole('link', { name: /^Open the tool/ })
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/video-upload',
      '/video-optimization',
      '/auto-translation',
      '/thumbnail-generator',
    ]);
  });
});

describe('community page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the operator's community link once the config answers", async () => {
    answerConfig({ community: 'https://discord.gg/example' });
    renderPage(DiscordPage, '/discord');
    expect(screen.getByText(/Looking up this server's community link/)).toBeTruthy();
    const join = await screen.findByRole('link', { name: /Join the community chat/ });
    expect(join.getAttribute('href')).toBe('https://discord.gg/example');
    expect(join.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByText('No community link on this server')).toBeNull();
  });

  it('without a link, says so and lists the support page, the support mail and the repository when set', async () => {
    answerConfig({ supportEmail: 'help@example.com', repository: 'https://github.com/example/vidcraft' });
    renderPage(DiscordPage, '/de/discord');
    await screen.findByText('No community link on this server');
    expect(screen.getByRole('link', { name: 'Help and support page' }).getAttribute('href')).toBe(
      '/de/support',
    );
    expect(screen.getByRole('link', { name: 'Write to help@example.com' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
    expect(screen.getByRole('link', { name: 'The open-source project' }).getAttribute('href')).toBe(
      'https://github.com/example/vidcraft',
    );
  });

  it('refuses an unsafe link and treats a failed config request as none configured', async () => {
    answerConfig({ community: 'javascript:alert(1)' });
    renderPage(DiscordPage, '/discord');
    await screen.findByText('No community link on this server');
    expect(screen.queryByRole('link', { name: /Join/ })).toBeNull();
  });

  it('a failed config request reads as none configured', async () => {
    answerConfig('fail');
    renderPage(DiscordPage, '/discord');
    await screen.findByText('No community link on this server');
    expect(screen.queryByRole('link', { name: 'Write to help@example.com' })).toBeNull();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(9);
  });
});
