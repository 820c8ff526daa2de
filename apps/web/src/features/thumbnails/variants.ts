// "3 variants": three variations of the current design, each changing one thing so the creator can compare
// like with like — where the text sits, how strongly it stands off the picture, the colours, or the style
// preset. Deterministic: the same design gives the same variants.
import type { TextPlacement } from '@vidcraft/contracts';
import type { LayerDraft, StudioDesign } from './design.ts';

export type VariantKind = 'placement' | 'contrast' | 'colors' | 'preset';

export interface Variant {
  kind: VariantKind;
  design: StudioDesign;
}

export interface VariantContext {
  /** The server's style presets, in catalogue order. */
  presets: readonly { id: string; colors: readonly string[] }[];
  /** The channel's brand colours, when the creator saved some. */
  brandColors: readonly string[] | null;
}

export const VARIANT_COUNT = 3;

/**
 * Where moved text goes: each layer to a row of its own, as far apart as the rows allow (a layer may take 60 %
 * of the width and several lines, so two on one row, or on neighbouring rows, can overlap) — one layer to the
 * other half, two to the top and the bottom, three to top, middle and bottom. Never bottom-right: the
 * duration badge is there.
 */
const ROW_PLACEMENTS: Record<'top' | 'center' | 'bottom', readonly TextPlacement[]> = {
  top: ['top-left', 'top-center', 'top-right'],
  center: ['center', 'center-left', 'center-right'],
  bottom: ['bottom-left', 'bottom-center'],
};

export function rowOf(placement: TextPlacement): 'top' | 'center' | 'bottom' | 'auto' {
  if (placement === 'auto') return 'auto';
  if (placement.startsWith('top')) return 'top';
  if (placement.startsWith('bottom')) return 'bottom';
  return 'center';
}

function rowsFor(layers: readonly LayerDraft[]): Array<'top' | 'center' | 'bottom'> {
  if (layers.length === 1) return [rowOf(layers[0]?.placement ?? 'auto') === 'top' ? 'bottom' : 'top'];
  if (layers.length === 2) return ['top', 'bottom'];
  return ['top', 'center', 'bottom'];
}

const YELLOW = '#ffd400';
const WHITE = '#ffffff';
const BLACK = '#000000';

const hasText = (layer: LayerDraft) => layer.text.trim() !== '';
const same = (a: StudioDesign, b: StudioDesign) => JSON.stringify(a) === JSON.stringify(b);
const sameColors = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((color, i) => color.toLowerCase() === b[i]?.toLowerCase());

function moved(design: StudioDesign): StudioDesign | null {
  if (!design.layers.some(hasText)) return null;
  const rows = rowsFor(design.layers);
  const layers = design.layers.map((layer, index) => {
    const choices = ROW_PLACEMENTS[rows[index] ?? 'top'];
    const placement = choices.find((p) => p !== layer.placement) ?? layer.placement;
    return { ...layer, placement };
  });
  return { ...design, layers };
}

function strongerContrast(design: StudioDesign): StudioDesign | null {
  const background =
    design.background.kind === 'preset'
      ? design.background
      : { ...design.background, scrim: Math.max(design.background.scrim, 0.4) };
  const texts = design.layers.filter(hasText);
  if (texts.length === 0) return background === design.background ? null : { ...design, background };
  const allBoxed = texts.every((layer) => layer.box.enabled);
  const layers = design.layers.map((layer) =>
    allBoxed
      ? {
          ...layer,
          fill: WHITE,
          box: { ...layer.box, enabled: false },
          outline: { ...layer.outline, enabled: true, color: BLACK, widthPx: 10 },
          shadow: { ...layer.shadow, enabled: true, color: BLACK },
        }
      : {
          ...layer,
          fill: WHITE,
          box: { ...layer.box, enabled: true, color: BLACK },
          shadow: { ...layer.shadow, enabled: false },
        },
  );
  return { background, layers };
}

function recoloured(design: StudioDesign, context: VariantContext): StudioDesign | null {
  const { background } = design;
  if (background.kind === 'preset') {
    const brand = context.brandColors;
    const colors =
      brand && brand.length > 0 && !sameColors(brand, background.colors)
        ? [...brand]
        : [...background.colors].reverse();
    if (sameColors(colors, background.colors)) return null;
    return { ...design, background: { ...background, colors } };
  }
  if (!design.layers.some(hasText)) return null;
  const layers = design.layers.map((layer, index) => ({
    ...layer,
    fill:
      index === 0
        ? layer.fill.toLowerCase() === YELLOW
          ? WHITE
          : YELLOW
        : layer.fill.toLowerCase() === WHITE
          ? YELLOW
          : WHITE,
  }));
  return { ...design, layers };
}

/** The `step`-th preset after the current one (or from the first), in the current colours where there are some. */
function otherPreset(design: StudioDesign, context: VariantContext, step: number): StudioDesign | null {
  const { presets } = context;
  if (presets.length === 0) return null;
  const current = design.background.kind === 'preset' ? design.background : null;
  const start = current ? presets.findIndex((preset) => preset.id === current.preset) : -1;
  const next = presets[(start + step + presets.length) % presets.length];
  if (!next || next.id === current?.preset) return null;
  const colors = current
    ? [...current.colors]
    : context.brandColors && context.brandColors.length > 0
      ? [...context.brandColors]
      : [...next.colors];
  return { ...design, background: { kind: 'preset', preset: next.id, colors } };
}

/** Three variations of `design`, each different from it and from one another (fewer only when none exist). */
export function makeVariants(design: StudioDesign, context: VariantContext): Variant[] {
  const candidates: Array<[VariantKind, StudioDesign | null]> = [
    ['placement', moved(design)],
    ['contrast', strongerContrast(design)],
    ['colors', recoloured(design, context)],
  ];
  for (let step = 1; step <= context.presets.length; step += 1)
    candidates.push(['preset', otherPreset(design, context, step)]);
  const variants: Variant[] = [];
  for (const [kind, candidate] of candidates) {
    if (!candidate || same(candidate, design) || variants.some((v) => same(v.design, candidate))) continue;
    variants.push({ kind, design: candidate });
    if (variants.length === VARIANT_COUNT) break;
  }
  return variants;
}
