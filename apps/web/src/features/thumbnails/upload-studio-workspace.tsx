// The studio for an upload that is not on YouTube yet (`?upload=<id>`, opened from one of its frames): the same
// text, background, render and checks, with no video to preview or upload to. A thumbnail kept here is chosen on
// the upload's page and goes to YouTube with the video; the way back to that page is always in view.
import { useMemo, useState } from 'react';
import type { ThumbnailCapabilities } from '@vidcraft/contracts';
import { ArrowLeft, CircleCheck, Frame as FrameIcon, ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { randomUuid } from '../../lib/uuid.ts';
import { useActiveConnection } from '../channels/use-connections.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { uploadResultPath } from '../uploads/upload-paths.ts';
import { BackgroundPanel } from './background-panel.tsx';
import { CheckList } from './check-list.tsx';
import { Panel } from './controls.tsx';
import { designText, fromThumbnailDesign, toThumbnailDesign, type BackgroundChoice } from './design.ts';
import { LayersPanel } from './layers-panel.tsx';
import { RenderPreview } from './render-preview.tsx';
import { SavedThumbnails } from './saved-thumbnails.tsx';
import { ThumbnailActions } from './thumbnail-actions.tsx';
import { imageUrl } from './thumbnails-api.ts';
import { useStudioDesign } from './use-studio-design.ts';
import { useThumbnailRender } from './use-thumbnail-render.ts';
import { VariantsPanel } from './variants-panel.tsx';

interface Props {
  uploadId: string;
  capabilities: ThumbnailCapabilities;
  /** The background the studio was opened with (the upload's frame), or null. */
  startBackground: BackgroundChoice | null;
}

function BackToUpload({ uploadId, variant }: { uploadId: string; variant: 'secondary' | 'link' }) {
  const { t } = useTranslation('thumbnails');
  const localize = useLocalizedPath();
  return (
    <Button
      asChild
      variant={variant}
      size="sm"
      className={variant === 'link' ? 'h-auto justify-self-start p-0 whitespace-normal' : undefined}
    >
      <Link to={localize(uploadResultPath(uploadId))}>
        <ArrowLeft className="rtl:rotate-180" aria-hidden />
        {t('forUpload.back')}
      </Link>
    </Button>
  );
}

export function UploadStudioHeading({ uploadId }: { uploadId: string }) {
  const { t } = useTranslation('thumbnails');
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent uppercase">
          <ImageIcon className="size-3.5" aria-hidden />
          {t('page.title')}
        </p>
        <h1 className="text-xl leading-snug font-bold text-balance sm:text-2xl">{t('forUpload.title')}</h1>
        <p className="max-w-3xl text-sm text-pretty text-ink-muted">{t('forUpload.lead')}</p>
      </div>
      <div className="flex">
        <BackToUpload uploadId={uploadId} variant="secondary" />
      </div>
    </header>
  );
}

export function UploadStudioWorkspace({ uploadId, capabilities, startBackground }: Props) {
  const { t } = useTranslation('thumbnails');
  // Brand colours are remembered per channel: the active one is where the upload most likely goes.
  const brandChannel = useActiveConnection().active?.youtubeChannelId ?? '';
  const studio = useStudioDesign({
    designKey: `upload:${uploadId}`,
    hasVideo: false,
    hasCurrentThumbnail: false,
    firstPreset: capabilities.presets[0],
    startBackground,
  });
  const { design } = studio;
  const sent = useMemo(() => toThumbnailDesign(design, null), [design]);
  const { query: render, updating } = useThumbnailRender(null, sent);
  const current = render.data && !render.isPlaceholderData && !updating ? render.data : null;
  const [kept, setKept] = useState(false);

  return (
    <div className="grid gap-6">
      <UploadStudioHeading uploadId={uploadId} />
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
              videoId={null}
              design={current ? sent : null}
              image={current?.image ?? null}
              onKept={() => setKept(true)}
            />
            <div role="status">
              {kept ? (
                <div className="grid gap-1.5 rounded-xl bg-page p-3 text-sm ring-1 ring-line">
                  <p className="flex items-start gap-2">
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
                    <span>{t('forUpload.kept')}</span>
                  </p>
                  <BackToUpload uploadId={uploadId} variant="link" />
                </div>
              ) : null}
            </div>
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
            video={null}
            channelId={brandChannel}
            background={design.background}
            capabilities={capabilities}
            onChange={(background) => studio.setDesign((previous) => ({ ...previous, background }))}
          />
        </div>
      </div>
      <VariantsPanel
        videoId={null}
        channelId={brandChannel}
        design={design}
        presets={capabilities.presets}
        onUse={studio.setDesign}
      />
      <SavedThumbnails
        videoId={null}
        onEdit={(saved) => {
          studio.setDesign(fromThumbnailDesign(saved.design, randomUuid, imageUrl));
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
      />
    </div>
  );
}
