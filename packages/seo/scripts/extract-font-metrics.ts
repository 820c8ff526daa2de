// Development-time script: reads advance widths from real font files (Debian's fonts-roboto-unhinted,
// fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji) and writes the compact table the truncation preview
// uses at run time. Plain TrueType/OpenType table parsing (head, hhea, hmtx, cmap formats 4 and 12), so no
// font library is needed.
//
// Arabic, Devanagari and Thai are shaped (joining forms, conjuncts, marks), so a sum of per-codepoint advances
// is off; hb-shape (HarfBuzz) measures real shaped words once here, and the ratio is stored as a correction.
//
//   apt-get install -y fonts-roboto-unhinted fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji libharfbuzz-bin
//   node packages/seo/scripts/extract-font-metrics.ts
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(import.meta.dirname, '../src/preview/font-metrics.generated.ts');
const ROBOTO = '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF';
const NOTO = '/usr/share/fonts/truetype/noto';
const NOTO_CJK = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

interface Font {
  unitsPerEm: number;
  advanceOf(codepoint: number): number | null;
}

function readFont(file: string, collectionIndex = 0): Font {
  const data = fs.readFileSync(file);
  let base = 0;
  if (data.toString('latin1', 0, 4) === 'ttcf') base = data.readUInt32BE(12 + 4 * collectionIndex);
  const tables = new Map<string, number>();
  const count = data.readUInt16BE(base + 4);
  for (let i = 0; i < count; i += 1) {
    const record = base + 12 + 16 * i;
    tables.set(data.toString('latin1', record, record + 4), data.readUInt32BE(record + 8));
  }
  const table = (tag: string): number => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`${file}: no ${tag} table`);
    return offset;
  };
  const unitsPerEm = data.readUInt16BE(table('head') + 18);
  const numberOfHMetrics = data.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOfGlyph = (glyph: number): number =>
    data.readUInt16BE(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));
  const glyphOf = readCmap(data, table('cmap'));
  return {
    unitsPerEm,
    advanceOf(codepoint) {
      const glyph = glyphOf(codepoint);
      return glyph ? advanceOfGlyph(glyph) : null;
    },
  };
}

/** A codepoint → glyph id lookup from the best Unicode subtable (format 12 if present, else format 4). */
function readCmap(data: Buffer, cmap: number): (codepoint: number) => number {
  const subtables = data.readUInt16BE(cmap + 2);
  let format4 = -1;
  let format12 = -1;
  for (let i = 0; i < subtables; i += 1) {
    const record = cmap + 4 + 8 * i;
    const platform = data.readUInt16BE(record);
    const encoding = data.readUInt16BE(record + 2);
    const offset = cmap + data.readUInt32BE(record + 4);
    const format = data.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && format === 12) format12 = offset;
    if (unicode && format === 4) format4 = offset;
  }
  if (format12 >= 0) {
    const groups = data.readUInt32BE(format12 + 12);
    return (codepoint) => {
      for (let g = 0; g < groups; g += 1) {
        const at = format12 + 16 + 12 * g;
        const start = data.readUInt32BE(at);
        const end = data.readUInt32BE(at + 4);
        if (codepoint >= start && codepoint <= end) return data.readUInt32BE(at + 8) + codepoint - start;
      }
      return 0;
    };
  }
  if (format4 < 0) throw new Error('no Unicode cmap subtable');
  const segments = data.readUInt16BE(format4 + 6) / 2;
  const ends = format4 + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  return (codepoint) => {
    if (codepoint > 0xffff) return 0;
    for (let s = 0; s < segments; s += 1) {
      if (codepoint > data.readUInt16BE(ends + 2 * s)) continue;
      const start = data.readUInt16BE(starts + 2 * s);
      if (codepoint < start) return 0;
      const delta = data.readInt16BE(deltas + 2 * s);
      const rangeOffset = data.readUInt16BE(rangeOffsets + 2 * s);
      if (rangeOffset === 0) return (codepoint + delta) & 0xffff;
      const glyph = data.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (codepoint - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** Width in thousandths of an em, or null when the font has no glyph. */
function milli(font: Font, codepoint: number): number | null {
  const advance = font.advanceOf(codepoint);
  return advance === null ? null : Math.round((advance * 1000) / font.unitsPerEm);
}

const MISSING = 'zz';
function encode(font: Font, start: number, end: number): string {
  let out = '';
  for (let cp = start; cp <= end; cp += 1) {
    const width = milli(font, cp);
    out += width === null ? MISSING : Math.min(width, 1294).toString(36).padStart(2, '0');
  }
  return out;
}

/** Shaped width ÷ sum of nominal advances, word by word, over sample text in the script. */
function shapingFactor(file: string, font: Font, sample: string): number {
  let shaped = 0;
  let nominal = 0;
  for (const word of sample.split(/[\s،,.!?:।]+/u).filter(Boolean)) {
    const glyphs = JSON.parse(
      execFileSync('hb-shape', [file, word, '--output-format=json'], { encoding: 'utf8' }),
    );
    shaped += (glyphs as { ax: number }[]).reduce((sum, g) => sum + g.ax, 0);
    for (const ch of word) nominal += font.advanceOf(ch.codePointAt(0) ?? 0) ?? 0;
  }
  return Math.round((shaped / nominal) * 1000) / 1000;
}

// Sample sentences (Arabic and Hindi from the seed videos' captions; Hebrew and Thai written for this purpose).
const SAMPLES: Record<string, string> = {
  hebrew:
    'שלום לכולם, היום אנחנו מבשלים שקשוקה עם עגבניות, פלפלים וביצים, ואני אראה לכם את הטריק החשוב ביותר',
  arabic:
    'أهلاً وسهلاً، أنا سلمى من عمّان، واليوم ضيفتي مايا جاءت لتتعلم معي طبق المقلوبة، وهو من أشهر الأطباق في بلاد الشام. نبدأ بالدجاج. نسلقه مع البصل وورق الغار والهيل والقرفة',
  devanagari:
    'नमस्ते दोस्तों! आज हम पुरानी दिल्ली की गलियों में हैं, और मेरे साथ हैं माया, जो पहली बार चाट खाने आई हैं। सबसे पहले गोलगप्पे, जिन्हें कुछ लोग पानीपुरी भी कहते हैं।',
  thai: 'วันนี้เราจะไปเดินตลาดนัดกลางคืนในกรุงเทพ ชิมอาหารริมทางที่อร่อยที่สุด หมูปิ้ง หอยทอด ชาเย็น และข้าวเหนียวมะม่วง',
};

const robotoRegular = readFont(`${ROBOTO}/Roboto-Regular.ttf`);
const robotoMedium = readFont(`${ROBOTO}/Roboto-Medium.ttf`);
const SCRIPT_FONTS: [string, string, string, number, number][] = [
  ['hebrew', 'Hebrew (Noto Sans Hebrew)', `${NOTO}/NotoSansHebrew-Regular.ttf`, 0x0590, 0x05ff],
  ['arabic', 'Arabic (Noto Sans Arabic)', `${NOTO}/NotoSansArabic-Regular.ttf`, 0x0600, 0x06ff],
  [
    'devanagari',
    'Devanagari (Noto Sans Devanagari)',
    `${NOTO}/NotoSansDevanagari-Regular.ttf`,
    0x0900,
    0x097f,
  ],
  ['thai', 'Thai (Noto Sans Thai)', `${NOTO}/NotoSansThai-Regular.ttf`, 0x0e00, 0x0e7f],
];
const scripts = SCRIPT_FONTS.map(([key, label, file, start, end]) => {
  const font = readFont(file);
  return { label, font, start, end, factor: shapingFactor(file, font, SAMPLES[key] ?? '') };
});
const robotoBlocks: [string, number, number][] = [
  ['Basic Latin, Latin-1, Latin Extended-A/B', 0x0020, 0x024f],
  ['Greek', 0x0370, 0x03ff],
  ['Cyrillic', 0x0400, 0x052f],
  ['Latin Extended Additional (Vietnamese)', 0x1e00, 0x1eff],
  ['General Punctuation', 0x2000, 0x206f],
  ['Currency Symbols', 0x20a0, 0x20bf],
];

const cjk = readFont(NOTO_CJK, 0);
const emoji = readFont(`${NOTO}/NotoColorEmoji.ttf`);
const constant = (label: string, start: number, end: number, sample: number): string => {
  const width = milli(cjk, sample);
  if (width === null) throw new Error(`no glyph for ${label}`);
  return `  [0x${start.toString(16)}, 0x${end.toString(16)}, ${width}], // ${label}`;
};
const emojiWidth = milli(emoji, 0x1f600);
const robotoLowercase = [...'etaoinshrdlucmfwypvbgk'].map(
  (c) => milli(robotoRegular, c.codePointAt(0) ?? 0) ?? 0,
);
const fallback = Math.round(robotoLowercase.reduce((a, b) => a + b, 0) / robotoLowercase.length);

const lines = [
  '// GENERATED by `node packages/seo/scripts/extract-font-metrics.ts` from Roboto (fonts-roboto-unhinted),',
  '// Noto Sans Hebrew/Arabic/Devanagari/Thai (fonts-noto-core), Noto Sans CJK JP (fonts-noto-cjk) and Noto Color',
  '// Emoji. Do not edit by hand. Widths are advance widths in thousandths of an em; each codepoint takes two',
  `// base-36 characters, "${MISSING}" where the font has no glyph.`,
  '',
  'export interface WidthTable {',
  '  start: number;',
  '  regular: string;',
  '  /** Roboto Medium; absent where only a regular face was measured (the fallback scripts). */',
  '  medium?: string;',
  '  /** Shaped width ÷ sum of advances, measured with HarfBuzz on sample words (joining forms, conjuncts). */',
  '  shaping?: number;',
  '}',
  '',
  'export const WIDTH_TABLES: readonly WidthTable[] = [',
  ...robotoBlocks.map(
    ([label, start, end]) =>
      `  // ${label} (Roboto)\n  { start: 0x${start.toString(16)}, regular: '${encode(robotoRegular, start, end)}', medium: '${encode(robotoMedium, start, end)}' },`,
  ),
  ...scripts.map(
    ({ label, font, start, end, factor }) =>
      `  // ${label}; shaped words measure ${factor} × the sum of these advances\n  { start: 0x${start.toString(16)}, regular: '${encode(font, start, end)}', shaping: ${factor} },`,
  ),
  '];',
  '',
  '/** Blocks whose glyphs share one advance in Noto Sans CJK: [first, last, width]. */',
  'export const CONSTANT_RANGES: readonly (readonly [number, number, number])[] = [',
  constant('Hangul Jamo', 0x1100, 0x11ff, 0x1100),
  constant('CJK Symbols and Punctuation', 0x3000, 0x303f, 0x3001),
  constant('Hiragana', 0x3040, 0x309f, 0x3042),
  constant('Katakana', 0x30a0, 0x30ff, 0x30a2),
  constant('Hangul Compatibility Jamo', 0x3130, 0x318f, 0x3131),
  constant('CJK Unified Ideographs Extension A', 0x3400, 0x4dbf, 0x3400),
  constant('CJK Unified Ideographs', 0x4e00, 0x9fff, 0x6f22),
  constant('Hangul Syllables', 0xac00, 0xd7af, 0xd55c),
  constant('CJK Compatibility Ideographs', 0xf900, 0xfaff, 0xf900),
  constant('Fullwidth Forms', 0xff01, 0xff60, 0xff21),
  constant('Halfwidth Katakana and Hangul', 0xff61, 0xffdc, 0xff71),
  '];',
  '',
  `/** One emoji (Noto Color Emoji advance). */`,
  `export const EMOJI_WIDTH = ${emojiWidth};`,
  `/** Used for codepoints no table covers: Roboto's mean lowercase advance. */`,
  `export const FALLBACK_WIDTH = ${fallback};`,
  '',
];
fs.writeFileSync(OUT, lines.join('\n'));
console.log(`wrote ${OUT} (${fs.statSync(OUT).size} bytes)`);
