// The studio's design for one video, kept in this tab's session storage: it survives a reload and the trip to
// Google to grant write access (then the upload step reopens), and is gone when the tab closes. Checked field by
// field on the way back in (colours with the contract's HexColor); anything else reads as no design.
import { HexColor, TEXT_PLACEMENTS } from '@vidcraft/contracts';
import {
  BOX_PADDING_MAX_PX,
  MAX_SCRIM,
  OUTLINE_MAX_PX,
  SHADOW_BLUR_MAX_PX,
  SHADOW_OFFSET_MAX_PX,
  SIZE_RANGE,
  TEXT_MAX_LENGTH,
  type BackgroundChoice,
  type LayerDraft,
  type StudioDesign,
} from './design.ts';

export const DESIGN_PREFIX = 'vidcraft.thumbnail-design.';
const MAX_LAYERS = 3;

export interface StoredDesign {
  design: StudioDesign;
  /** Set when the user left for Google from the upload step: reopen it on return. */
  resumeUpload?: boolean;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const isColor = (value: unknown): value is string => HexColor.safeParse(value).success;
const isInt = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
const isScrim = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= MAX_SCRIM;

function layerOf(value: unknown): LayerDraft | null {
  if (!isObject(value)) return null;
  const { id, text, weight, maxSizePx, fill, outline, shadow, box, placement } = value;
  if (typeof id !== 'string' || id === '' || id.length > 64) return null;
  if (typeof text !== 'string' || [...text].length > TEXT_MAX_LENGTH) return null;
  if (weight !== 'regular' && weight !== 'bold') return null;
  if (!isInt(maxSizePx, SIZE_RANGE.min, SIZE_RANGE.max) || !isColor(fill)) return null;
  if (!(TEXT_PLACEMENTS as readonly unknown[]).includes(placement)) return null;
  if (!isObject(outline) || typeof outline.enabled !== 'boolean' || !isColor(outline.color)) return null;
  if (!isInt(outline.widthPx, 0, OUTLINE_MAX_PX)) return null;
  if (!isObject(shadow) || typeof shadow.enabled !== 'boolean' || !isColor(shadow.color)) return null;
  if (!isInt(shadow.blurPx, 0, SHADOW_BLUR_MAX_PX) || !isInt(shadow.offsetPx, 0, SHADOW_OFFSET_MAX_PX))
    return null;
  if (!isObject(box) || typeof box.enabled !== 'boolean' || !isColor(box.color)) return null;
  if (!isInt(box.paddingPx, 0, BOX_PADDING_MAX_PX)) return null;
  return {
    id,
    text,
    weight,
    maxSizePx,
    fill,
    placement: placement as LayerDraft['placement'],
    outline: { enabled: outline.enabled, color: outline.color, widthPx: outline.widthPx },
    shadow: {
      enabled: shadow.enabled,
      color: shadow.color,
      blurPx: shadow.blurPx,
      offsetPx: shadow.offsetPx,
    },
    box: { enabled: box.enabled, color: box.color, paddingPx: box.paddingPx },
  };
}

function backgroundOf(value: unknown): BackgroundChoice | null {
  if (!isObject(value)) return null;
  if (value.kind === 'current') return isScrim(value.scrim) ? { kind: 'current', scrim: value.scrim } : null;
  if (value.kind === 'asset') {
    const { assetId, imageUrl, scrim } = value;
    return typeof assetId === 'string' && typeof imageUrl === 'string' && isScrim(scrim)
      ? { kind: 'asset', assetId, imageUrl, scrim }
      : null;
  }
  if (value.kind === 'preset') {
    const { preset, colors } = value;
    if (typeof preset !== 'string' || !Array.isArray(colors)) return null;
    if (colors.length < 1 || colors.length > 3 || !colors.every(isColor)) return null;
    return { kind: 'preset', preset, colors: colors as string[] };
  }
  return null;
}

/** A stored value back as a design, or null when any part of it is not one. */
export function parseStoredDesign(value: unknown): StoredDesign | null {
  if (!isObject(value) || !isObject(value.design)) return null;
  const background = backgroundOf(value.design.background);
  const rawLayers = value.design.layers;
  if (!background || !Array.isArray(rawLayers) || rawLayers.length > MAX_LAYERS) return null;
  const layers = rawLayers.map(layerOf);
  if (layers.some((layer) => layer === null)) return null;
  return {
    design: { background, layers: layers as LayerDraft[] },
    ...(value.resumeUpload === true ? { resumeUpload: true } : {}),
  };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDesign(videoId: string, store: Storage | null = storage()): StoredDesign | null {
  try {
    const raw = store?.getItem(DESIGN_PREFIX + videoId);
    return raw ? parseStoredDesign(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeDesign(videoId: string, value: StoredDesign, store: Storage | null = storage()): void {
  try {
    store?.setItem(DESIGN_PREFIX + videoId, JSON.stringify(value));
  } catch {
    // Storage off or full: the design lives on in the page, it is just not kept for a reload.
  }
}

export function clearDesign(videoId: string, store: Storage | null = storage()): void {
  try {
    store?.removeItem(DESIGN_PREFIX + videoId);
  } catch {
    // nothing stored
  }
}
