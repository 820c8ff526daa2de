// The re-authorization dialog (reauth-dialog.tsx, with Radix Dialog) loads with the first request for it, not
// with every signed-in screen; from then on it stays mounted and listens for requests itself.
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  AUTH_FLOW_REQUESTED_EVENT,
  REAUTH_SUCCESS_EVENT,
  type ChannelAuthRequest,
} from './channel-auth-flow.ts';

const ReauthDialog = lazy(() => import('./reauth-dialog.tsx').then((m) => ({ default: m.ReauthDialog })));

export function ReauthDialogHost() {
  // undefined until the first request; then the latest request (null once it succeeded) for the dialog to open with.
  const [request, setRequest] = useState<ChannelAuthRequest | null | undefined>(undefined);
  useEffect(() => {
    const open = (event: Event) => setRequest((event as CustomEvent<ChannelAuthRequest>).detail);
    const close = () => setRequest((current) => (current === undefined ? undefined : null));
    window.addEventListener(AUTH_FLOW_REQUESTED_EVENT, open);
    window.addEventListener(REAUTH_SUCCESS_EVENT, close);
    return () => {
      window.removeEventListener(AUTH_FLOW_REQUESTED_EVENT, open);
      window.removeEventListener(REAUTH_SUCCESS_EVENT, close);
    };
  }, []);
  if (request === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog initialRequest={request} />
    </Suspense>
  );
}
