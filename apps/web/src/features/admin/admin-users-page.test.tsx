// The admin area's users and audit log against a fake server: the layout hides everything from non-admins; the
// list searches and loads more pages; the detail disables (after a confirmation), enables, says why a role
// change was refused, gives a plan, grants credits with one idempotency key per intent (a retry reuses it), and
// deletes after the email is typed; the audit log shows what changed from before to after.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import { AdminAuditPage } from './admin-audit-page.tsx';
import { ADMIN_ID, auditOf, detailOf, OLD, PRIYA_ID, PRO, TRIAL, userOf } from './admin-fixtures.ts';
import { AdminLayout } from './admin-layout.tsx';
import { AdminUserPage } from './admin-user-page.tsx';
import { AdminUsersPage } from './admin-users-page.tsx';
import { fakeServer, type Call } from './ops-fake-server.ts';

const i18n = englishI18n();
const me = (isAdmin: boolean) => ({
  body: {
    id: ADMIN_ID,
    email: 'maya.chen@example.com',
    name: 'Maya',
    avatar: null,
    preferredLanguage: 'en',
    isAdmin,
    createdAt: '2026-11-20T00:00:00.000Z',
  },
});

const MAYA = userOf({ id: ADMIN_ID, email: 'maya.chen@example.com', name: 'Maya Chen', role: 'admin' });
const PRIYA = userOf({ id: PRIYA_ID, email: 'priya.nair@example.com', name: 'Priya Nair', channelCount: 1 });
const SAM = userOf({
  id: '0c000000-0000-4000-8000-000000000003',
  email: 'sam.okafor@example.com',
  name: 'Sam Okafor',
  disabled: true,
  disabledAt: '2026-11-26T00:00:00.000Z',
});

function renderAdmin(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <AdminUsersPage /> },
          { path: 'users/:id', element: <AdminUserPage /> },
          { path: 'audit', element: <AdminAuditPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return router;
}

const adminCalls = (calls: Call[]) => calls.filter((call) => call.path.startsWith('/api/admin/'));

describe('the admin area: users and audit log', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a non-admin the not-found screen and asks the admin API nothing', async () => {
    const calls = fakeServer({ 'GET /api/auth/me': me(false) });
    renderAdmin('/admin');
    expect(
      await screen.findByRole('heading', { name: /not found|doesn.t exist|could not be found/i }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).toBeNull();
    expect(adminCalls(calls)).toEqual([]);
  });

  it('lists users with their plan and usage, loads the next page, and searches', async () => {
    const calls = fakeServer({
      'GET /api/auth/me': me(true),
      'GET /api/admin/users': ({ query }) => {
        if (query.get('q') === 'nair') return { body: { data: [PRIYA], nextCursor: null } };
        if (query.get('cursor') === 'page-2') return { body: { data: [SAM], nextCursor: null } };
        return { body: { data: [MAYA, PRIYA], nextCursor: 'page-2' } };
      },
    });
    const router = renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe('/admin/audit');
    expect(within(nav).getByRole('link', { name: 'YouTube quota' }).getAttribute('href')).toBe(
      '/admin/quota',
    );

    const priya = await screen.findByRole('link', { name: 'Open priya.nair@example.com' });
    expect(within(priya).getByText('2 of 5')).toBeTruthy();
    expect(within(priya).getByText('Trial')).toBeTruthy();
    expect(within(priya).getByText(/In trial/)).toBeTruthy();
    expect(
      within(screen.getByRole('link', { name: 'Open maya.chen@example.com' })).getByText('Admin'),
    ).toBeTruthy();
    expect(screen.queryByText('sam.okafor@example.com')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const sam = await screen.findByRole('link', { name: 'Open sam.okafor@example.com' });
    expect(within(sam).getByText('Disabled')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: ' nair ' },
    });
    await waitFor(() => expect(screen.queryByText('sam.okafor@example.com')).toBeNull());
    expect(await screen.findByText('priya.nair@example.com')).toBeTruthy();
    expect(calls.some((call) => call.query.get('q') === 'nair')).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Open priya.nair@example.com' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/users/${PRIYA_ID}`));
  });

  it('disables after a confirmation, enables, and says why a role change was refused', async () => {
    let current = detailOf(PRIYA);
    const calls = fakeServer({
      'GET /api/auth/me': me(true),
      [`GET /api/admin/users/${PRIYA_ID}`]: () => ({ body: current }),
      [`PUT /api/admin/users/${PRIYA_ID}/access`]: ({ body }) => {
        const disabled = (body as { disabled: boolean }).disabled;
        current = { ...current, disabled, disabledAt: disabled ? '2026-11-27T13:00:00.000Z' : null };
        return { body: current };
      },
      [`PUT /api/admin/users/${PRIYA_ID}/role`]: {
        status: 409,
        body: { error: 'CONFLICT', message: 'No.', details: { reason: 'lastAdmin' } },
      },
      'GET /api/admin/plans': { body: { data: [TRIAL, PRO, OLD] } },
    });
    renderAdmin(`/admin/users/${PRIYA_ID}`);
    expect(await screen.findByRole('heading', { name: 'Priya Nair' })).toBeTruthy();
    expect(screen.getByText('Kitchen Atlas')).toBeTruthy();
    expect(screen.getAllByRole('progressbar').length).toBe(7);

    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable priya.nair@example.com?' });
    expect(adminCalls(calls).filter((c) => c.method === 'PUT')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.getByText(/Disabled since/)).toBeTruthy());
    expect(calls.find((c) => c.path.endsWith('/access'))?.body).toEqual({ disabled: true });

    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(screen.getByText('This user can sign in.')).toBeTruthy());
    expect(calls.filter((c) => c.path.endsWith('/access')).at(-1)?.body).toEqual({ disabled: false });

    fireEvent.click(screen.getByRole('button', { name: 'Make admin' }));
    const confirm = await screen.findByRole('dialog', { name: 'Make priya.nair@example.com an admin?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/The last admin cannot lose the role/)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/role'))?.body).toEqual({ role: 'admin' });
  });

  it('gives a plan (archived ones are not offered) and grants credits once per intent', async () => {
    let current = detailOf(PRIYA);
    let creditAttempts = 0;
    const calls = fakeServer({
      'GET /api/auth/me': me(true),
      [`GET /api/admin/users/${PRIYA_ID}`]: () => ({ body: current }),
      'GET /api/admin/plans': { body: { data: [TRIAL, PRO, OLD] } },
      [`PUT /api/admin/users/${PRIYA_ID}/plan`]: () => {
        current = detailOf(
          { ...PRIYA, plan: { id: PRO.id, name: 'Pro', kind: 'paid' }, subscriptionStatus: 'active' },
          PRO,
        );
        return { body: current };
      },
      [`POST /api/admin/users/${PRIYA_ID}/credits`]: () => {
        creditAttempts += 1;
        // The first answer is lost on the way: the admin sends the same grant again.
        if (creditAttempts === 1)
          return { status: 503, body: { error: 'UPSTREAM_UNAVAILABLE', message: 'Try again.' } };
        current = {
          ...current,
          credits: [
            {
              id: 'cr-1',
              action: 'thumbnailUpload',
              amount: 5,
              periodStart: '2026-11-20T00:00:00.000Z',
              grantedBy: 'maya.chen@example.com',
              createdAt: '2026-11-27T13:00:00.000Z',
            },
          ],
        };
        return { body: current };
      },
    });
    renderAdmin(`/admin/users/${PRIYA_ID}`);
    expect(await screen.findByRole('heading', { name: 'Priya Nair' })).toBeTruthy();
    const plan = await screen.findByRole('combobox', { name: 'Plan' });
    await waitFor(() => expect(within(plan).getAllByRole('option').length).toBe(2));
    expect(within(plan).queryByRole('option', { name: /Legacy/ })).toBeNull();
    fireEvent.change(plan, { target: { value: PRO.id } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note for the audit log (optional)' }), {
      target: { value: 'Partner channel' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Give this plan' }));
    expect(await screen.findByText('The plan was changed.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/plan'))?.body).toEqual({
      planId: PRO.id,
      note: 'Partner channel',
    });
    expect(screen.getByText(/Current plan: Pro · Active/)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'For' }), { target: { value: 'thumbnailUpload' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant credits' }));
    expect(await screen.findByText(/That did not work: Try again\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Grant credits' }));
    expect(await screen.findByText('Credits granted.')).toBeTruthy();
    expect(screen.getByText(/by maya\.chen@example\.com/)).toBeTruthy();
    const grants = calls
      .filter((c) => c.path.endsWith('/credits'))
      .map((c) => c.body as Record<string, unknown>);
    expect(grants).toHaveLength(2);
    expect(grants[0]).toMatchObject({ action: 'thumbnailUpload', amount: 5 });
    expect(grants[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(grants[1]!.idempotencyKey).toBe(grants[0]!.idempotencyKey);
  });

  it('deletes only after the email is typed, then goes back to the list; never offers deleting yourself', async () => {
    const calls = fakeServer({
      'GET /api/auth/me': me(true),
      [`GET /api/admin/users/${PRIYA_ID}`]: { body: detailOf(PRIYA) },
      [`GET /api/admin/users/${ADMIN_ID}`]: { body: detailOf(MAYA) },
      'GET /api/admin/plans': { body: { data: [TRIAL, PRO] } },
      [`DELETE /api/admin/users/${PRIYA_ID}`]: { body: { deleted: true } },
      'GET /api/admin/users': { body: { data: [MAYA], nextCursor: null } },
    });
    const router = renderAdmin(`/admin/users/${PRIYA_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete priya.nair@example.com for good?' });
    const go = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect((go as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Type the email address to confirm' }), {
      target: { value: 'priya.nair@example.com' },
    });
    expect((go as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(go);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/admin/users/${PRIYA_ID}`)).toBe(true);

    await router.navigate(`/admin/users/${ADMIN_ID}`);
    expect(await screen.findByRole('heading', { name: 'Maya Chen' })).toBeTruthy();
    expect(screen.getByText('You')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete user' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(screen.getByText('You cannot disable your own account.')).toBeTruthy();
  });

  it('shows the audit log with what changed, and filters by area', async () => {
    const calls = fakeServer({
      'GET /api/auth/me': me(true),
      'GET /api/admin/audit-log': ({ query }) => ({
        body: {
          data:
            query.get('action') === 'plan'
              ? [
                  auditOf({
                    id: 'a-3',
                    action: 'plan.update',
                    target: { type: 'plan', id: PRO.id, label: null },
                    before: { limits: { optimization: 100 }, name: { en: 'Pro' } },
                    after: { limits: { optimization: 150 }, name: { en: 'Pro' } },
                  }),
                ]
              : [
                  auditOf({
                    id: 'a-1',
                    action: 'user.disable',
                    before: { email: 'priya.nair@example.com', disabled: false },
                    after: { email: 'priya.nair@example.com', disabled: true, sessionsEnded: 2 },
                  }),
                  auditOf({
                    id: 'a-2',
                    action: 'user.delete',
                    before: { email: 'lucia@example.com' },
                    after: null,
                  }),
                ],
          nextCursor: null,
        },
      }),
    });
    renderAdmin('/admin/audit');
    const disabled = (await screen.findByText('Disabled a user')).closest('li')!;
    expect(within(disabled).getByText('priya.nair@example.com')).toBeTruthy();
    expect(within(disabled).getByText('maya.chen@example.com')).toBeTruthy();
    expect(within(disabled).getByText('disabled')).toBeTruthy();
    expect(within(disabled).getByText('false')).toBeTruthy();
    expect(within(disabled).getByText('true')).toBeTruthy();
    // The email did not change, so it is not listed as a change.
    expect(within(disabled).queryByText('email')).toBeNull();
    const deleted = screen.getByText('Deleted a user').closest('li')!;
    expect(within(deleted).getByText('Removed')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'plan' } });
    const changed = (await screen.findByText('Changed a plan')).closest('li')!;
    expect(within(changed).getByText('limits.optimization')).toBeTruthy();
    expect(within(changed).getByText('100')).toBeTruthy();
    expect(within(changed).getByText('150')).toBeTruthy();
    expect(within(changed).queryByText('name.en')).toBeNull();
    expect(calls.some((c) => c.path === '/api/admin/audit-log' && c.query.get('action') === 'plan')).toBe(
      true,
    );
  });
});
