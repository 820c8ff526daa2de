import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { fakeServer, stubResizeObserver } from './fake-server.ts';
import { attemptOf, JOB_ID, jobOf, languageOf } from './translation-fixtures.ts';
import { TranslationResultsPage } from './translation-results-page.tsx';

const i18n = englishI18n();

const job = jobOf({
  needsDefaultLanguage: true,
  sourceLanguage: 'en',
  languages: [
    languageOf('de', { status: 'approved' }),
    languageOf('ja', {
      status: 'translated',
      check: {
        titleCodePoints: 120,
        descriptionBytes: 20,
        problems: [{ field: 'title', rule: 'tooLong', message: 'The title has 120 characters.' }],
      },
    }),
    languageOf('ar', { status: 'approved', title: 'كيف تشحذ إزميلًا' }),
  ],
});

function server() {
  return fakeServer({
    'GET /api/youtube-connections': { body: { connections: [] } },
    'GET /api/translation-results': { body: { jobs: [job] } },
    [`GET /api/translation-results/${JOB_ID}`]: { body: job },
    [`GET /api/translation-results/${JOB_ID}/publish-attempts`]: { body: { attempts: [] } },
    [`GET /api/channels/${job.channelId}/glossary`]: { body: { channelId: job.channelId, terms: [] } },
    'POST /api/publish-all-translations': {
      body: {
        attempts: [
          attemptOf({
            languages: [
              { language: 'de', outcome: 'published', message: null },
              { language: 'ar', outcome: 'published', message: null },
            ],
          }),
        ],
        jobs: [
          {
            ...job,
            needsDefaultLanguage: false,
            languages: job.languages.map((item) =>
              item.status === 'approved' ? { ...item, status: 'published' } : item,
            ),
          },
        ],
      },
    },
  });
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/translation-results', element: <TranslationResultsPage /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('/translation-results', () => {
  beforeEach(stubResizeObserver);
  afterEach(() => vi.unstubAllGlobals());

  it('shows a chip per video and language, and opens a cell’s panel through the URL', async () => {
    server();
    const router = renderAt('/translation-results');
    const grid = await screen.findByRole('table', { name: 'Translations by video and language' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Video', 'Germande', 'Arabicar', 'Japaneseja']);
    fireEvent.click(
      within(grid).getByRole('button', { name: 'Japanese: Translated — How to sharpen a chisel' }),
    );
    expect(router.state.location.search).toBe(`?job=${JOB_ID}&language=ja`);
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('heading', { name: /Japanese/ })).toBeTruthy();
    // YouTube would refuse the title: approval waits, and says why.
    expect(within(panel).getByRole<HTMLButtonElement>('button', { name: 'Approve' }).disabled).toBe(true);
    expect(within(panel).getByText(/Fix the problems listed above/)).toBeTruthy();
    expect(
      within(panel).getByText('The title has 120 characters; YouTube allows 100. Shorten it.'),
    ).toBeTruthy();
  });

  it('lays an Arabic title out right to left in the previews', async () => {
    server();
    renderAt(`/translation-results?job=${JOB_ID}&language=ar`);
    const panel = await screen.findByRole('dialog');
    const previews = await within(panel).findAllByText('كيف تشحذ إزميلًا');
    const line = previews[0]?.closest('p');
    expect(line?.getAttribute('lang')).toBe('ar');
    expect(line?.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('publishes all approved languages after asking which language the original is in', async () => {
    const calls = server();
    renderAt(`/translation-results?job=${JOB_ID}&language=de`);
    const panel = await screen.findByRole('dialog');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Publish all approved (2)' }));
    const ask = await screen.findByRole('dialog', { name: 'Publish these 2 translations to YouTube?' });
    const select = within(ask).getByRole<HTMLSelectElement>('combobox', {
      name: 'Which language are the original title and description in?',
    });
    expect(select.value).toBe('en');
    fireEvent.change(select, { target: { value: 'pt-PT' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/publish-all-translations')).toBe(true),
    );
    expect(calls.find((call) => call.path === '/api/publish-all-translations')?.body).toMatchObject({
      jobIds: [JOB_ID],
      defaultLanguages: { dQw4w9WgXcQ: 'pt-PT' },
    });
    // The way back: the video's changes in the optimization history, this publish marked.
    const history = await screen.findAllByRole('link', { name: 'Revert it from the optimization history' });
    expect(history[0]?.getAttribute('href')).toBe(
      '/optimization-history?videoId=dQw4w9WgXcQ&entry=history-1',
    );
  });
});
