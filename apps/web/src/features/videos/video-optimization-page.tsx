// /video-optimization: pick a video of the active channel; its detail panel (metadata, status, statistics,
// captions) opens beside the list, and "Optimize" opens it in the optimizer (/video-optimizer).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useActiveConnection } from '../channels/use-connections.ts';
import { NoChannelState } from '../channels/no-channel-state.tsx';
import { useVideoFilters } from './use-video-filters.ts';
import { VideoDetailSheet } from './video-detail-sheet.tsx';
import { VideoPicker } from './video-picker.tsx';

export function VideoOptimizationPage() {
  const { t } = useTranslation('app');
  const { active, query } = useActiveConnection();
  const { selectedVideoId, update } = useVideoFilters();
  const open = useCallback((video: { id: string }) => update({ video: video.id }), [update]);
  const close = useCallback(() => update({ video: null }), [update]);

  return (
    <AppPage
      title={t('videos.title')}
      lead={active ? t('videos.lead', { channel: active.channelName }) : undefined}
    >
      {query.isPending ? (
        <StateBox role="status">
          <Spinner />
        </StateBox>
      ) : active ? (
        <>
          <VideoPicker key={active.id} connectionId={active.id} onOpen={open} />
          <VideoDetailSheet videoId={selectedVideoId} connection={active} onClose={close} />
        </>
      ) : (
        <NoChannelState />
      )}
    </AppPage>
  );
}
