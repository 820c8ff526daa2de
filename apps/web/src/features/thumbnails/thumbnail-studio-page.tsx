// /thumbnail-generator (issue 13): without `?videoId=` the creator picks one of the active channel's videos;
// with it, the studio composes, checks, previews and uploads that video's thumbnail. With `?upload=<id>` and no
// video (issue 16) it designs for an upload that is not on YouTube yet. `?background=<assetId>` starts the design
// on one of the creator's backgrounds (the upload tool sends one of the upload's frames).
import { useEffect } from 'react';
import { UploadIdParams, type VideoSummary } from '@vidcraft/contracts';
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
import { STUDIO_PARAMS } from './studio-link.tsx';
import { StudioWorkspace } from './studio-workspace.tsx';
import { UploadStudioWorkspace } from './upload-studio-workspace.tsx';
import { useConsumeStartBackground, useStartBackground } from './use-start-background.ts';
import { useThumbnailCapabilities } from './use-thumbnail-capabilities.ts';
import { VideoPicker } from '../videos/video-picker.tsx';

const FRAME = 'mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8';

function Loading() {
  const { t } = useTranslation('thumbnails');
  return (
    <StateBox role="status">
      <Spinner text={t('page.loading')} />
    </StateBox>
  );
}

function Unavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('thumbnails');
  return (
    <StateBox role="alert">
      <p className="font-semibold">{t('page.unavailableTitle')}</p>
      <p className="text-sm text-ink-muted">{t('page.unavailable')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('page.retry')}
      </Button>
    </StateBox>
  );
}

function Studio({ videoId }: { videoId: string }) {
  const { t } = useTranslation('thumbnails');
  const localize = useLocalizedPath();
  const details = useVideoDetails(videoId);
  const capabilities = useThumbnailCapabilities();
  const start = useStartBackground();
  useConsumeStartBackground(start.consume, details.isSuccess && capabilities.isSuccess && !start.pending);
  if (details.isPending || capabilities.isPending || start.pending) return <Loading />;
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
    return <Unavailable onRetry={() => void capabilities.refetch()} />;
  }
  return (
    <StudioWorkspace
      video={details.data}
      capabilities={capabilities.data}
      startBackground={start.background}
    />
  );
}

/** Designing for an upload that is not on YouTube yet: no video to load, no video needed. */
function UploadStudio({ uploadId }: { uploadId: string }) {
  const capabilities = useThumbnailCapabilities();
  const start = useStartBackground();
  useConsumeStartBackground(start.consume, capabilities.isSuccess && !start.pending);
  if (capabilities.isPending || start.pending) return <Loading />;
  if (capabilities.isError || !capabilities.data) {
    return <Unavailable onRetry={() => void capabilities.refetch()} />;
  }
  return (
    <UploadStudioWorkspace
      uploadId={uploadId}
      capabilities={capabilities.data}
      startBackground={start.background}
    />
  );
}

/** The upload the studio designs for: an upload id (anything else is no upload). */
function uploadIdOf(value: string | null): string | null {
  return value !== null && UploadIdParams.shape.id.safeParse(value).success ? value : null;
}

function PickVideo() {
  const { t } = useTranslation('thumbnails');
  const [, setParams] = useSearchParams();
  const { active, query } = useActiveConnection();
  // The address names the video picked (and a background the studio was opened with, which stays).
  const pick = (video: VideoSummary) =>
    setParams((previous) => {
      const next = new URLSearchParams({ [STUDIO_PARAMS.video]: video.id });
      const background = previous.get(STUDIO_PARAMS.background);
      if (background) next.set(STUDIO_PARAMS.background, background);
      return next;
    });
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
  const videoId = params.get(STUDIO_PARAMS.video);
  const uploadId = uploadIdOf(params.get(STUDIO_PARAMS.upload));
  // No route handle: the page's title comes from this namespace, not from the Index SEO table.
  useEffect(() => {
    document.title = t('page.documentTitle');
  }, [t]);
  if (videoId) {
    return (
      <div className={FRAME}>
        <Studio key={videoId} videoId={videoId} />
      </div>
    );
  }
  if (uploadId) {
    return (
      <div className={FRAME}>
        <UploadStudio key={uploadId} uploadId={uploadId} />
      </div>
    );
  }
  return <PickVideo />;
}
