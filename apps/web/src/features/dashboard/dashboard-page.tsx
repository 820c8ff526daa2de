// /dashboard (issue 5): the active channel, what is synced, Sync with live progress, today's quota, the newest
// videos and shortcuts. Before a channel is connected, how to connect one.
import type { Connection } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useActiveConnection } from '../channels/use-connections.ts';
import { useChannelStats } from '../channels/use-channel-stats.ts';
import { ChannelOverview } from './channel-overview.tsx';
import { FeatureHighlights } from './feature-highlights.tsx';
import { LibraryCard } from './library-card.tsx';
import { NoChannelState } from '../channels/no-channel-state.tsx';
import { QuickLinks } from './quick-links.tsx';
import { QuotaCard } from './quota-card.tsx';
import { RecentVideos } from './recent-videos.tsx';
import { SyncCard } from './sync-card.tsx';

function ChannelDashboard({ connection }: { connection: Connection }) {
  const videoCount = useChannelStats(connection.id).data?.videoCount ?? null;
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid content-start gap-4 lg:col-span-2">
          <ChannelOverview connection={connection} />
          <LibraryCard connection={connection} />
        </div>
        <div className="grid content-start gap-4">
          <SyncCard connection={connection} videoCount={videoCount} />
          <QuotaCard />
        </div>
      </div>
      <RecentVideos connection={connection} />
      <QuickLinks />
      <FeatureHighlights />
    </>
  );
}

export function DashboardPage() {
  const { t } = useTranslation('app');
  const { active, query } = useActiveConnection();
  return (
    <AppPage
      title={t('dashboard.title')}
      lead={active ? t('dashboard.lead', { channel: active.channelName }) : undefined}
    >
      {query.isPending ? (
        <StateBox role="status">
          <Spinner />
        </StateBox>
      ) : query.isError ? (
        <StateBox role="alert">
          <p>{t('channels.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </StateBox>
      ) : active ? (
        <ChannelDashboard key={active.id} connection={active} />
      ) : (
        <NoChannelState />
      )}
    </AppPage>
  );
}
