// /thumbnail-generator (issue 13): without `?videoId=` the creator picks one of the active channel's videos;
// with it, the studio composes, checks, previews and uploads that video's thumbnail.
import { useEffect } from 'react';
import type { VideoSummary } from '@vidcraft/contracts';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { NoChannelState } from '../channels/no-channel-state.tsx';
import { useActiveConnection } from '../channels/use-connections.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { useVideoDetails } from '../videos/use-video-details.ts';
import { STUDIO_PATH } from './studio-heading.tsx';
import { StudioWorkspace } from './studio-workspace.tsx';
import { useThumbnailCapabilities } from './use-thumbnail-capabilities.ts';
import { VideoPicker } from '../videos/video-picker.tsx';

const FRAME = 'mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8';

function Studio({ videoId }: { videoId: string }) {
  const { t } = useTranslation('thumbnails');
  const localize = useLocalizedPath();
  const details = useVideoDetails(videoId);
  const capabilities = useThumbnailCapabilities();
  if (details.isPending || capabilities.isPending) {
    return (
      <StateBox role="status">
        <Spinner text={t('page.loading')} />
      </StateBox>
    );
  }
  if (details.isError || !details.data) {
    return (
      <StateBox role="alert">
        <p className="font-semibold">{t('page.notFoundTitle')}</p>
        <p className="text-sm text-ink-muted">{t('page.notFound')}</p>
        <Button asChild variant="secondary">
          <Link to={localize(STUDIO_PATH)}>{t('page.changeVideo')}</Link>
        </Button>
      </StateBox>
    );
  }
  if (capabilities.isError || !capabilities.data) {
    return (
      <StateBox role="alert">
        <p className="font-semibold">{t('page.unavailableTitle')}</p>
        <p className="text-sm text-ink-muted">{t('page.unavailable')}</p>
        <Button variant="secondary" onClick={() => void capabilities.refetch()}>
          {t('page.retry')}
        </Button>
      </StateBox>
    );
  }
  return <StudioWorkspace video={details.data} capabilities={capabilities.data} />;
}

function PickVideo() {
  const { t } = useTranslation('thumbnails');
  const [, setParams] = useSearchParams();
  const { active, query } = useActiveConnection();
  const pick = (video: VideoSummary) => setParams({ videoId: video.id });
  return (
    <AppPage
      title={t('page.title')}
      lead={active ? t('page.pickLead', { channel: active.channelName }) : undefined}
    >
      {query.isPending ? (
        <StateBox role="status">
          <Spinner />
        </StateBox>
      ) : active ? (
        <VideoPicker key={active.id} connectionId={active.id} onOpen={pick} />
      ) : (
        <NoChannelState />
      )}
    </AppPage>
  );
}

export function ThumbnailStudioPage() {
  const { t } = useTranslation('thumbnails');
  const [params] = useSearchParams();
  const videoId = params.get('videoId');
  // No route handle: the page's title comes from this namespace, not from the Index SEO table.
  useEffect(() => {
    document.title = t('page.documentTitle');
  }, [t]);
  if (!videoId) return <PickVideo />;
  return (
    <div className={FRAME}>
      <Studio key={videoId} videoId={videoId} />
    </div>
  );
}
