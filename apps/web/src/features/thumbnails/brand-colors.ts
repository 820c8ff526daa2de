// A channel's brand colours, remembered in this browser (local storage, one entry per YouTube channel): one to
// three #rrggbb colours the style presets can be drawn in. Anything unreadable in storage reads as none.
import { HexColor } from '@vidcraft/contracts';

export const BRAND_COLORS_PREFIX = 'vidcraft.brand-colors.';
export const MAX_BRAND_COLORS = 3;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** 1–3 distinct valid colours, lower case, in order; null when none is valid. */
export function normalizeBrandColors(colors: readonly unknown[]): string[] | null {
  const valid = colors
    .filter((color): color is string => HexColor.safeParse(color).success)
    .map((color) => color.toLowerCase());
  const distinct = [...new Set(valid)].slice(0, MAX_BRAND_COLORS);
  return distinct.length > 0 ? distinct : null;
}

export function readBrandColors(channelId: string, store: Storage | null = storage()): string[] | null {
  try {
    const raw = store?.getItem(BRAND_COLORS_PREFIX + channelId);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? normalizeBrandColors(parsed) : null;
  } catch {
    return null;
  }
}

/** Keeps the colours for the channel; answers what was kept (null: nothing valid, the entry is removed). */
export function saveBrandColors(
  channelId: string,
  colors: readonly string[],
  store: Storage | null = storage(),
): string[] | null {
  const kept = normalizeBrandColors(colors);
  try {
    if (kept) store?.setItem(BRAND_COLORS_PREFIX + channelId, JSON.stringify(kept));
    else store?.removeItem(BRAND_COLORS_PREFIX + channelId);
  } catch {
    // Storage full or switched off: the colours still apply to this design, they are just not remembered.
  }
  return kept;
}

export function forgetBrandColors(channelId: string, store: Storage | null = storage()): void {
  try {
    store?.removeItem(BRAND_COLORS_PREFIX + channelId);
  } catch {
    // nothing stored
  }
}
