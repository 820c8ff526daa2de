// Which Google this server talks to (GET /api/auth/google-client-id): the built-in sandbox or live Google, and
// the OAuth client id (public information). Public pages use it, so it is a plain fetch, not a TanStack query.
import { useEffect, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';

export interface GoogleClientInfo {
  clientId: string;
  mode: 'sandbox' | 'live';
}

export type GoogleClientState =
  { status: 'loading' } | { status: 'ready'; info: GoogleClientInfo } | { status: 'error' };

export function useGoogleClient(): GoogleClientState {
  const [state, setState] = useState<GoogleClientState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    apiFetch<{ success?: boolean; data?: Partial<GoogleClientInfo> }>('/api/auth/google-client-id')
      .then((body) => {
        const data = body.data;
        if (!active) return;
        if (data && typeof data.clientId === 'string' && (data.mode === 'sandbox' || data.mode === 'live')) {
          setState({ status: 'ready', info: { clientId: data.clientId, mode: data.mode } });
        } else setState({ status: 'error' });
      })
      .catch(() => active && setState({ status: 'error' }));
    return () => {
      active = false;
    };
  }, []);
  return state;
}
