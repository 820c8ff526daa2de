// Lays text out the way a line-clamped block does: greedy line filling at break opportunities (spaces, hyphens,
// between CJK/kana/Hangul characters, between Thai words), a word too long for a line broken anywhere, trailing
// spaces hanging, and on the last visible line an ellipsis that takes the place of whatever no longer fits.
import { graphemes } from '../text.ts';
import { textWidthPx } from './measure.ts';
import type { DescriptionSurface, SurfaceGeometry, TitleSurface } from './surfaces.ts';
import { DESCRIPTION_SURFACES, TITLE_SURFACES } from './surfaces.ts';

export interface Preview {
  /** The text that shows (without the ellipsis), whitespace as laid out. */
  visible: string;
  truncated: boolean;
  /** Width of the whole text on one line at the surface's font. */
  widthPx: number;
  /** The surface's room: lines × line width. */
  maxWidthPx: number;
  /** The visible lines; the last ends in "…" when the text is cut. */
  lines: string[];
}

const ELLIPSIS = '…';
const BREAK_ANYWHERE =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303F\uFF00-\uFFEF]/u;
const thaiWords = new Intl.Segmenter('th', { granularity: 'word' });

/** Pieces between which a line may break; each piece keeps its trailing space. */
function breakUnits(paragraph: string): string[] {
  const units: string[] = [];
  let current = '';
  const push = () => {
    if (current) units.push(current);
    current = '';
  };
  for (const g of graphemes(paragraph)) {
    if (/\s/u.test(g)) {
      current += g;
      push();
    } else if (BREAK_ANYWHERE.test(g)) {
      if (current && !/[\s-]$/u.test(current)) push();
      current += g;
      push();
    } else {
      current += g;
      if (g === '-' || g === '‐' || g === '–' || g === '—') push();
    }
  }
  push();
  // Thai has no spaces between words: split its runs at word boundaries.
  return units.flatMap((u) =>
    /\p{Script=Thai}/u.test(u) ? Array.from(thaiWords.segment(u), (s) => s.segment) : [u],
  );
}

function layoutParagraph(paragraph: string, g: SurfaceGeometry): string[] {
  const width = (s: string) => textWidthPx(s.trimEnd(), g.fontSizePx, g.weight);
  const lines: string[] = [];
  let line = '';
  for (const unit of breakUnits(paragraph)) {
    if (width(line + unit) <= g.lineWidthPx) {
      line += unit;
      continue;
    }
    if (line) lines.push(line);
    // A unit wider than a whole line is broken between graphemes.
    let piece = '';
    for (const ch of graphemes(unit)) {
      if (piece && width(piece + ch) > g.lineWidthPx) {
        lines.push(piece);
        piece = '';
      }
      piece += ch;
    }
    line = piece;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

function fitWithEllipsis(line: string, g: SurfaceGeometry): string {
  let kept = graphemes(line.trimEnd());
  const fits = () => textWidthPx(kept.join('').trimEnd() + ELLIPSIS, g.fontSizePx, g.weight) <= g.lineWidthPx;
  while (kept.length > 0 && !fits()) kept = kept.slice(0, -1);
  return kept.join('').trimEnd();
}

interface Line {
  text: string;
  /** The line ends its paragraph (a hard line break follows), as opposed to a soft wrap. */
  last: boolean;
}

export function preview(text: string, g: SurfaceGeometry): Preview {
  const source = g.keepNewlines ? text.replace(/\r\n?/g, '\n').trim() : text.replace(/\s+/gu, ' ').trim();
  const all: Line[] = source
    .split('\n')
    .flatMap((p) => layoutParagraph(p, g).map((l, i, list) => ({ text: l, last: i === list.length - 1 })));
  const truncated = all.length > g.lines;
  const shown = all.slice(0, g.lines);
  const end = shown[shown.length - 1];
  if (truncated && end) end.text = fitWithEllipsis(end.text, g);
  // Soft-wrapped lines concatenate back to the source; paragraph ends get their newline back.
  const visible = shown.map((l, i) => l.text + (l.last && i < shown.length - 1 ? '\n' : '')).join('');
  return {
    visible: truncated ? visible.trimEnd() : source,
    truncated,
    widthPx: round(textWidthPx(source.replace(/\n/g, ' '), g.fontSizePx, g.weight)),
    maxWidthPx: g.lines * g.lineWidthPx,
    lines: shown.map((l) => (truncated && l === end ? l.text + ELLIPSIS : l.text.trimEnd())),
  };
}

function round(px: number): number {
  return Math.round(px * 10) / 10;
}

/** Where a title is cut on a surface, by rendered width (Roboto metrics), not by character count. */
export function previewTitle(title: string, surface: TitleSurface): Preview {
  return preview(title, TITLE_SURFACES[surface]);
}

/** The description's text above the fold (before "more") or in the search snippet. */
export function previewDescription(description: string, surface: DescriptionSurface): Preview {
  return preview(description, DESCRIPTION_SURFACES[surface]);
}
