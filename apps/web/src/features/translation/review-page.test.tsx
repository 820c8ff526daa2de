import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReviewView } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { fakeServer, stubResizeObserver } from './fake-server.ts';
import { ReviewPage } from './review-page.tsx';
import { languageOf } from './translation-fixtures.ts';

const i18n = englishI18n();
const token = (seed: string) => seed.repeat(43).slice(0, 43);

function view(patch: Partial<ReviewView['translation']> = {}): ReviewView {
  return {
    channelTitle: 'Alex Makes',
    videoTitle: 'How to sharpen a chisel',
    videoThumbnailUrl: null,
    sourceLanguage: 'en',
    source: { title: 'How to sharpen a chisel', description: 'Sharpening, step by step.' },
    translation: languageOf('ar', {
      title: 'كيف تشحذ إزميلًا',
      description: 'الشحذ خطوة بخطوة.',
      ...patch,
    }),
    reviewerName: 'Layla',
    expiresAt: '2026-12-02T10:00:00.000Z',
  };
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/review/:token', element: <ReviewPage /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('the reviewer’s page', () => {
  beforeEach(stubResizeObserver);
  afterEach(() => vi.unstubAllGlobals());

  it('says only that a refused link has expired or was revoked', async () => {
    fakeServer({
      [`GET /api/translation-review/${token('a')}`]: {
        status: 404,
        body: { error: 'NOT_FOUND', message: 'This review link was not found.' },
      },
    });
    renderAt(`/review/${token('a')}`);
    expect(
      await screen.findByRole('heading', { name: 'This review link has expired or was revoked' }),
    ).toBeTruthy();
    expect(screen.queryByText(/not found/)).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refuses a malformed link without asking the server', async () => {
    const calls = fakeServer({});
    renderAt('/review/short');
    expect(await screen.findByText('This review link has expired or was revoked')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('is never indexed and sends no referrer', async () => {
    fakeServer({ [`GET /api/translation-review/${token('b')}`]: { body: view() } });
    renderAt(`/review/${token('b')}`);
    await screen.findByRole('heading', { name: 'Review the Arabic translation' });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });

  it('shows the source, the translation right to left, and approves it', async () => {
    const calls = fakeServer({
      [`GET /api/translation-review/${token('c')}`]: { body: view() },
      [`POST /api/translation-review/${token('c')}/review`]: {
        body: view({ status: 'approved', reviewedBy: 'Layla' }),
      },
    });
    renderAt(`/review/${token('c')}`);
    expect(await screen.findByText('Sharpening, step by step.')).toBeTruthy();
    const title = screen.getByLabelText<HTMLInputElement>('Title');
    expect(title.value).toBe('كيف تشحذ إزميلًا');
    expect(title.getAttribute('dir')).toBe('rtl');
    expect(title.getAttribute('lang')).toBe('ar');
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/the translation is approved/)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/translation-review/${token('c')}/review`,
      body: { decision: 'approve' },
    });
  });

  it('will not approve a text YouTube would refuse, and says why', async () => {
    fakeServer({
      [`GET /api/translation-review/${token('d')}`]: {
        body: view({
          check: {
            titleCodePoints: 0,
            descriptionBytes: 10,
            problems: [{ field: 'title', rule: 'required', message: 'The title is empty.' }],
          },
        }),
      },
    });
    renderAt(`/review/${token('d')}`);
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Fix the problems listed above before approving/)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('The title is empty.')).toBeTruthy());
  });
});
