import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '../../test/english-i18n.ts';
import {
  cancelChannelAuth,
  pendingChannelAuth,
  REAUTH_SUCCESS_EVENT,
  requestChannelAuth,
} from './channel-auth-flow.ts';
import { ReauthDialog } from './reauth-dialog.tsx';

const i18n = englishI18n();
const connection = {
  id: '6f1c9a52-3d2b-4b8e-9a0e-2a4f8a1b7c11',
  youtubeChannelId: 'UC1',
  channelId: 'UC1',
  channelName: 'Mochila y Sabor',
  channelHandle: null,
  thumbnailUrl: null,
  isActive: true,
  status: 'needs_reauth',
  canPublish: false,
  canReadAnalytics: false,
  connectedAt: '2026-03-10T12:00:00.000Z',
  accessVerifiedAt: '2026-03-10T12:00:00.000Z',
};

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/channels']}>
          <ReauthDialog />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('re-authorization dialog (spec §4)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ connections: [connection] }), { status: 200 })),
    );
  });
  afterEach(() => {
    cancelChannelAuth();
    vi.unstubAllGlobals();
  });

  it('opens on youtube-auth-flow-requested and names the channel', async () => {
    renderDialog();
    act(() => void requestChannelAuth({ reason: 'reauth', channelId: 'UC1' }));
    expect(await screen.findByRole('dialog', { name: 'Re-authorize your YouTube channel' })).toBeTruthy();
    expect(await screen.findByText(/Vidcraft's access to Mochila y Sabor/)).toBeTruthy();
  });

  it('closes on youtube-reauth-success', async () => {
    renderDialog();
    act(() => void requestChannelAuth({ reason: 'reauth', channelId: 'UC1' }));
    await screen.findByRole('dialog');
    act(
      () =>
        void window.dispatchEvent(new CustomEvent(REAUTH_SUCCESS_EVENT, { detail: { channelId: 'UC1' } })),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes it and forgets the pending request', async () => {
    renderDialog();
    act(() => void requestChannelAuth({ reason: 'reauth', channelId: 'UC1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pendingChannelAuth()).toBeNull();
  });
});
