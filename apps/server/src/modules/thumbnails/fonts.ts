// The Noto fonts every interface language needs (Debian's fonts-noto-core and fonts-noto-cjk), registered once
// with the compositor. A script's family comes first in the font list; the others follow, so a title mixing
// scripts (an English brand in an Arabic title) still finds every glyph.
import fs from 'node:fs';
import { canvasModule } from './canvas-module.ts';

export type Script = 'latin' | 'arabic' | 'hebrew' | 'devanagari' | 'thai' | 'cjk';

const FONT_FILES: Record<Script, { family: string; regular: string; bold: string }> = {
  latin: {
    family: 'Noto Sans',
    regular: '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
    bold: '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  },
  arabic: {
    family: 'Noto Sans Arabic',
    regular: '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf',
    bold: '/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf',
  },
  hebrew: {
    family: 'Noto Sans Hebrew',
    regular: '/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf',
    bold: '/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf',
  },
  devanagari: {
    family: 'Noto Sans Devanagari',
    regular: '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
    bold: '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf',
  },
  thai: {
    family: 'Noto Sans Thai',
    regular: '/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf',
    bold: '/usr/share/fonts/truetype/noto/NotoSansThai-Bold.ttf',
  },
  cjk: {
    family: 'Noto Sans CJK JP',
    regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  },
};

let available: Set<Script> | null = null;

/** Makes sure each script's family is loaded (the system's fontconfig usually has them); answers the scripts
 * that can be drawn. */
export function registerFonts(): ReadonlySet<Script> {
  if (available) return available;
  available = new Set();
  const { GlobalFonts } = canvasModule();
  for (const [script, files] of Object.entries(FONT_FILES) as [Script, (typeof FONT_FILES)[Script]][]) {
    if (!GlobalFonts.has(files.family)) {
      for (const file of [files.regular, files.bold])
        if (fs.existsSync(file)) GlobalFonts.registerFromPath(file);
    }
    if (GlobalFonts.has(files.family)) available.add(script);
  }
  return available;
}

const SCRIPT_PATTERNS: [Script, RegExp][] = [
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  ['thai', /\p{Script=Thai}/u],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u],
];

/** The script most of the text's letters belong to (Latin when none of the others). */
export function dominantScript(text: string): Script {
  let best: Script = 'latin';
  let bestCount = 0;
  for (const [script, pattern] of SCRIPT_PATTERNS) {
    const count = [...text].filter((char) => pattern.test(char)).length;
    if (count > bestCount) [best, bestCount] = [script, count];
  }
  return best;
}

export const isRightToLeft = (script: Script) => script === 'arabic' || script === 'hebrew';

/** A CSS font shorthand with the text's script first and every other registered family as fallback. */
export function fontFor(text: string, weight: 'regular' | 'bold', sizePx: number): string {
  const scripts = registerFonts();
  const first = dominantScript(text);
  const families = [first, ...[...scripts].filter((s) => s !== first)]
    .filter((script) => scripts.has(script))
    .map((script) => `"${FONT_FILES[script].family}"`);
  return `${weight === 'bold' ? 'bold' : 'normal'} ${sizePx}px ${families.join(', ') || 'sans-serif'}`;
}
