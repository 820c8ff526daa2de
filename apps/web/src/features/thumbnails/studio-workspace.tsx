// The studio for one video: text and background on one side, the render with its checks and actions on the
// other (first on a phone), then the YouTube previews, variants, the upload history and the month's quota.
// Uploads and reverts are deliberate: reviewed, one idempotency key per click, failures said by code.
import { useEffect, useMemo, useState } from 'react';
import type { ThumbnailCapabilities, ThumbnailUploadEntry, VideoDetails } from '@vidcraft/contracts';
import { Frame as FrameIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast-store.ts';
import { randomUuid } from '../../lib/uuid.ts';
import { useConnections } from '../channels/use-connections.ts';
import { BackgroundPanel } from './background-panel.tsx';
import { CheckList } from './check-list.tsx';
import { Panel } from './controls.tsx';
import { designText, fromThumbnailDesign, toThumbnailDesign, type BackgroundChoice } from './design.ts';
import { studioFailureOf, type StudioFailure } from './failures.ts';
import { dataUrlToBlob } from './image-blobs.ts';
import { imageUrl } from './thumbnails-api.ts';
import { LayersPanel } from './layers-panel.tsx';
import { QuotaPanel } from './quota-panel.tsx';
import { RenderPreview } from './render-preview.tsx';
import { SavedThumbnails } from './saved-thumbnails.tsx';
import { StudioHeading } from './studio-heading.tsx';
import { SurfacePreviews } from './surface-previews.tsx';
import { ThumbnailActions } from './thumbnail-actions.tsx';
import { UploadAccessDialog } from './upload-access-dialog.tsx';
import { UploadDialog } from './upload-dialog.tsx';
import { UploadHistory } from './upload-history.tsx';
import { useStudioDesign } from './use-studio-design.ts';
import { useThumbnailQuota } from './use-thumbnail-quota.ts';
import { useThumbnailRender } from './use-thumbnail-render.ts';
import { useRevertThumbnail, useThumbnailUploads, useUploadThumbnail } from './use-thumbnail-uploads.ts';
import { VariantsPanel } from './variants-panel.tsx';

/** thumbnails.set costs 50 units (the server says its own figure once the quota has loaded). */
const DEFAULT_UNITS_PER_UPLOAD = 50;

interface Props {
  video: VideoDetails;
  capabilities: ThumbnailCapabilities;
  /** The background the studio was opened with (`?background=`), or null. */
  startBackground?: BackgroundChoice | null;
}

export function StudioWorkspace({ video, capabilities, startBackground = null }: Props) {
  const { t } = useTranslation('thumbnails');
  const connection = useConnections().data?.find((item) => item.youtubeChannelId === video.channelId) ?? null;
  const studio = useStudioDesign({
    designKey: video.id,
    hasVideo: true,
    hasCurrentThumbnail: video.thumbnailUrl !== null,
    firstPreset: capabilities.presets[0],
    startBackground,
  });
  const { design } = studio;
  const sent = useMemo(() => toThumbnailDesign(design, video.id), [design, video.id]);
  const { query: render, updating } = useThumbnailRender(video.id, sent);
  const current = render.data && !render.isPlaceholderData && !updating ? render.data : null;
  const quota = useThumbnailQuota().data;
  const uploads = useThumbnailUploads(video.id);
  const unitsPerUpload = quota?.youtube.unitsPerUpload ?? DEFAULT_UNITS_PER_UPLOAD;

  const [uploadOpen, setUploadOpen] = useState(studio.resumeUpload);
  const [uploadFailure, setUploadFailure] = useState<StudioFailure | null>(null);
  const [accessFor, setAccessFor] = useState<'upload' | 'revert' | null>(null);
  const [revertFailure, setRevertFailure] = useState<{ id: string; failure: StudioFailure } | null>(null);
  const { resumed, resumeUpload } = studio;
  useEffect(() => {
    if (resumeUpload) resumed();
  }, [resumeUpload, resumed]);

  const upload = useUploadThumbnail(video.id, ({ replayed }) => {
    setUploadOpen(false);
    toast({
      variant: 'success',
      title: t('toasts.uploaded'),
      description: replayed ? t('toasts.uploadedAgain') : t('toasts.uploadedDescription'),
    });
  });
  const revert = useRevertThumbnail(video.id, () =>
    toast({ variant: 'success', title: t('toasts.reverted'), description: t('toasts.revertedDescription') }),
  );

  const sendUpload = () => {
    if (!current) return;
    setUploadFailure(null);
    upload.mutate(dataUrlToBlob(current.image), {
      onError: (error) => {
        const failure = studioFailureOf(error, 'youtube');
        if (failure.kind === 'writeAccess') {
          setUploadOpen(false);
          setAccessFor('upload');
        } else setUploadFailure(failure);
      },
    });
  };

  const sendRevert = (entry: ThumbnailUploadEntry) => {
    setRevertFailure(null);
    revert.mutate(entry.id, {
      onError: (error) => {
        const failure = studioFailureOf(error, 'youtube');
        if (failure.kind === 'writeAccess') setAccessFor('revert');
        else setRevertFailure({ id: entry.id, failure });
      },
    });
  };

  return (
    <div className="grid gap-6">
      <StudioHeading video={video} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start">
        <div className="grid min-w-0 gap-6 lg:order-2">
          <Panel title={t('render.title')} icon={<FrameIcon aria-hidden />}>
            <RenderPreview
              render={render.data}
              error={render.error}
              updating={updating}
              text={designText(design)}
            />
            <ThumbnailActions
              videoId={video.id}
              design={current ? sent : null}
              image={current?.image ?? null}
              upload={{
                unitsPerUpload,
                onUpload: () => {
                  setUploadFailure(null);
                  setUploadOpen(true);
                },
              }}
            />
            {render.data ? <CheckList report={render.data.report} hasText={sent.layers.length > 0} /> : null}
          </Panel>
        </div>
        <div className="grid min-w-0 gap-6 lg:order-1">
          <LayersPanel
            layers={design.layers}
            maxLayers={capabilities.limits.maxLayers}
            placementMethod={capabilities.placementMethod}
            onChange={studio.updateLayer}
            onAdd={studio.addLayer}
            onRemove={studio.removeLayer}
          />
          <BackgroundPanel
            video={video}
            channelId={video.channelId}
            background={design.background}
            capabilities={capabilities}
            onChange={(background) => studio.setDesign((previous) => ({ ...previous, background }))}
          />
        </div>
      </div>
      <SurfacePreviews video={video} connection={connection} image={render.data?.image ?? null} />
      <VariantsPanel
        videoId={video.id}
        channelId={video.channelId}
        design={design}
        presets={capabilities.presets}
        onUse={studio.setDesign}
      />
      <SavedThumbnails
        videoId={video.id}
        onEdit={(saved) => {
          studio.setDesign(fromThumbnailDesign(saved.design, randomUuid, imageUrl));
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <UploadHistory
          entries={uploads.data}
          loading={uploads.isPending}
          unitsPerUpload={unitsPerUpload}
          revertingId={revert.isPending ? (revert.variables ?? null) : null}
          revertFailure={revertFailure}
          onRevert={sendRevert}
        />
        <QuotaPanel quota={quota} />
      </div>
      <UploadDialog
        open={uploadOpen}
        onOpenChange={setUploadOpen}
        videoTitle={video.title}
        image={current?.image ?? null}
        currentUrl={video.thumbnailUrl}
        quota={quota}
        unitsPerUpload={unitsPerUpload}
        pending={upload.isPending}
        failure={uploadFailure}
        onConfirm={sendUpload}
      />
      {connection ? (
        <UploadAccessDialog
          open={accessFor !== null}
          onOpenChange={(open) => setAccessFor(open ? accessFor : null)}
          channelId={connection.youtubeChannelId}
          channelName={connection.channelName}
          onLeave={() => {
            if (accessFor === 'upload') studio.keepForReturn();
          }}
        />
      ) : null}
    </div>
  );
}
