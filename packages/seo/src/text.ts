// Counting the way YouTube counts: titles and tags in Unicode code points, descriptions in UTF-8 bytes.
// TextEncoder (not Node's byte APIs) keeps the package usable in the browser.

const encoder = new TextEncoder();

/** Unicode code points (an emoji is one, not two UTF-16 units; a combining mark is its own). */
export function codepoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** UTF-8 bytes: emoji 4, CJK 3, Cyrillic/Arabic/Hebrew 2. */
export function utf8Bytes(text: string): number {
  return encoder.encode(text).length;
}

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** User-perceived characters, so cuts never split an emoji sequence or a letter from its marks. */
export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
}

export const ANGLE_BRACKETS = /[<>]/;

/** The first `max` code points of `text`, never ending inside a grapheme. */
export function sliceCodepoints(text: string, max: number): string {
  let out = '';
  let used = 0;
  for (const g of graphemes(text)) {
    const n = codepoints(g);
    if (used + n > max) break;
    out += g;
    used += n;
  }
  return out;
}

/** The longest prefix of `text` that fits in `maxBytes` UTF-8 bytes, never ending inside a grapheme. */
export function sliceBytes(text: string, maxBytes: number): string {
  let out = '';
  let used = 0;
  for (const g of graphemes(text)) {
    const n = utf8Bytes(g);
    if (used + n > maxBytes) break;
    out += g;
    used += n;
  }
  return out;
}

/** Collapses runs of whitespace to one space and trims. */
export function squish(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}
