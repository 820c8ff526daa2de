// The studio's working design: what the editor shows and changes (every style keeps its settings while it is
// switched off, each layer has an id for React), and the contract's ThumbnailDesign the server renders from it.
import {
  TEXT_PLACEMENTS,
  type BackgroundInput,
  type TextLayerInput,
  type TextPlacement,
  type ThumbnailDesign,
} from '@vidcraft/contracts';

export type BackgroundChoice =
  | { kind: 'current'; scrim: number }
  | { kind: 'asset'; assetId: string; imageUrl: string; scrim: number }
  | { kind: 'preset'; preset: string; colors: string[] };

export interface Toggle {
  enabled: boolean;
}

export interface LayerDraft {
  id: string;
  text: string;
  weight: 'regular' | 'bold';
  maxSizePx: number;
  fill: string;
  outline: Toggle & { color: string; widthPx: number };
  shadow: Toggle & { color: string; blurPx: number; offsetPx: number };
  box: Toggle & { color: string; paddingPx: number };
  placement: TextPlacement;
}

export interface StudioDesign {
  background: BackgroundChoice;
  layers: LayerDraft[];
}

export const PLACEMENTS: readonly TextPlacement[] = TEXT_PLACEMENTS;
export const MAX_SCRIM = 0.6;
export const TEXT_MAX_LENGTH = 80;
export const SIZE_RANGE = { min: 24, max: 240 } as const;
export const OUTLINE_MAX_PX = 16;
export const SHADOW_BLUR_MAX_PX = 40;
export const SHADOW_OFFSET_MAX_PX = 20;
export const BOX_PADDING_MAX_PX = 48;

/** The first layer is a big headline; later ones start smaller and yellow, so two layers read as two. */
export function newLayer(id: string, index: number): LayerDraft {
  return {
    id,
    text: '',
    weight: 'bold',
    maxSizePx: index === 0 ? 140 : 96,
    fill: index === 0 ? '#ffffff' : '#ffd400',
    outline: { enabled: true, color: '#000000', widthPx: 6 },
    shadow: { enabled: true, color: '#000000', blurPx: 12, offsetPx: 4 },
    box: { enabled: false, color: '#000000', paddingPx: 16 },
    placement: 'auto',
  };
}

/** Where a new design starts: the video's own thumbnail (slightly darkened for text), else a preset. */
export function initialDesign(
  hasCurrentThumbnail: boolean,
  firstPreset: { id: string; colors: string[] } | undefined,
  layerId: string,
): StudioDesign {
  const background: BackgroundChoice =
    hasCurrentThumbnail || !firstPreset
      ? { kind: 'current', scrim: 0.2 }
      : { kind: 'preset', preset: firstPreset.id, colors: [...firstPreset.colors] };
  return { background, layers: [newLayer(layerId, 0)] };
}

export function toLayerInput(layer: LayerDraft): TextLayerInput {
  return {
    text: layer.text.trim(),
    weight: layer.weight,
    maxSizePx: layer.maxSizePx,
    fill: layer.fill,
    placement: layer.placement,
    maxWidthShare: 0.6,
    maxLines: 3,
    ...(layer.outline.enabled && layer.outline.widthPx > 0
      ? { outline: { color: layer.outline.color, widthPx: layer.outline.widthPx } }
      : {}),
    ...(layer.shadow.enabled
      ? {
          shadow: {
            color: layer.shadow.color,
            blurPx: layer.shadow.blurPx,
            offsetPx: layer.shadow.offsetPx,
          },
        }
      : {}),
    ...(layer.box.enabled ? { box: { color: layer.box.color, paddingPx: layer.box.paddingPx } } : {}),
  };
}

/** A kept image (uploaded, generated, or an upload's frame) as the background, darkened a little for text. */
export function assetBackground(asset: { id: string; imageUrl: string }, scrim = 0.2): BackgroundChoice {
  return { kind: 'asset', assetId: asset.id, imageUrl: asset.imageUrl, scrim };
}

/** `videoId` null: a design for no YouTube video, which has no current thumbnail (never offered then). */
export function toBackgroundInput(background: BackgroundChoice, videoId: string | null): BackgroundInput {
  switch (background.kind) {
    case 'current':
      return { kind: 'current', videoId: videoId ?? '', scrim: background.scrim };
    case 'asset':
      return { kind: 'asset', assetId: background.assetId, scrim: background.scrim };
    case 'preset':
      return { kind: 'preset', preset: background.preset, colors: background.colors.slice(0, 3) };
  }
}

/** What the server renders: layers without text are left out (an empty layer draws nothing). */
export function toThumbnailDesign(design: StudioDesign, videoId: string | null): ThumbnailDesign {
  return {
    background: toBackgroundInput(design.background, videoId),
    layers: design.layers.filter((layer) => layer.text.trim() !== '').map(toLayerInput),
  };
}

/** All the layers' text, for the checks' word count and the previews' accessible names. */
export function designText(design: StudioDesign): string {
  return design.layers
    .map((layer) => layer.text.trim())
    .filter(Boolean)
    .join(' · ');
}

/**
 * A kept design back in the editor: styles it did not use start switched off with the usual settings, an asset
 * background is shown from `imageUrlOf`. Layer ids come from `newId`.
 */
export function fromThumbnailDesign(
  design: ThumbnailDesign,
  newId: () => string,
  imageUrlOf: (assetId: string) => string,
): StudioDesign {
  const { background } = design;
  const choice: BackgroundChoice =
    background.kind === 'preset'
      ? { kind: 'preset', preset: background.preset, colors: [...background.colors] }
      : background.kind === 'asset'
        ? {
            kind: 'asset',
            assetId: background.assetId,
            imageUrl: imageUrlOf(background.assetId),
            scrim: background.scrim,
          }
        : { kind: 'current', scrim: background.scrim };
  const layers = design.layers.slice(0, 3).map((layer, index): LayerDraft => {
    const base = newLayer(newId(), index);
    return {
      ...base,
      text: layer.text,
      weight: layer.weight,
      maxSizePx: layer.maxSizePx,
      fill: layer.fill,
      placement: layer.placement,
      outline: layer.outline ? { enabled: true, ...layer.outline } : { ...base.outline, enabled: false },
      shadow: layer.shadow ? { enabled: true, ...layer.shadow } : { ...base.shadow, enabled: false },
      box: layer.box ? { enabled: true, ...layer.box } : { ...base.box, enabled: false },
    };
  });
  return { background: choice, layers };
}
