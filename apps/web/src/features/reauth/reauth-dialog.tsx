// The channel re-authorization dialog (spec §2, §4): opened by the 'youtube-auth-flow-requested' event, closed
// by 'youtube-reauth-success'. Cancel forgets the pending request; Confirm shows "redirecting" and leaves for
// Google (forced consent); if that cannot start, the dialog stays and says so. Loaded with the first request
// (reauth-dialog-host.tsx), which it opens with.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { KeyRound, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { currentReturnPath } from '../../lib/return-path.ts';
import { toast } from '../../lib/toast-store.ts';
import { useConnections } from '../channels/use-connections.ts';
import {
  AUTH_FLOW_REQUESTED_EVENT,
  cancelChannelAuth,
  REAUTH_SUCCESS_EVENT,
  startChannelAuth,
  type ChannelAuthRequest,
} from './channel-auth-flow.ts';

export function ReauthDialog({ initialRequest = null }: { initialRequest?: ChannelAuthRequest | null }) {
  const { t } = useTranslation(['app', 'common']);
  const location = useLocation();
  const [request, setRequest] = useState<ChannelAuthRequest | null>(initialRequest);
  const [processing, setProcessing] = useState(false);
  const connection = useConnections().data?.find((item) => item.youtubeChannelId === request?.channelId);

  useEffect(() => {
    const open = (event: Event) => {
      setProcessing(false);
      setRequest((event as CustomEvent<ChannelAuthRequest>).detail);
    };
    const close = () => {
      setProcessing(false);
      setRequest(null);
    };
    window.addEventListener(AUTH_FLOW_REQUESTED_EVENT, open);
    window.addEventListener(REAUTH_SUCCESS_EVENT, close);
    return () => {
      window.removeEventListener(AUTH_FLOW_REQUESTED_EVENT, open);
      window.removeEventListener(REAUTH_SUCCESS_EVENT, close);
    };
  }, []);

  const cancel = () => {
    cancelChannelAuth();
    setRequest(null);
  };

  const confirm = () => {
    setProcessing(true);
    startChannelAuth(currentReturnPath(location))
      .then((stayed) => {
        // The in-app browser is open over the app: the dialog waits for the result, and can be closed.
        if (stayed) setProcessing(false);
      })
      .catch((error: unknown) => {
        console.error('Starting YouTube re-authorization failed', error);
        setProcessing(false);
        toast({
          variant: 'destructive',
          title: t('toasts.authFailed.title'),
          description: t('toasts.authFailed.description'),
        });
      });
  };

  const kind = request?.reason === 'connect' ? 'connect' : 'reauth';
  const channel = connection?.channelName ?? t('reauthDialog.yourChannel');
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open || processing ? undefined : cancel())}>
      <DialogContent
        closeLabel={processing ? undefined : t('common:actions.close')}
        onEscapeKeyDown={(event) => (processing ? event.preventDefault() : undefined)}
        onPointerDownOutside={(event) => (processing ? event.preventDefault() : undefined)}
      >
        <div className="flex items-center gap-3">
          {connection ? (
            <Avatar src={connection.thumbnailUrl} name={connection.channelName} />
          ) : (
            <span className="flex size-10 items-center justify-center rounded-full bg-warning/10 ring-1 ring-warning/30">
              <KeyRound className="size-5 text-warning" aria-hidden />
            </span>
          )}
          <DialogTitle>{t(`reauthDialog.${kind}.title`)}</DialogTitle>
        </div>
        <DialogDescription>{t(`reauthDialog.${kind}.description`, { channel })}</DialogDescription>
        <p className="flex items-start gap-2 rounded-xl bg-surface-raised p-3 text-sm text-ink-muted ring-1 ring-line">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          {t(`reauthDialog.${kind}.whatHappens`)}
        </p>
        {processing ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium">
            <LoaderCircle
              className="size-4 animate-spin text-accent motion-reduce:animate-none"
              aria-hidden
            />
            {t('reauthDialog.redirecting')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={cancel} disabled={processing}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={confirm} disabled={processing}>
            {t(`reauthDialog.${kind}.confirm`)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
