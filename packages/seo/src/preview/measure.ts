// Rendered width of text from real advance widths (font-metrics.generated.ts). Text is measured grapheme by
// grapheme: an emoji sequence is one emoji wide, combining marks add nothing unless the font gives them an
// advance, and Arabic/Devanagari/Thai advances are scaled by the shaping factor measured with HarfBuzz.
import { graphemes } from '../text.ts';
import { CONSTANT_RANGES, EMOJI_WIDTH, FALLBACK_WIDTH, WIDTH_TABLES } from './font-metrics.generated.ts';

export type FontWeight = 'regular' | 'medium';

interface Decoded {
  start: number;
  end: number;
  regular: Int16Array;
  medium: Int16Array;
  shaping: number;
}

function decode(encoded: string): Int16Array {
  const out = new Int16Array(encoded.length / 2);
  for (let i = 0; i < out.length; i += 1) {
    const token = encoded.slice(2 * i, 2 * i + 2);
    out[i] = token === 'zz' ? -1 : parseInt(token, 36);
  }
  return out;
}

let tables: Decoded[] | null = null;
function decoded(): Decoded[] {
  tables ??= WIDTH_TABLES.map((t) => {
    const regular = decode(t.regular);
    return {
      start: t.start,
      end: t.start + regular.length - 1,
      regular,
      medium: t.medium ? decode(t.medium) : regular,
      shaping: t.shaping ?? 1,
    };
  });
  return tables;
}

const ZERO_WIDTH = /^[\p{Mn}\p{Me}\p{Cf}\p{Cc}\uFE00-\uFE0F]$/u;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;

/** Advance of one codepoint in thousandths of an em. */
export function advance(codepoint: number, weight: FontWeight): number {
  for (const t of decoded()) {
    if (codepoint < t.start || codepoint > t.end) continue;
    const width = (weight === 'medium' ? t.medium : t.regular)[codepoint - t.start] ?? -1;
    if (width >= 0) return width * t.shaping;
    break;
  }
  for (const [start, end, width] of CONSTANT_RANGES) if (codepoint >= start && codepoint <= end) return width;
  const char = String.fromCodePoint(codepoint);
  if (ZERO_WIDTH.test(char)) return 0;
  // Other CJK planes (extensions B+) are full-width like the tabled blocks.
  if (codepoint >= 0x20000 && codepoint <= 0x3ffff) return 1000;
  return FALLBACK_WIDTH;
}

/** Width of one grapheme cluster in thousandths of an em. */
export function graphemeWidth(grapheme: string, weight: FontWeight): number {
  // Text-style symbols such as "©" or "#" stay text unless followed by VS16 or part of a sequence.
  if (EMOJI.test(grapheme) && (grapheme.length > 1 || /\p{Emoji_Presentation}/u.test(grapheme))) {
    const first = grapheme.codePointAt(0) ?? 0;
    if (!/\p{Emoji_Presentation}|\uFE0F|\u200D|\u20E3|\p{Regional_Indicator}/u.test(grapheme)) {
      return advance(first, weight);
    }
    return EMOJI_WIDTH;
  }
  let width = 0;
  for (const ch of grapheme) width += advance(ch.codePointAt(0) ?? 0, weight);
  return width;
}

/** Width in CSS pixels of `text` set in Roboto (with Noto fallbacks) at `fontSizePx`. */
export function textWidthPx(text: string, fontSizePx: number, weight: FontWeight): number {
  let milli = 0;
  for (const g of graphemes(text)) milli += graphemeWidth(g, weight);
  return (milli * fontSizePx) / 1000;
}
