import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TranslationCapabilities, TranslationEstimate } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProcessingOverlayProvider } from '../../components/processing-overlay/processing-overlay-provider.tsx';
import { englishI18n } from '../../test/english-i18n.ts';
import { testConnection, testVideo } from '../../test/fixtures.ts';
import { AutoTranslationPage } from './auto-translation-page.tsx';
import { fakeServer, stubResizeObserver } from './fake-server.ts';
import { JOB_ID } from './translation-fixtures.ts';

const i18n = englishI18n();
const RUN_ID = '6f1c9a52-3d2b-4b8e-9a0e-2a4f8a1b7c11';

const connection = testConnection({
  youtubeChannelId: 'UCalexmakes000000000000',
  channelId: 'UCalexmakes000000000000',
  channelName: 'Alex Makes',
  channelHandle: '@alexmakes',
});

const video = testVideo({ channelId: connection.youtubeChannelId, title: 'How to sharpen a chisel' });

const capabilities = (patch: Partial<TranslationCapabilities> = {}): TranslationCapabilities => ({
  engines: [{ id: 'deepl', label: 'DeepL', pseudo: false }],
  defaultEngine: 'deepl',
  providerHelp: null,
  youtubeCaptionTranslation: true,
  languages: { core: ['de', 'ja'], more: ['zu'] },
  presets: [{ id: 'top10', languages: ['de', 'ja'] }],
  ...patch,
});

const estimate: TranslationEstimate = {
  engine: { id: 'deepl', label: 'DeepL', pseudo: false },
  videos: 1,
  languages: 1,
  characters: 420,
  providerCalls: 1,
  costUsd: null,
  youtube: { metadataUnits: 51, captionTracks: 0, captionUnits: 0, captionPlan: [] },
  usage: { languagesNeeded: 1, languagesRemaining: 40, captionTracksNeeded: 0, captionTracksRemaining: 10 },
  flags: [{ language: 'zu', reason: 'smallOnlineAudience' }],
  unsupported: [],
};

function server(caps: TranslationCapabilities) {
  return fakeServer({
    'GET /api/youtube-connections': { body: { connections: [connection] } },
    'GET /api/user/channel-videos': {
      body: {
        connectionId: 'conn-1',
        channelId: connection.channelId,
        videos: [video],
        total: 1,
        page: 1,
        limit: 100,
        hasMore: false,
        nextPageToken: null,
        prevPageToken: null,
        syncing: false,
        paused: false,
      },
    },
    'GET /api/translation/capabilities': { body: caps },
    'POST /api/translation/estimate': { body: estimate },
    'POST /api/translate-video': {
      status: 202,
      body: { jobs: [{ id: JOB_ID, videoId: video.id, jobRunId: RUN_ID }] },
    },
  });
}

class FakeEventSource {
  static CLOSED = 2;
  static urls: string[] = [];
  readyState = 1;
  constructor(url: string) {
    FakeEventSource.urls.push(url);
  }
  addEventListener() {}
  close() {}
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/auto-translation', element: <AutoTranslationPage /> }], {
    initialEntries: ['/auto-translation'],
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

describe('/auto-translation', () => {
  beforeEach(() => {
    stubResizeObserver();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('with no engine, says a provider is needed and still offers captions through YouTube’s translation', async () => {
    server(
      capabilities({
        engines: [],
        defaultEngine: null,
        providerHelp: 'Set TRANSLATION_PROVIDER=deepl and DEEPL_API_KEY.',
      }),
    );
    renderPage();
    expect(await screen.findByText('A translation provider is needed')).toBeTruthy();
    expect(screen.getByText('Set TRANSLATION_PROVIDER=deepl and DEEPL_API_KEY.')).toBeTruthy();
    const metadata = screen.getByRole<HTMLInputElement>('checkbox', { name: /Title and description/ });
    expect(metadata.disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Caption track/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /YouTube’s translation/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /The translation engine/ }).disabled).toBe(
      true,
    );
  });

  it('estimates the choice, then starts it with an idempotency key and follows the run', async () => {
    const calls = server(capabilities());
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'How to sharpen a chisel' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^German/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Zulu/ }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/translation/estimate')).toBe(true), {
      timeout: 2000,
    });
    expect(calls.find((call) => call.path === '/api/translation/estimate')?.body).toEqual({
      videoIds: [video.id],
      languages: ['de', 'zu'],
      metadata: true,
      captions: null,
      engine: 'deepl',
    });
    expect(await screen.findByText('Price not configured')).toBeTruthy();
    // A flagged language keeps its place, marked (in the list and in the estimate).
    expect(screen.getAllByText(/Few people online speak Zulu/).length).toBeGreaterThanOrEqual(1);

    fireEvent.click(screen.getByRole('button', { name: 'Start translation' }));
    const progress = await screen.findByRole('heading', { name: 'Progress' });
    const start = calls.find((call) => call.path === '/api/translate-video');
    expect(start?.body).toMatchObject({ videoIds: [video.id], languages: ['de', 'zu'] });
    expect((start?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(FakeEventSource.urls).toContain(`/api/jobs/${RUN_ID}/events`);
    const section = progress.closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: 'Results' }).getAttribute('href')).toBe(
      `/translation-results?job=${JOB_ID}`,
    );

    // A second click is a new intent: a new key.
    fireEvent.click(screen.getByRole('button', { name: 'Start translation' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/translate-video')).toHaveLength(2));
    const keys = calls
      .filter((call) => call.path === '/api/translate-video')
      .map((call) => (call.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('adds and removes a preset’s languages', async () => {
    server(capabilities());
    renderPage();
    const preset = await screen.findByRole('button', { name: /Top 10 by audience/ });
    expect(preset.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(preset);
    expect(screen.getByText('2 languages chosen')).toBeTruthy();
    expect(preset.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(preset);
    expect(screen.getByText('0 languages chosen')).toBeTruthy();
  });
});
