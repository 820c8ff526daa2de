import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CaptionsResponse, VideoDetails } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { testConnection, testVideo } from '../../test/fixtures.ts';
import { fakeServer } from '../uploads/fake-server.ts';
import { CaptionManagementPage } from './caption-management-page.tsx';

const i18n = englishI18n();
const VIDEO = 'dQw4w9WgXcQ';

const connection = testConnection({ canPublish: false });
const details: VideoDetails = {
  ...testVideo({ id: VIDEO }),
  description: '',
  tags: [],
  categoryId: null,
  defaultLanguage: 'es',
  defaultAudioLanguage: 'es',
  localizations: {},
  madeForKids: false,
  uploadStatus: 'processed',
  hasCustomThumbnail: false,
  definition: 'hd',
  thumbnails: {},
  statsHistory: [],
};
const costs = { listTracks: 50, downloadTrack: 200, insertTrack: 400, updateTrack: 450, deleteTrack: 50 };
const track = {
  id: 'AUieDaZ-track-es',
  language: 'es',
  name: 'Español',
  kind: 'standard',
  isDraft: true,
  status: 'serving',
  lastUpdated: '2026-11-20T10:00:00.000Z',
};
const captions = (patch: Partial<CaptionsResponse> = {}): CaptionsResponse => ({
  videoId: VIDEO,
  hasCaptions: true,
  tracks: [],
  listedAt: null,
  costs,
  unitsLeftToday: 2400,
  canWrite: true,
  text: null,
  ...patch,
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/caption-management', element: <CaptionManagementPage /> }], {
    initialEntries: [`/caption-management?video=${VIDEO}`],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const base = (answer: CaptionsResponse) => ({
  'GET /api/youtube-connections': { body: { connections: [connection] } },
  [`GET /api/videos/${VIDEO}/details`]: { body: details },
  [`GET /api/videos/${VIDEO}/captions`]: { body: answer },
});

afterEach(() => vi.unstubAllGlobals());

describe('CaptionManagementPage', () => {
  it('tells a read-only connection why captions need publishing access, with every action off', async () => {
    fakeServer(base(captions({ canWrite: false })));
    renderPage();
    expect(
      await screen.findByText(/Managing captions needs publishing access to Mochila y Sabor/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allow publishing access' })).toBeTruthy();
    const refresh = screen.getByRole('button', { name: 'Refresh from YouTube (50 units)' });
    expect((refresh as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Upload to YouTube (400 units)' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says when nothing was listed yet, lists on request and shows each track with its costs', async () => {
    const calls = fakeServer({
      ...base(captions()),
      [`POST /api/videos/${VIDEO}/captions/refresh`]: {
        body: captions({ tracks: [track], listedAt: '2026-11-28T10:00:00.000Z' }),
      },
    });
    renderPage();
    expect(await screen.findByText('No caption tracks listed yet')).toBeTruthy();
    expect(screen.getByText('Uses 50 YouTube quota units. You have 2,400 left today.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh from YouTube (50 units)' }));
    const card = await screen.findByTestId('caption-track');
    expect(within(card).getByText('Standard')).toBeTruthy();
    expect(within(card).getByText('Draft')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Download (200 units)' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete (50 units)' })).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: 'Translate this track into other languages' })
        .getAttribute('href'),
    ).toBe(`/auto-translation?video=${VIDEO}&captions=1`);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ onlyIfStale: false }]);
  });

  it('deletes a track only after the confirmation, with one idempotency key', async () => {
    const calls = fakeServer({
      ...base(captions({ tracks: [track], listedAt: '2026-11-28T10:00:00.000Z' })),
      [`DELETE /api/videos/${VIDEO}/captions/${track.id}`]: {
        body: {
          ...captions({ listedAt: '2026-11-28T10:00:00.000Z' }),
          write: { kind: 'delete', trackId: track.id, replayed: false },
        },
      },
    });
    renderPage();
    const card = await screen.findByTestId('caption-track');
    fireEvent.click(within(card).getByRole('button', { name: 'Delete (50 units)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this caption track?' });
    expect(within(dialog).getByText(/“Español” will be deleted on YouTube/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete (50 units)' }));
    await waitFor(() => expect(screen.queryByTestId('caption-track')).toBeNull());
    const deletes = calls.filter((c) => c.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.body).toEqual({ idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(screen.getByText('This video has no caption tracks.')).toBeTruthy();
  });
});
