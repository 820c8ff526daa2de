// /youtube-callback and /youtube-oauth-callback (spec §2, §4): where the server sends the browser after Google.
// Success: the success toast, the pending request cleared, 'youtube-reauth-success' with the channel id, the
// connections reloaded, then on to returnTo (or /channels). Failure: what went wrong and how to go on.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CircleAlert, ExternalLink, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { appQueryClient } from '../../app/query-provider.tsx';
import { queryKeys } from '../../app/query-keys.ts';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { oauthErrorOf } from '../../lib/oauth-errors.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { toast } from '../../lib/toast-store.ts';
import { AppNamespaceGate } from '../app-shell/app-namespace-gate.tsx';
import { useConnectChannel } from '../channels/use-connect-channel.ts';
import { LogoMark } from '../../components/logo.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { abandonChannelAuth, completeChannelAuth, readStoredRequest } from './channel-auth-flow.ts';

const CREATE_CHANNEL_URL = 'https://www.youtube.com/create_channel';

function CallbackScreen() {
  const { t } = useTranslation('app');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const connect = useConnectChannel();
  // Read once, before the effect below clears it: what this tab asked for (to offer the same again).
  const [stored] = useState(readStoredRequest);
  const handled = useRef(false);
  const succeeded = params.get('youtube_connected') === 'true';
  const returnTo = safeReturnPath(params.get('returnTo')) ?? localize('/channels');

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (!succeeded) {
      abandonChannelAuth();
      return;
    }
    const request = completeChannelAuth(params.get('channelId'));
    const kind =
      request?.access === 'write'
        ? 'writeAccess'
        : params.get('reason') === 'reauth'
          ? 'reauthorized'
          : 'connected';
    toast({
      variant: 'success',
      title: t(`toasts.${kind}.title`),
      description: t(`toasts.${kind}.description`),
    });
    for (const key of [
      queryKeys.connections,
      queryKeys.youtubeStatus,
      queryKeys.userChannel,
      queryKeys.profile,
    ]) {
      void appQueryClient.invalidateQueries({ queryKey: key });
    }
    void navigate(returnTo, { replace: true });
  }, [navigate, params, returnTo, succeeded, t]);

  const failure = succeeded
    ? null
    : { ...oauthErrorOf('connect', params.get('error') ?? ''), retry: stored ?? {} };
  if (!failure) return <Spinner size="lg" fullScreen text={t('callback.finishing')} />;
  return (
    <div className="flex min-h-dvh items-center justify-center px-4 py-12">
      <section
        aria-labelledby="callback-title"
        className="grid w-full max-w-md gap-5 rounded-2xl bg-surface p-6 shadow-2xl ring-1 ring-line sm:p-8"
      >
        <LogoMark className="size-10" />
        <h1 id="callback-title" className="text-2xl font-bold tracking-tight">
          {t('callback.failedTitle')}
        </h1>
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-danger/10 p-3 text-sm ring-1 ring-danger/40"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
          {t(failure.messageKey)}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {failure.code === 'channel_limit' ? (
            <Button asChild>
              <Link to={localize('/pricing')}>{t('callback.seePlans')}</Link>
            </Button>
          ) : null}
          {failure.code === 'no_channel' ? (
            <Button asChild>
              <a href={CREATE_CHANNEL_URL} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden />
                {t('callback.createChannel')}
              </a>
            </Button>
          ) : null}
          <Button
            variant={
              failure.code === 'no_channel' || failure.code === 'channel_limit' ? 'secondary' : 'primary'
            }
            disabled={connect.starting}
            onClick={() => connect.start(returnTo, failure.retry)}
          >
            <RotateCcw aria-hidden />
            {t('callback.tryAgain')}
          </Button>
          <Button asChild variant="ghost">
            <Link to={localize('/channels')}>{t('callback.backToChannels')}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}

export function YoutubeCallbackPage() {
  return (
    <AppNamespaceGate>
      <CallbackScreen />
    </AppNamespaceGate>
  );
}
