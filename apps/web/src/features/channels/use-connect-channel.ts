// "Connect a channel": asks the server for Google's consent URL (read-only access, least privilege) and leaves
// for it (the native shell opens it in the in-app browser and stays). Google's account chooser and channel
// picker follow; one grant is one channel.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api.ts';
import { toast } from '../../lib/toast-store.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { startConnect, type ChannelAuthRequest } from '../reauth/channel-auth-flow.ts';

/** The plan's channel limit when the server refused a new connection for it. */
function channelLimitOf(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'FORBIDDEN') return null;
  const details = (error.details ?? {}) as { reason?: unknown; limit?: unknown };
  return details.reason === 'channelLimit' && typeof details.limit === 'number' ? details.limit : null;
}

export function useConnectChannel() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [starting, setStarting] = useState(false);

  const start = (returnTo: string, request: Partial<ChannelAuthRequest> = {}) => {
    setStarting(true);
    startConnect(request, returnTo)
      .then((stayed) => {
        if (stayed) setStarting(false);
      })
      .catch((error: unknown) => {
        setStarting(false);
        const limit = channelLimitOf(error);
        if (limit !== null) {
          toast({
            variant: 'warning',
            title: t('toasts.channelLimit.title'),
            description: t('toasts.channelLimit.description', { count: limit }),
            action: {
              label: t('toasts.channelLimit.action'),
              altText: t('toasts.channelLimit.action'),
              onClick: () => void navigate(localize('/pricing')),
            },
          });
          return;
        }
        console.error('Starting the YouTube connection failed', error);
        toast({
          variant: 'destructive',
          title: t('toasts.authFailed.title'),
          description: t('toasts.authFailed.description'),
        });
      });
  };

  return { start, starting };
}
