// "Connect a channel": asks the server for Google's consent URL (read-only access, least privilege) and leaves
// for it. Google's account chooser and channel picker follow; one grant is one channel.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast-store.ts';
import { startConnect, type ChannelAuthRequest } from '../reauth/channel-auth-flow.ts';

export function useConnectChannel() {
  const { t } = useTranslation('app');
  const [starting, setStarting] = useState(false);

  const start = (returnTo: string, request: Partial<ChannelAuthRequest> = {}) => {
    setStarting(true);
    startConnect(request, returnTo).catch((error: unknown) => {
      console.error('Starting the YouTube connection failed', error);
      setStarting(false);
      toast({
        variant: 'destructive',
        title: t('toasts.authFailed.title'),
        description: t('toasts.authFailed.description'),
      });
    });
  };

  return { start, starting };
}
