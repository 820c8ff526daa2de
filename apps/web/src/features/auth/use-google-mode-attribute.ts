// The sign-in page's sandbox note shows from the Google mode the server writes on a served page's <html>
// (GOOGLE_MODE_ATTRIBUTE), so it is part of the first paint. A page that came without it (the development server)
// gets it from the server's answer once the app runs.
import { useEffect } from 'react';
// The zod-free module: the sign-in page's first load must not carry the schemas.
import { GOOGLE_MODE_ATTRIBUTE } from '@vidcraft/contracts/google-mode';
import { callApi } from '../../lib/api-client.ts';
import { loadRouteTable } from '../../lib/route-table.ts';

export function useGoogleModeAttribute(): void {
  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute(GOOGLE_MODE_ATTRIBUTE)) return;
    let active = true;
    loadRouteTable()
      .then(({ authRoutes }) => callApi(authRoutes.googleClientId, {}))
      .then(({ data }) => active && root.setAttribute(GOOGLE_MODE_ATTRIBUTE, data.mode))
      // Unknown mode: the note stays hidden, as for live Google.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
}
