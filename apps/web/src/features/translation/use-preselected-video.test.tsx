// The translation tool opened from caption management (?video=<id>&captions=1): that video is chosen and its
// caption track ticked, as if the creator had picked them.
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TranslationCapabilities } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProcessingOverlayProvider } from '../../components/processing-overlay/processing-overlay-provider.tsx';
import { englishI18n } from '../../test/english-i18n.ts';
import { testConnection, testVideo } from '../../test/fixtures.ts';
import { AutoTranslationPage } from './auto-translation-page.tsx';
import { fakeServer, stubResizeObserver } from './fake-server.ts';

const i18n = englishI18n();
const connection = testConnection();
const video = testVideo();
const capabilities: TranslationCapabilities = {
  engines: [{ id: 'deepl', label: 'DeepL', pseudo: false }],
  defaultEngine: 'deepl',
  providerHelp: null,
  youtubeCaptionTranslation: true,
  languages: { core: ['de', 'ja'], more: [] },
  presets: [],
};

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/auto-translation', element: <AutoTranslationPage /> }], {
    initialEntries: [url],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ProcessingOverlayProvider>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ProcessingOverlayProvider>
    </I18nextProvider>,
  );
}

describe('/auto-translation?video=…', () => {
  beforeEach(() => {
    stubResizeObserver();
    fakeServer({
      'GET /api/youtube-connections': { body: { connections: [connection] } },
      'GET /api/user/channel-videos': {
        body: {
          connectionId: 'conn-1',
          channelId: connection.channelId,
          videos: [],
          total: 0,
          page: 1,
          limit: 100,
          hasMore: false,
          nextPageToken: null,
          prevPageToken: null,
          syncing: false,
          paused: false,
        },
      },
      'GET /api/translation/capabilities': { body: capabilities },
      [`GET /api/videos/${video.id}`]: { body: video },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('chooses the video and ticks its caption track', async () => {
    renderAt(`/auto-translation?video=${video.id}&captions=1`);
    const chosen = await screen.findByRole('button', { name: `Remove “${video.title}”` });
    expect(within(chosen.parentElement!).getByText(video.title)).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Caption track/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /The translation engine/ }).checked).toBe(
      true,
    );
  });

  it('chooses only the video without captions=1', async () => {
    renderAt(`/auto-translation?video=${video.id}`);
    expect(await screen.findByRole('button', { name: `Remove “${video.title}”` })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Caption track/ }).checked).toBe(false);
  });
});
