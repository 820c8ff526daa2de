import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SavedThumbnail, UploadView } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProcessingOverlayProvider } from '../../components/processing-overlay/processing-overlay-provider.tsx';
import { englishI18n } from '../../test/english-i18n.ts';
import { fakeServer, FakeEventSource, type Call } from './fake-server.ts';
import {
  analysisOf,
  capabilitiesOf,
  connection,
  CONNECTION_ID,
  PUBLISH_RUN_ID,
  UPLOAD_ID,
  uploadOf,
} from './upload-fixtures.ts';
import { UploadResultPage } from './upload-result-page.tsx';

const i18n = englishI18n();

type Answer = { status?: number; body: unknown };

const ASSET_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const KEPT_ID = '0d9e8f7a-6b5c-4d3e-9f1a-2b3c4d5e6f70';

const kept: SavedThumbnail = {
  id: KEPT_ID,
  videoId: null,
  design: { background: { kind: 'asset', assetId: ASSET_ID, scrim: 0.2 }, layers: [] },
  imageUrl: `/api/thumbnails/${KEPT_ID}/image`,
  contentType: 'image/jpeg',
  bytes: 120_000,
  report: { score: 88, checks: [] },
  createdAt: '2026-11-25T10:10:00.000Z',
};

/** The frame kept as a studio background (POST /api/uploads/:id/frames/:index/background). */
const frameBackground: Answer = {
  body: {
    id: ASSET_ID,
    source: 'upload',
    imageUrl: `/api/thumbnails/${ASSET_ID}/image`,
    width: 1280,
    height: 720,
    prompt: null,
    style: null,
    model: null,
    createdAt: '2026-11-25T10:05:00.000Z',
  },
};

function server(
  upload: UploadView,
  publish?: (call: Call) => Answer,
  extra: Record<string, Answer | ((call: Call) => Answer)> = {},
) {
  return fakeServer({
    'GET /api/thumbnails': { body: { thumbnails: [] } },
    ...Object.fromEntries(
      [0, 3, 6].map((index) => [
        `POST /api/uploads/${UPLOAD_ID}/frames/${index}/background`,
        frameBackground,
      ]),
    ),
    ...extra,
    [`GET /api/uploads/${UPLOAD_ID}`]: { body: upload },
    'GET /api/uploads': { body: { uploads: [] } },
    'GET /api/uploads/capabilities': { body: capabilitiesOf() },
    'GET /api/youtube-connections': { body: { connections: [connection] } },
    [`POST /api/uploads/${UPLOAD_ID}/publish`]:
      publish ??
      (() => ({
        body: {
          upload: { ...upload, status: 'publishing', publishRunId: PUBLISH_RUN_ID },
          runId: PUBLISH_RUN_ID,
        },
      })),
    [`DELETE /api/uploads/${UPLOAD_ID}`]: { body: { deleted: true } },
  });
}

function renderPage(path = `/video-upload/${UPLOAD_ID}`) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/video-upload', element: <p>The upload tool</p> },
      { path: '/video-upload/:id', element: <UploadResultPage /> },
      { path: '/ar/video-upload/:id', element: <UploadResultPage /> },
      { path: '/thumbnail-generator', element: <p>The thumbnail studio</p> },
      { path: '/ar/thumbnail-generator', element: <p>The thumbnail studio</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <ProcessingOverlayProvider>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ProcessingOverlayProvider>
    </I18nextProvider>,
  );
  return router;
}

const publishCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === `/api/uploads/${UPLOAD_ID}/publish`);

describe('/video-upload/:id', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the analysis: fixes with their values, the loudness strip, the scenes, the facts and the rough transcript', async () => {
    server(uploadOf());
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'winter soup-final' })).toBeTruthy();

    const fixes = screen.getByRole('region', { name: 'What to fix' });
    expect(
      within(fixes).getByText(/^It is quiet: -17\.2 LUFS overall, 3\.2 LU under YouTube's −14 LUFS\./),
    ).toBeTruthy();
    expect(within(fixes).getByText(/^The first 2\.5 seconds are silent\./)).toBeTruthy();
    expect(within(fixes).getByText(/^6 seconds of silence at 2:00\./)).toBeTruthy();
    expect(within(fixes).getByText(/^The true peak reaches -0\.4 dBTP/)).toBeTruthy();

    const loudness = screen.getByRole('region', { name: 'Loudness' });
    const chart = within(loudness).getByRole('img', { name: /Loudness over time/ });
    expect(chart.querySelectorAll('[data-kind="bar"]')).toHaveLength(9); // 12 values, 3 of them silence
    expect(chart.querySelectorAll('[data-kind="silence"]')).toHaveLength(2);
    expect(chart.querySelectorAll('[data-kind="reference"]')).toHaveLength(1);
    expect(loudness.querySelectorAll('[data-kind="speech"]')).toHaveLength(2);
    expect(within(loudness).getByText('3.2 LU quieter than YouTube plays videos')).toBeTruthy();
    expect(within(loudness).getByText('-17.2 LUFS')).toBeTruthy();

    const scenes = screen.getByRole('region', { name: 'Scenes and frames' });
    expect(scenes.querySelectorAll('[data-kind="frame"] img')).toHaveLength(8);
    expect(scenes.querySelectorAll('[data-kind="frame"] img')[0]?.getAttribute('loading')).toBe('lazy');
    expect(scenes.querySelectorAll('[data-kind="cut"]')).toHaveLength(3);
    expect(within(scenes).getByText('3 scene cuts')).toBeTruthy();
    expect(within(scenes).getByText('Best frame, at 1:16')).toBeTruthy();
    expect(within(scenes).getByText('Best frame, at 2:28')).toBeTruthy();

    const facts = screen.getByRole('region', { name: 'The file' });
    expect(within(facts).getByText('1920 × 1080')).toBeTruthy();
    expect(within(facts).getByText('29.97 fps')).toBeTruthy();
    expect(within(facts).getByText('aac · 48 kHz')).toBeTruthy();
    expect(within(facts).getByText('Not a Short')).toBeTruthy();

    const transcript = screen.getByRole('region', { name: 'Transcript' });
    expect(within(transcript).getByText('Rough transcript (offline engine)')).toBeTruthy();
    expect(within(transcript).getByText('1:05')).toBeTruthy();
    expect(within(transcript).getByText('Now the soup goes on the stove')).toBeTruthy();
  });

  it('says why there is no transcript', async () => {
    server(uploadOf({ analysis: analysisOf({ transcript: null, transcriptMissing: 'providerNeeded' }) }));
    renderPage();
    expect(
      await screen.findByText(
        'No transcript: this language needs a transcription provider or a caption file.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Upload the transcript as captions' }).disabled,
    ).toBe(true);
  });

  it('publishes with the suggestions, the best frame and a required kids answer; a fresh key per click', async () => {
    let attempt = 0;
    const calls = server(uploadOf(), () => {
      attempt += 1;
      return attempt === 1
        ? { status: 503, body: { error: 'UPSTREAM_UNAVAILABLE', message: 'YouTube did not answer.' } }
        : {
            body: {
              upload: uploadOf({ status: 'publishing', publishRunId: PUBLISH_RUN_ID }),
              runId: PUBLISH_RUN_ID,
            },
          };
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Upload to YouTube' });
    expect(within(section).getByLabelText<HTMLInputElement>('Title').value).toBe('Winter soup in 20 minutes');
    // The offline engine's transcript is rough: captions start off.
    expect(
      within(section).getByRole<HTMLInputElement>('checkbox', { name: 'Upload the transcript as captions' })
        .checked,
    ).toBe(false);
    expect(await within(section).findByText("Uses 51 of today's YouTube quota units")).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'YouTube Terms of Service' }).getAttribute('href')).toBe(
      'https://www.youtube.com/t/terms',
    );
    const upload = within(section).getByRole<HTMLButtonElement>('button', { name: 'Upload' });
    expect(upload.disabled).toBe(true);
    expect(within(section).getByText('Say whether it is made for kids.')).toBeTruthy();

    fireEvent.click(within(section).getByRole('radio', { name: 'No, it is not made for kids' }));
    expect(upload.disabled).toBe(false);
    fireEvent.click(upload);
    expect(await within(section).findByText('YouTube did not answer.')).toBeTruthy();
    fireEvent.click(upload);
    await waitFor(() => expect(publishCalls(calls)).toHaveLength(2));

    const [first, second] = publishCalls(calls).map((call) => call.body as Record<string, unknown>);
    expect(second).toEqual({
      connectionId: CONNECTION_ID,
      title: 'Winter soup in 20 minutes',
      description: 'A soup for cold days.\n\n#soup',
      tags: ['soup', 'winter soup'],
      privacyStatus: 'private',
      madeForKids: false,
      thumbnail: { kind: 'frame', index: 3 },
      captions: false,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(first?.idempotencyKey).not.toBe(second?.idempotencyKey);
    // The publish run is followed in the processing overlay.
    await waitFor(() =>
      expect(FakeEventSource.opened.map((source) => source.url)).toContain(
        `/api/jobs/${PUBLISH_RUN_ID}/events`,
      ),
    );
  });

  it('sends publishAt only for a scheduled video, which stays private until then', async () => {
    const calls = server(uploadOf(), () => ({
      status: 409,
      body: { error: 'CONFLICT', message: 'Try later.' },
    }));
    renderPage();
    const section = await screen.findByRole('region', { name: 'Upload to YouTube' });
    fireEvent.click(within(section).getByRole('radio', { name: 'Yes, it is made for kids' }));
    fireEvent.click(within(section).getByRole('radio', { name: 'Scheduled' }));
    const upload = within(section).getByRole<HTMLButtonElement>('button', { name: 'Upload' });
    expect(upload.disabled).toBe(true);
    fireEvent.change(within(section).getByLabelText('Goes public at'), {
      target: { value: '2031-03-14T09:30' },
    });
    fireEvent.click(upload);
    await waitFor(() => expect(publishCalls(calls)).toHaveLength(1));
    expect(publishCalls(calls)[0]?.body).toMatchObject({
      privacyStatus: 'private',
      publishAt: new Date('2031-03-14T09:30').toISOString(),
      madeForKids: true,
    });

    await within(section).findByText('Try later.');
    fireEvent.click(within(section).getByRole('radio', { name: 'Unlisted' }));
    fireEvent.click(upload);
    await waitFor(() => expect(publishCalls(calls)).toHaveLength(2));
    const unlisted = publishCalls(calls)[1]?.body as Record<string, unknown>;
    expect(unlisted.privacyStatus).toBe('unlisted');
    expect('publishAt' in unlisted).toBe(false);
  });

  it('asks for upload permission in context when the channel’s grant lacks it', async () => {
    server(uploadOf(), () => ({
      status: 403,
      body: {
        error: 'AUTH_REQUIRED',
        message: 'Publishing a video needs permission.',
        details: { needsWriteAccess: true, channelId: connection.youtubeChannelId },
      },
    }));
    renderPage();
    const section = await screen.findByRole('region', { name: 'Upload to YouTube' });
    fireEvent.click(within(section).getByRole('radio', { name: 'No, it is not made for kids' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allow video uploads to this channel' });
    expect(within(dialog).getByText(/needs permission to upload to Alex Makes/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continue to Google' })).toBeTruthy();
  });

  it('designs a thumbnail from the chosen frame: keeps it as a studio background, then opens the studio', async () => {
    const calls = server(uploadOf());
    const router = renderPage(`/ar/video-upload/${UPLOAD_ID}`);
    const section = await screen.findByRole('region', { name: 'Upload to YouTube' });
    const picker = within(section).getByRole('group', { name: 'Thumbnail' });
    // The best frame (1:16) is chosen; the action works on the frame chosen.
    expect(
      within(picker).getByText(
        'Opens the thumbnail studio with the frame at 1:16 as the background. Save a thumbnail there, then choose it here.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(picker).getByRole('radio', { name: 'Frame at 0:04' }));
    expect(within(picker).getByText(/^Opens the thumbnail studio with the frame at 0:04/)).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'Design a thumbnail from this frame' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/thumbnail-generator'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ background: ASSET_ID, upload: UPLOAD_ID });
    const kept = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/background'));
    expect(kept.map((call) => call.path)).toEqual([`/api/uploads/${UPLOAD_ID}/frames/0/background`]);
    // The form is kept for the way back.
    expect(
      JSON.parse(sessionStorage.getItem(`vidcraft.upload.publish.${UPLOAD_ID}`) ?? 'null'),
    ).toMatchObject({
      thumbnail: { kind: 'frame', index: 0 },
    });
  });

  it('says when the frame cannot go to the studio, and offers the action only for a frame', async () => {
    server(uploadOf(), undefined, {
      [`POST /api/uploads/${UPLOAD_ID}/frames/3/background`]: {
        status: 404,
        body: { error: 'NOT_FOUND', message: 'The frame was not found.' },
      },
    });
    const router = renderPage();
    const section = await screen.findByRole('region', { name: 'Upload to YouTube' });
    fireEvent.click(within(section).getByRole('button', { name: 'Design a thumbnail from this frame' }));
    expect(
      await within(section).findByText(
        'The frame could not be opened in the studio: The frame was not found.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/video-upload/${UPLOAD_ID}`);

    fireEvent.click(within(section).getByRole('radio', { name: 'None' }));
    expect(within(section).queryByRole('button', { name: 'Design a thumbnail from this frame' })).toBeNull();
    expect(
      within(section).getByText('Choose a frame to design a thumbnail from it in the thumbnail studio.'),
    ).toBeTruthy();
  });

  it('offers the thumbnails kept in the studio, and publishes with the one chosen', async () => {
    const calls = server(uploadOf(), undefined, {
      'GET /api/thumbnails': { body: { thumbnails: [kept] } },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Upload to YouTube' });
    const studio = await within(section).findByRole('group', { name: 'Saved in the thumbnail studio' });
    const list = calls.find((call) => call.method === 'GET' && call.path === '/api/thumbnails');
    expect(list?.query.get('limit')).toBe('20');
    expect(list?.query.has('videoId')).toBe(false);

    const option = within(studio).getByRole<HTMLInputElement>('radio', { name: /^Thumbnail saved on / });
    expect(studio.querySelector('img')?.getAttribute('src')).toBe(`/api/thumbnails/${KEPT_ID}/image`);
    fireEvent.click(option);
    expect(option.checked).toBe(true);
    expect(
      within(section).getByRole<HTMLInputElement>('radio', { name: 'Best frame, at 1:16' }).checked,
    ).toBe(false);
    // A kept thumbnail costs what a frame does.
    expect(within(section).getByText("Uses 51 of today's YouTube quota units")).toBeTruthy();
    // The design action is for frames.
    expect(within(section).queryByRole('button', { name: 'Design a thumbnail from this frame' })).toBeNull();

    fireEvent.click(within(section).getByRole('radio', { name: 'No, it is not made for kids' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(publishCalls(calls)).toHaveLength(1));
    expect(publishCalls(calls)[0]?.body).toMatchObject({ thumbnail: { kind: 'kept', thumbnailId: KEPT_ID } });
  });

  it('comes back from the studio with the form as it was, a kept thumbnail still chosen', async () => {
    sessionStorage.setItem(
      `vidcraft.upload.publish.${UPLOAD_ID}`,
      JSON.stringify({
        connectionId: CONNECTION_ID,
        title: 'My own title',
        description: '',
        tags: [],
        privacy: 'unlisted',
        scheduleAt: '',
        madeForKids: false,
        thumbnail: { kind: 'kept', thumbnailId: KEPT_ID },
        captions: false,
      }),
    );
    const calls = server(uploadOf(), undefined, {
      'GET /api/thumbnails': { body: { thumbnails: [kept] } },
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Upload to YouTube' });
    expect(within(section).getByLabelText<HTMLInputElement>('Title').value).toBe('My own title');
    const option = await within(section).findByRole<HTMLInputElement>('radio', {
      name: /^Thumbnail saved on /,
    });
    expect(option.checked).toBe(true);
    fireEvent.click(within(section).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(publishCalls(calls)).toHaveLength(1));
    expect(publishCalls(calls)[0]?.body).toMatchObject({
      title: 'My own title',
      privacyStatus: 'unlisted',
      thumbnail: { kind: 'kept', thumbnailId: KEPT_ID },
    });
  });

  it('puts the chapters into the description and copies nothing it was not asked to', async () => {
    server(uploadOf());
    renderPage();
    const section = await screen.findByRole('region', { name: 'Upload to YouTube' });
    fireEvent.click(within(section).getByRole('button', { name: 'Put the chapters in the description' }));
    expect(within(section).getByLabelText<HTMLTextAreaElement>('Description').value).toBe(
      'A soup for cold days.\n\n0:00 Intro\n0:42 The recipe\n2:05 Tasting\n\n#soup',
    );
    expect(within(section).getByText('The description has these chapters.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Use the title “The easiest winter soup”' }));
    expect(within(section).getByLabelText<HTMLInputElement>('Title').value).toBe('The easiest winter soup');
  });

  it('deletes the upload after asking, and goes back to the tool', async () => {
    const calls = server(uploadOf());
    const router = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this upload?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete upload' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/video-upload'));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/uploads/${UPLOAD_ID}`)).toBe(
      true,
    );
  });

  it('follows a running analysis in the processing overlay', async () => {
    server(uploadOf({ status: 'analyzing', analysis: null }));
    renderPage();
    expect(await screen.findByText('The analysis is still running.')).toBeTruthy();
    await waitFor(() =>
      expect(FakeEventSource.opened.map((source) => source.url)).toContain('/api/jobs/run-analysis-1/events'),
    );
    expect(await screen.findByRole('dialog', { name: 'Analyzing your video' })).toBeTruthy();
  });

  it('shows the video once it is on YouTube', async () => {
    server(
      uploadOf({
        status: 'published',
        published: {
          youtubeVideoId: 'dQw4w9WgXcQ',
          channelTitle: 'Alex Makes',
          privacyStatus: 'private',
          publishAt: '2031-03-14T09:30:00.000Z',
          thumbnailSet: true,
          captionsSet: false,
          url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        },
      }),
    );
    renderPage();
    const card = await screen.findByRole('region', { name: 'On YouTube' });
    expect(within(card).getByText('The video is on Alex Makes.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open on YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(within(card).getByText('Thumbnail set')).toBeTruthy();
    expect(within(card).getByText('No captions uploaded')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Upload to YouTube' })).toBeNull();
  });
});
