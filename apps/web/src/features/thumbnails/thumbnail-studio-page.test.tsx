import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ThumbnailDesign } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import {
  capabilities,
  fakeServer,
  FRAME_ASSET_ID,
  frameAsset,
  KEPT_ID,
  renderOf,
  savedOf,
  UPLOAD_ID,
  type Call,
} from './studio-fixtures.ts';
import { ThumbnailStudioPage } from './thumbnail-studio-page.tsx';

const i18n = englishI18n();

function server() {
  return fakeServer({
    'GET /api/thumbnails/capabilities': { body: capabilities },
    'GET /api/thumbnails/backgrounds': { body: { backgrounds: [frameAsset] } },
    'GET /api/youtube-connections': { body: { connections: [] } },
    'GET /api/thumbnails': { body: { thumbnails: [] } },
    'POST /api/thumbnails/render': (call) => ({
      body: renderOf((call.body as { design: ThumbnailDesign }).design),
    }),
    'POST /api/thumbnails': (call) => ({ body: savedOf((call.body as { design: ThumbnailDesign }).design) }),
  });
}

function renderStudio(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/thumbnail-generator', element: <ThumbnailStudioPage /> },
      { path: '/ar/thumbnail-generator', element: <ThumbnailStudioPage /> },
      { path: '/video-upload/:id', element: <p>The upload page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

const renders = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/thumbnails/render');

describe('/thumbnail-generator for an upload', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the frame kept as a background, with no video, and leads back to the upload', async () => {
    const calls = server();
    const router = renderStudio(`/thumbnail-generator?background=${FRAME_ASSET_ID}&upload=${UPLOAD_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Designing for an upload' })).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to the upload' });
    expect(back.getAttribute('href')).toBe(`/video-upload/${UPLOAD_ID}`);

    // The first render is of the frame, for no video (nothing to pick, no video asked for).
    await waitFor(() => expect(renders(calls)).toHaveLength(1));
    expect(renders(calls)[0]?.body).toEqual({
      design: { background: { kind: 'asset', assetId: FRAME_ASSET_ID, scrim: 0.2 }, layers: [] },
    });
    expect(calls.some((call) => call.path.startsWith('/api/videos'))).toBe(false);
    expect(screen.queryByRole('searchbox')).toBeNull();
    // The frame is the chosen background among the creator's images; there is no "current thumbnail" tab.
    const background = screen.getByRole('region', { name: 'Background' });
    expect(within(background).queryByRole('radio', { name: 'Current' })).toBeNull();
    expect(within(background).getByRole<HTMLInputElement>('radio', { name: 'Upload' }).checked).toBe(true);
    expect(
      within(background).getByRole('button', { name: 'Use this image' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // The parameter has done its job: a reload keeps the design as edited, not the frame again.
    await waitFor(() => expect(router.state.location.search).toBe(`?upload=${UPLOAD_ID}`));

    // No YouTube upload here; keeping it says where it can be chosen.
    expect(screen.queryByRole('button', { name: /Upload to YouTube/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Words of text 1'), { target: { value: 'Winter soup' } });
    expect(
      await screen.findByRole('img', { name: 'The thumbnail with the text “Winter soup”' }),
    ).toBeTruthy();
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);

    expect(
      await screen.findByText("Saved. You can choose it as the video's thumbnail on the upload page."),
    ).toBeTruthy();
    const created = calls.filter((call) => call.method === 'POST' && call.path === '/api/thumbnails');
    expect(created).toHaveLength(1);
    const body = created[0]?.body as Record<string, unknown>;
    expect('videoId' in body).toBe(false);
    expect(body.design).toMatchObject({
      background: { kind: 'asset', assetId: FRAME_ASSET_ID },
      layers: [{ text: 'Winter soup' }],
    });
    expect(screen.getAllByRole('link', { name: 'Back to the upload' })).toHaveLength(2);
    // The recent kept thumbnails are listed (for any video), and asked for again after keeping.
    const lists = calls.filter((call) => call.method === 'GET' && call.path === '/api/thumbnails');
    expect(lists.length).toBeGreaterThanOrEqual(1);
    expect(lists.every((call) => call.query.get('limit') === '20' && !call.query.has('videoId'))).toBe(true);
  });

  it('ignores a background that is not one of the creator’s, and keeps the language in the way back', async () => {
    const calls = server();
    const router = renderStudio(
      `/ar/thumbnail-generator?background=${KEPT_ID}&upload=${encodeURIComponent(UPLOAD_ID)}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Designing for an upload' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the upload' }).getAttribute('href')).toBe(
      `/ar/video-upload/${UPLOAD_ID}`,
    );
    await waitFor(() => expect(renders(calls)).toHaveLength(1));
    expect(renders(calls)[0]?.body).toEqual({
      design: {
        background: { kind: 'preset', preset: 'gradient', colors: ['#1d4ed8', '#0f172a'] },
        layers: [],
      },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(`?upload=${UPLOAD_ID}`));
  });

  it('without a video or an upload, asks for a video as before', async () => {
    fakeServer({ 'GET /api/youtube-connections': { body: { connections: [] } } });
    renderStudio('/thumbnail-generator?upload=not-an-upload');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thumbnail studio' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to the upload' })).toBeNull();
  });
});
