// Background: the video's current thumbnail, an uploaded image, a style preset, or a picture an image model
// makes from a prompt. The tab is where the creator looks; the design's background changes when they choose.
// Designing for an upload (no YouTube video yet) there is no current thumbnail, so no such tab.
import { useState } from 'react';
import type { BackgroundAsset, ThumbnailCapabilities, VideoDetails } from '@vidcraft/contracts';
import { Image, Palette, Sparkles, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intl-formats.ts';
import { Panel, RangeField, Segmented } from './controls.tsx';
import { MAX_SCRIM, type BackgroundChoice } from './design.ts';
import { BackgroundUpload } from './background-upload.tsx';
import { GeneratePanel } from './generate-panel.tsx';
import { PresetPicker } from './preset-picker.tsx';

type Mode = 'current' | 'upload' | 'preset' | 'generate';

interface Props {
  /** Null when designing for an upload that is not on YouTube yet. */
  video: VideoDetails | null;
  channelId: string;
  background: BackgroundChoice;
  capabilities: ThumbnailCapabilities;
  onChange: (background: BackgroundChoice) => void;
}

function initialMode(background: BackgroundChoice, hasVideo: boolean): Mode {
  if (background.kind === 'asset' || (background.kind === 'current' && !hasVideo)) return 'upload';
  return background.kind;
}

export function ScrimField({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t, i18n } = useTranslation('thumbnails');
  return (
    <RangeField
      label={t('background.scrim')}
      value={Math.round(value * 100)}
      min={0}
      max={MAX_SCRIM * 100}
      step={5}
      display={percent(value, i18n.language)}
      onChange={(next) => onChange(next / 100)}
    />
  );
}

function percent(value: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

export function BackgroundPanel({ video, channelId, background, capabilities, onChange }: Props) {
  const { t } = useTranslation('thumbnails');
  const [mode, setMode] = useState<Mode>(() => initialMode(background, video !== null));
  const scrim = background.kind === 'preset' ? 0.2 : background.scrim;
  const useAsset = (asset: BackgroundAsset) =>
    onChange({ kind: 'asset', assetId: asset.id, imageUrl: asset.imageUrl, scrim });

  return (
    <Panel title={t('background.title')} icon={<Image aria-hidden />}>
      <Segmented
        label={t('background.source')}
        hideLabel
        value={mode}
        onChange={setMode}
        options={[
          ...(video
            ? [
                {
                  value: 'current' as const,
                  label: t('background.modes.current'),
                  icon: <Image aria-hidden />,
                },
              ]
            : []),
          { value: 'upload', label: t('background.modes.upload'), icon: <Upload aria-hidden /> },
          { value: 'preset', label: t('background.modes.preset'), icon: <Palette aria-hidden /> },
          { value: 'generate', label: t('background.modes.generate'), icon: <Sparkles aria-hidden /> },
        ]}
        className={
          video
            ? '[&_label]:basis-[calc(50%-0.25rem)] sm:[&_label]:basis-0'
            : '[&_label]:basis-[calc(33%-0.25rem)] sm:[&_label]:basis-0'
        }
      />
      {mode === 'current' && video ? (
        <div className="grid gap-3">
          <p className="text-sm text-ink-muted">{t('background.current.lead')}</p>
          {video.thumbnailUrl ? (
            <button
              type="button"
              onClick={() => onChange({ kind: 'current', scrim })}
              aria-pressed={background.kind === 'current'}
              className="group relative overflow-hidden rounded-xl ring-1 ring-line aria-pressed:ring-2 aria-pressed:ring-accent focus-visible:outline-2 focus-visible:outline-accent"
            >
              <img src={video.thumbnailUrl} alt="" className="aspect-video w-full object-cover" />
              <span className="absolute inset-x-0 bottom-0 bg-black/70 px-3 py-1.5 text-start text-xs font-medium text-white">
                {background.kind === 'current' ? t('background.inUse') : t('background.current.use')}
              </span>
            </button>
          ) : (
            <p className="rounded-xl bg-page p-3 text-sm text-ink-muted ring-1 ring-line">
              {t('background.current.none')}
            </p>
          )}
        </div>
      ) : null}
      {mode === 'upload' ? (
        <BackgroundUpload
          selectedId={background.kind === 'asset' ? background.assetId : null}
          maxBytes={capabilities.limits.maxUploadBytes}
          onUse={useAsset}
        />
      ) : null}
      {mode === 'preset' ? (
        <PresetPicker
          channelId={channelId}
          presets={capabilities.presets}
          background={background.kind === 'preset' ? background : null}
          onChange={onChange}
        />
      ) : null}
      {mode === 'generate' ? (
        <GeneratePanel
          imageModel={capabilities.imageModel}
          maxPromptLength={capabilities.limits.maxPromptLength}
          selectedId={background.kind === 'asset' ? background.assetId : null}
          onUse={useAsset}
        />
      ) : null}
      {background.kind !== 'preset' && mode !== 'preset' ? (
        <ScrimField value={scrim} onChange={(value) => onChange({ ...background, scrim: value })} />
      ) : null}
    </Panel>
  );
}
