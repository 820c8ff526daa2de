// The social cards (Open Graph / Twitter, 1200×630 PNG) of every public page in every language, drawn at build
// time with @napi-rs/canvas — the thumbnail compositor's library — and Debian's Noto fonts, so Arabic and Hebrew
// are shaped right to left and Devanagari, Thai and CJK correctly. Each card is cached by a hash of what it
// shows (build/og-cache), so a rebuild redraws only the cards whose texts changed (decision 041).
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Bump when the drawing changes, so cached cards are redrawn. */
const RENDERER_VERSION = 1;
const MARGIN = 80;
const BACKGROUND = '#090b10';
const ACCENT = '#ff3b3b';
const TEXT = '#f5f7fb';
const MUTED = '#a4adbd';

const FONT_FILES = [
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansThai-Bold.ttf',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
];

/** The language's own script first; Noto Sans after it for the Latin brand name inside other scripts. */
const LANGUAGE_FAMILIES: Record<string, string> = {
  ar: '"Noto Sans Arabic"',
  he: '"Noto Sans Hebrew"',
  hi: '"Noto Sans Devanagari"',
  th: '"Noto Sans Thai"',
  ja: '"Noto Sans CJK JP"',
  zh: '"Noto Sans CJK SC"',
  ko: '"Noto Sans CJK KR"',
};

let fontsReady = false;
function registerFonts() {
  if (fontsReady) return;
  const missing = FONT_FILES.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `Social cards need the Noto fonts (fonts-noto-core, fonts-noto-cjk): missing ${missing.join(', ')}`,
    );
  }
  for (const file of FONT_FILES) GlobalFonts.registerFromPath(file);
  fontsReady = true;
}

function font(language: string, weight: 'normal' | 'bold', size: number): string {
  const own = LANGUAGE_FAMILIES[language];
  return `${weight} ${size}px ${own ? `${own}, ` : ''}"Noto Sans", "Noto Sans CJK JP"`;
}

/** Lines of at most `width` pixels, broken between words (Intl.Segmenter also splits Thai and CJK). */
function wrap(ctx: SKRSContext2D, text: string, width: number, language: string): string[] {
  const segments = [...new Intl.Segmenter(language, { granularity: 'word' }).segment(text)].map(
    (s) => s.segment,
  );
  const lines: string[] = [];
  let line = '';
  for (const segment of segments) {
    const next = line + segment;
    if (line.trim() && ctx.measureText(next.trim()).width > width) {
      lines.push(line.trim());
      line = segment.trimStart();
    } else line = next;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/** The largest size (down to `min`) at which the text fits in `maxLines` lines; ellipsis beyond at `min`. */
function fitLines(
  ctx: SKRSContext2D,
  text: string,
  options: { language: string; weight: 'normal' | 'bold'; max: number; min: number; maxLines: number },
): { lines: string[]; size: number } {
  const width = OG_WIDTH - 2 * MARGIN;
  for (let size = options.max; size >= options.min; size -= 4) {
    ctx.font = font(options.language, options.weight, size);
    const lines = wrap(ctx, text, width, options.language);
    if (lines.length <= options.maxLines) return { lines, size };
  }
  ctx.font = font(options.language, options.weight, options.min);
  const lines = wrap(ctx, text, width, options.language).slice(0, options.maxLines);
  const last = lines.length - 1;
  lines[last] = `${lines[last]}…`;
  return { lines, size: options.min };
}

export interface OgCard {
  language: string;
  rtl: boolean;
  brand: string;
  title: string;
  description: string;
}

/** One card as PNG bytes. */
export async function renderOgCard(card: OgCard): Promise<Buffer> {
  registerFonts();
  const canvas = createCanvas(OG_WIDTH, OG_HEIGHT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, OG_WIDTH, OG_HEIGHT);
  ctx.fillStyle = ACCENT;
  ctx.fillRect(0, OG_HEIGHT - 12, OG_WIDTH, 12);

  const start = card.rtl ? OG_WIDTH - MARGIN : MARGIN;
  ctx.direction = card.rtl ? 'rtl' : 'ltr';
  ctx.textAlign = card.rtl ? 'right' : 'left';
  ctx.textBaseline = 'alphabetic';

  // The brand: a play-button mark and the name, on the reading side.
  const markX = card.rtl ? OG_WIDTH - MARGIN - 56 : MARGIN;
  ctx.fillStyle = ACCENT;
  ctx.beginPath();
  ctx.roundRect(markX, 70, 56, 40, 10);
  ctx.fill();
  ctx.fillStyle = TEXT;
  ctx.beginPath();
  ctx.moveTo(markX + 22, 80);
  ctx.lineTo(markX + 38, 90);
  ctx.lineTo(markX + 22, 100);
  ctx.closePath();
  ctx.fill();
  ctx.font = font('en', 'bold', 40);
  ctx.fillText(card.brand, card.rtl ? markX - 20 : markX + 76, 104);

  const title = fitLines(ctx, card.title, {
    language: card.language,
    weight: 'bold',
    max: 76,
    min: 48,
    maxLines: 3,
  });
  ctx.fillStyle = TEXT;
  let y = 230;
  for (const line of title.lines) {
    ctx.fillText(line, start, y);
    y += Math.round(title.size * 1.3);
  }
  const description = fitLines(ctx, card.description, {
    language: card.language,
    weight: 'normal',
    max: 32,
    min: 26,
    maxLines: Math.max(1, Math.min(3, Math.floor((OG_HEIGHT - 60 - y) / 44))),
  });
  ctx.fillStyle = MUTED;
  y += 16;
  for (const line of description.lines) {
    ctx.fillText(line, start, y);
    y += Math.round(description.size * 1.45);
  }
  return canvas.encode('png');
}

function cardHash(card: OgCard): string {
  return createHash('sha256')
    .update(JSON.stringify({ version: RENDERER_VERSION, ...card }))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Writes each card to dist at its path, drawing only those not in the cache. Answers how many were drawn and
 * the bytes written.
 */
export async function writeOgCards(
  cards: ReadonlyArray<{ path: string; card: OgCard }>,
  options: { dist: string; cacheDir: string; parallel?: number },
): Promise<{ drawn: number; bytes: number }> {
  if (cards.length === 0) throw new Error('No social cards to draw: the list of public pages is empty');
  mkdirSync(options.cacheDir, { recursive: true });
  let drawn = 0;
  let bytes = 0;
  const queue = [...cards];
  // The PNG encoder runs off the main thread: a few cards at a time keep both cores busy.
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const cached = join(options.cacheDir, `${cardHash(next.card)}.png`);
      if (!existsSync(cached)) {
        writeFileSync(cached, await renderOgCard(next.card));
        drawn += 1;
      }
      const target = join(options.dist, next.path);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(cached, target);
      bytes += readFileSync(target).length;
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 4 }, worker));
  return { drawn, bytes };
}
