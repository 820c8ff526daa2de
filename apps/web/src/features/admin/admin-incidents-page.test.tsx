// The admin's incident form with a stubbed API: a note is posted with its idempotency key (the same key when a
// failed submit is retried, a new one for the next note), listed, and resolved.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Incident } from '@vidcraft/contracts';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { AdminIncidentsPage } from './admin-incidents-page.tsx';

const i18n = englishI18n();

const incident = (over: Partial<Incident> = {}): Incident => ({
  id: '5d0c7c1e-0000-4000-8000-000000000001',
  title: 'Uploads failing',
  body: 'Uploads stop at 99 %.',
  severity: 'critical',
  status: 'open',
  startedAt: '2026-11-28T10:00:00.000Z',
  resolvedAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  ...over,
});

function stubServer() {
  let stored: Incident[] = [];
  let failNextPost = true;
  const calls: { method: string; path: string; body: Record<string, unknown> | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const path = new URL(url, 'http://vidcraft.test').pathname;
      const body =
        typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      calls.push({ method, path, body });
      const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
      if (method === 'GET' && path === '/api/admin/incidents') return json({ data: stored });
      if (method === 'POST' && path === '/api/admin/incidents') {
        if (failNextPost) {
          failNextPost = false;
          return json({ error: 'INTERNAL', message: 'Something went wrong' }, 500);
        }
        const created = incident({
          title: String(body!.title),
          body: String(body!.body),
          severity: body!.severity as Incident['severity'],
        });
        stored = [created];
        return json(created, 201);
      }
      if (method === 'PATCH' && path.startsWith('/api/admin/incidents/')) {
        stored = stored.map((i) => ({ ...i, status: 'resolved', resolvedAt: '2026-11-28T11:00:00.000Z' }));
        return json(stored[0]);
      }
      return json({ error: 'NOT_FOUND', message: 'No such route' }, 404);
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/admin/incidents', element: <AdminIncidentsPage /> }], {
    initialEntries: ['/admin/incidents'],
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the admin incidents page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts a note once per key (a retried submit reuses it), lists it and resolves it', async () => {
    const calls = stubServer();
    renderPage();
    await screen.findByText('No incidents posted yet.');
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Uploads failing' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'What is happening' }), {
      target: { value: 'Uploads stop at 99 %.' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Severity' }), { target: { value: 'critical' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post incident' }));
    await screen.findByText(/The change was not saved/);
    fireEvent.click(screen.getByRole('button', { name: 'Post incident' }));

    const list = (await screen.findByRole('heading', { name: 'Posted incidents' })).closest('section')!;
    const item = await within(list).findByRole('listitem');
    expect(item.textContent).toContain('Uploads failing');
    expect(item.textContent).toContain('Critical · Open');

    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toMatchObject({ title: 'Uploads failing', severity: 'critical' });
    expect(posts[0]!.body!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]!.body!.idempotencyKey).toBe(posts[0]!.body!.idempotencyKey);
    // The form is empty again for the next note.
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('');

    fireEvent.click(within(item).getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(within(list).getByRole('listitem').textContent).toContain('Critical · Resolved'),
    );
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/admin/incidents/5d0c7c1e-0000-4000-8000-000000000001',
      body: { status: 'resolved' },
    });
  });
});
