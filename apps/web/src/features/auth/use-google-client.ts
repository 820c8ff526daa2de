// Which Google this server talks to (GET /api/auth/google-client-id): the built-in sandbox or live Google, and
// the OAuth client id (public information). Public pages use it, so it is a plain fetch, not a TanStack query.
import type { GoogleMode } from '@vidcraft/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../../lib/api-client.ts';
import { loadRouteTable } from '../../lib/route-table.ts';

export interface GoogleClientInfo {
  clientId: string;
  mode: GoogleMode;
}

export type GoogleClientState =
  { status: 'loading' } | { status: 'ready'; info: GoogleClientInfo } | { status: 'error' };

export function useGoogleClient(): GoogleClientState {
  const [state, setState] = useState<GoogleClientState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loadRouteTable()
      .then(({ authRoutes }) => callApi(authRoutes.googleClientId, {}))
      .then(({ data }) => active && setState({ status: 'ready', info: data }))
      .catch(() => active && setState({ status: 'error' }));
    return () => {
      active = false;
    };
  }, []);
  return state;
}
