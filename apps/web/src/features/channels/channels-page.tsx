// /channels (issue 4): every connected channel with its status, and connect / make active / refresh /
// re-authorize / remove. Each channel is its own Google grant, so channels of several Google accounts mix.
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { Connection } from '@vidcraft/contracts';
import { Info, MonitorPlay, Plus } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { GOOGLE_PRIVACY_URL, YOUTUBE_TERMS_URL } from '../../lib/external-urls.ts';
import { currentReturnPath } from '../../lib/return-path.ts';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { requestChannelAuth } from '../reauth/channel-auth-flow.ts';
import { ConnectionCard } from './connection-card.tsx';
import { RemoveConnectionDialog } from './remove-connection-dialog.tsx';
import { useConnectChannel } from './use-connect-channel.ts';
import { useConnectionActions } from './use-connection-actions.ts';
import { useConnections } from './use-connections.ts';

export function ChannelsPage() {
  const { t } = useTranslation('app');
  const location = useLocation();
  const connections = useConnections();
  const { activate, refresh, remove } = useConnectionActions();
  const connect = useConnectChannel();
  const [removing, setRemoving] = useState<Connection | null>(null);
  const list = connections.data ?? [];
  const busy = activate.isPending || remove.isPending;
  const connectButton = (
    <Button onClick={() => connect.start(currentReturnPath(location))} disabled={connect.starting}>
      <Plus aria-hidden />
      {list.length > 0 ? t('channels.connectAnother') : t('channels.connectFirst')}
    </Button>
  );

  return (
    <AppPage
      title={t('channels.title')}
      lead={t('channels.lead')}
      actions={list.length > 0 ? connectButton : null}
    >
      {connections.isPending ? (
        <StateBox role="status">
          <Spinner />
        </StateBox>
      ) : connections.isError ? (
        <StateBox role="alert">
          <p>{t('channels.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void connections.refetch()}>
            {t('actions.retry')}
          </Button>
        </StateBox>
      ) : list.length === 0 ? (
        <StateBox>
          <MonitorPlay className="size-10 text-accent" aria-hidden />
          <h2 className="text-lg font-semibold">{t('channels.empty.title')}</h2>
          <p className="max-w-md text-ink-muted">{t('channels.empty.description')}</p>
          {connectButton}
        </StateBox>
      ) : (
        <ul aria-label={t('channels.listLabel')} className="grid gap-4 lg:grid-cols-2">
          {list.map((connection) => (
            <ConnectionCard
              key={connection.id}
              connection={connection}
              busy={busy}
              refreshing={refresh.isPending && refresh.variables?.id === connection.id}
              onActivate={() => activate.mutate(connection)}
              onRefresh={() => refresh.mutate(connection)}
              onReauthorize={() =>
                requestChannelAuth({ reason: 'reauth', channelId: connection.youtubeChannelId })
              }
              onRemove={() => setRemoving(connection)}
            />
          ))}
        </ul>
      )}
      <aside className="flex items-start gap-3 rounded-2xl bg-surface-raised/50 p-4 text-sm text-ink-muted ring-1 ring-line">
        <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
        <div className="grid gap-1">
          <p>{t('channels.howItWorks.grants')}</p>
          <p>{t('channels.howItWorks.access')}</p>
          <p>{t('channels.howItWorks.refreshCost')}</p>
          <p>
            {/* YouTube API Services policy III.A.1: users agree to YouTube's terms when they connect. */}
            <Trans
              t={t}
              i18nKey="channels.howItWorks.youtubeTerms"
              components={{
                terms: (
                  <a
                    href={YOUTUBE_TERMS_URL}
                    target="_blank"
                    rel="noreferrer"
                    className="underline underline-offset-4"
                  />
                ),
                privacy: (
                  <a
                    href={GOOGLE_PRIVACY_URL}
                    target="_blank"
                    rel="noreferrer"
                    className="underline underline-offset-4"
                  />
                ),
              }}
            />
          </p>
        </div>
      </aside>
      <RemoveConnectionDialog
        connection={removing}
        othersRemain={list.length > 1}
        removing={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={(connection) => remove.mutate(connection, { onSettled: () => setRemoving(null) })}
      />
    </AppPage>
  );
}
