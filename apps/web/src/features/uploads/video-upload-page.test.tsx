import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UploadCapabilities } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProcessingOverlayProvider } from '../../components/processing-overlay/processing-overlay-provider.tsx';
import { englishI18n } from '../../test/english-i18n.ts';
import { fakeServer } from './fake-server.ts';
import type { TransferEvents } from './tus-upload.ts';
import { capabilitiesOf, RUN_ID, summaryOf, TUS_ID, UPLOAD_ID, uploadOf } from './upload-fixtures.ts';
import { VideoUploadPage } from './video-upload-page.tsx';

// The file's trip by tus is replaced: each test drives the transfer's events itself.
const transfer = vi.hoisted(() => ({
  events: null as TransferEvents | null,
  file: null as File | null,
  handle: {
    pause: vi.fn(async () => undefined),
    resume: vi.fn(),
    cancel: vi.fn(async () => undefined),
    forget: vi.fn(async () => undefined),
  },
}));
vi.mock('./tus-upload.ts', () => ({
  startTransfer: vi.fn(async (file: File, events: TransferEvents) => {
    transfer.file = file;
    transfer.events = events;
    return transfer.handle;
  }),
  resumableShare: vi.fn(async () => null),
  listUnfinished: vi.fn(async () => []),
  forgetUnfinished: vi.fn(async () => undefined),
}));

const i18n = englishI18n();

function ResultStub() {
  return <p>Result of {useParams().id}</p>;
}

function server(caps: UploadCapabilities, uploads = [summaryOf()]) {
  return fakeServer({
    'GET /api/uploads/capabilities': { body: caps },
    'GET /api/uploads': { body: { uploads } },
    'POST /api/videos': {
      body: { upload: uploadOf({ status: 'analyzing', analysis: null }), runId: RUN_ID },
    },
    [`DELETE /api/uploads/${UPLOAD_ID}`]: { body: { deleted: true } },
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/video-upload', element: <VideoUploadPage /> },
      { path: '/video-upload/:id', element: <ResultStub /> },
    ],
    { initialEntries: ['/video-upload'] },
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

function pickFile(file: File) {
  const input = screen.getByLabelText<HTMLInputElement>('Video file');
  fireEvent.change(input, { target: { files: [file] } });
}

describe('/video-upload', () => {
  beforeEach(() => {
    transfer.events = null;
    transfer.file = null;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('without ffmpeg says plainly that the server cannot analyze videos, and turns the drop zone off', async () => {
    server(capabilitiesOf({ mediaTools: { available: false, detail: 'Missing: ffmpeg, ffprobe.' } }));
    renderPage();
    expect(await screen.findByText('This server cannot analyze videos')).toBeTruthy();
    expect(screen.getByText('Server: Missing: ffmpeg, ffprobe.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Choose a video' }).disabled).toBe(true);
    expect(screen.getByText('Uploading is turned off.')).toBeTruthy();
  });

  it('with no minutes left says so, points to the plans and turns the drop zone off', async () => {
    server(capabilitiesOf({ minutes: { used: 120, limit: 120, remaining: 0 } }));
    renderPage();
    const alerts = await screen.findAllByText(/You have used all your upload minutes for this period\./);
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByRole('link', { name: 'See plans' })[0]?.getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Choose a video' }).disabled).toBe(true);
    expect(screen.getByText('0 minutes left')).toBeTruthy();
  });

  it('shows the server’s offer: size, minutes, the offline engine said honestly, retention', async () => {
    server(capabilitiesOf());
    renderPage();
    expect(await screen.findByText('108 minutes left')).toBeTruthy();
    expect(screen.getByText('12 of 120 used')).toBeTruthy();
    expect(screen.getByText('2 GB')).toBeTruthy();
    expect(screen.getByText('Rough English transcript (offline engine)')).toBeTruthy();
    expect(screen.getByText(/Files are kept for 3 days after uploading/)).toBeTruthy();
  });

  it('refuses a file over the limit before sending it', async () => {
    server(capabilitiesOf({ maxBytes: 1024 }));
    renderPage();
    await screen.findByRole('button', { name: 'Choose a video' });
    pickFile(new File([new Uint8Array(4096)], 'big.mp4', { type: 'video/mp4' }));
    expect(
      await screen.findByText('“big.mp4” is 4 kB; the largest file this server takes is 1 kB.'),
    ).toBeTruthy();
  });

  it('sends the file, shows its progress, then makes the draft with the working title and opens its page', async () => {
    const calls = server(capabilitiesOf());
    const router = renderPage();
    await screen.findByRole('button', { name: 'Choose a video' });
    pickFile(new File([new Uint8Array(2048)], 'winter_soup-final.mp4', { type: 'video/mp4' }));
    const title = await screen.findByLabelText<HTMLInputElement>('Working title');
    expect(title.value).toBe('winter soup-final');
    fireEvent.change(title, { target: { value: 'Winter soup' } });
    fireEvent.change(screen.getByLabelText('Spoken language'), { target: { value: 'de' } });
    expect(
      screen.getByText(
        'The offline engine hears only English: without a caption file this video will have no transcript.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and analyze' }));
    await waitFor(() => expect(transfer.events).not.toBeNull());
    expect(transfer.file?.name).toBe('winter_soup-final.mp4');

    act(() => transfer.events?.onProgress(1024, 2048));
    expect(await screen.findByText('50%')).toBeTruthy();
    expect(screen.getByText(/1 kB of 2 kB/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(transfer.handle.pause).toHaveBeenCalled();
    expect(screen.getByText('Paused. Resume to continue where it stopped.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    expect(transfer.handle.resume).toHaveBeenCalled();

    act(() => transfer.events?.onSuccess(TUS_ID));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/video-upload/${UPLOAD_ID}`));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/videos')?.body).toEqual({
      uploadId: TUS_ID,
      workingTitle: 'Winter soup',
      language: 'de',
    });
    expect(transfer.handle.forget).toHaveBeenCalled();
  });

  it('says why the upload stopped: the server’s message, else “Upload failed:” and the status text', async () => {
    server(capabilitiesOf());
    renderPage();
    await screen.findByRole('button', { name: 'Choose a video' });
    pickFile(new File([new Uint8Array(10)], 'clip.mov', { type: 'video/quicktime' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload and analyze' }));
    await waitFor(() => expect(transfer.events).not.toBeNull());
    act(() =>
      transfer.events?.onError({ kind: 'response', status: 502, statusText: 'Bad Gateway', message: null }),
    );
    expect(await screen.findByText(/Upload failed: Bad Gateway/)).toBeTruthy();
    act(() =>
      transfer.events?.onError({
        kind: 'response',
        status: 413,
        statusText: '',
        message: 'Maximum size exceeded',
      }),
    );
    expect(await screen.findByText(/Maximum size exceeded/)).toBeTruthy();
    act(() => transfer.events?.onError({ kind: 'network' }));
    expect(await screen.findByText(/Upload failed: the connection to the server was lost/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(transfer.handle.cancel).toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Choose a video' })).toBeTruthy();
  });

  it('lists the uploads and deletes one after asking', async () => {
    const calls = server(capabilitiesOf(), [
      summaryOf(),
      summaryOf({ id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d', workingTitle: 'Second', status: 'published' }),
    ]);
    renderPage();
    const list = (await screen.findByRole('link', { name: 'Open winter soup-final' })).closest(
      'ul',
    ) as HTMLElement;
    expect(within(list).getByText('Ready')).toBeTruthy();
    expect(within(list).getByText('On YouTube')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Open winter soup-final' }).getAttribute('href')).toBe(
      `/video-upload/${UPLOAD_ID}`,
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Delete winter soup-final' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this upload?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete upload' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open winter soup-final' })).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/uploads/${UPLOAD_ID}`)).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Open Second' })).toBeTruthy();
  });
});
