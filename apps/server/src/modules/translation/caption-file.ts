// Caption files (WebVTT, SRT, YouTube's SBV) ⇄ timed cues for caption translation; subsrt-ts reads and writes
// the formats (decision 027), this module cleans cue text and re-breaks translated lines.
import subsrt from 'subsrt-ts';

export interface TimedCue {
  startMs: number;
  endMs: number;
  /** Plain text without styling tags; may hold line breaks. */
  text: string;
}

export type CaptionFormat = 'srt' | 'vtt' | 'sbv';

type Caption = ReturnType<typeof subsrt.parse>[number];

/** Thrown for a body that is none of the caption formats we read. */
export class NotACaptionFileError extends Error {
  constructor() {
    super(
      'Not a caption file: expected WebVTT (a "WEBVTT" first line), SRT (numbered cues with "-->" timings) ' +
        'or SBV ("0:00:01.000,0:00:03.500" timings)',
    );
    this.name = 'NotACaptionFileError';
  }
}

// subsrt-ts's own VTT check wants a line break right after "WEBVTT"; the spec also allows "WEBVTT - title".
const VTT_HEADER = /^WEBVTT(?:[ \t][^\n]*)?(?:\n|$)/;
const TIMING_LINE = /-->|^\d{1,2}:\d{2}:\d{2}(?:\.\d{1,3})?,\d{1,2}:\d{2}:\d{2}/;
/** A cue's timing line in WebVTT, SRT or SBV. */
export const isTimingLine = (line: string): boolean => TIMING_LINE.test(line.trim());
// subsrt-ts reads the fraction as a count of milliseconds, so "01,5" would be 1.005 s: short fractions are padded.
const SHORT_FRACTION = /(:\d{2}[.,])(\d{1,2})(?!\d)/g;
const WHITESPACE_ONLY = /^[ \t]+$/;
// VTT/SRT styling: <i>, <b>, <c.class>, <v Speaker>, <lang en>, inline timestamps <00:01.500>. A lone "<" stays.
const TAG = /<\/?(?:[A-Za-z][^<>]*|\d{1,2}(?::\d{2}){1,2}\.\d{3})>/g;
const RUBY_TEXT = /<rt>[^<]*<\/rt>/g;
// ASS override blocks such as {\an8} that subtitle editors leave in SRT files.
const ASS_OVERRIDE = /\{\\[^}]*\}/g;
const ENTITY = /&(?:(amp|lt|gt|nbsp|lrm|rlm)|#(\d{1,7})|#x([\da-f]{1,6}));/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
};
// Past 99:59:59.999 subsrt-ts's own reader no longer matches the timestamp; YouTube videos stop at 12 hours.
const MAX_MS = 100 * 3_600_000 - 1;
// YouTube language ids: 'en', 'zh-CN', 'es-419', 'sr-Latn', 'fil'.
const LANGUAGE_ID = /^[A-Za-z]{2,3}(?:-[A-Za-z\d]{1,8})*$/;

/**
 * YouTube's auto-captions open a cue with a line holding one space; subsrt-ts splits blocks on any
 * whitespace-only line, so such a line right after a timing line is dropped first. Trailing blanks go too: the
 * SRT reader wants the line break right after the end time.
 */
export function normalizeCaptionBody(body: string): string {
  const lines = body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const kept: string[] = [];
  let previousWasTiming = false;
  for (const line of lines) {
    if (previousWasTiming && WHITESPACE_ONLY.test(line)) continue;
    previousWasTiming = TIMING_LINE.test(line.trim());
    const padded = previousWasTiming
      ? line.replace(SHORT_FRACTION, (_, head: string, digits: string) => head + digits.padEnd(3, '0'))
      : line;
    kept.push(padded.trimEnd());
  }
  return kept.join('\n');
}

export function detectCaptionFormat(body: string): CaptionFormat | undefined {
  if (VTT_HEADER.test(body)) return 'vtt';
  if (subsrt.format.srt?.detect(body)) return 'srt';
  if (subsrt.format.sbv?.detect(body)) return 'sbv';
  return undefined;
}

function decodeEntities(line: string): string {
  return line.replace(
    ENTITY,
    (whole, name: string | undefined, dec: string | undefined, hex: string | undefined) => {
      if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
      const code = dec ? Number(dec) : Number.parseInt(hex!, 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}

// The raw cue content, not subsrt-ts's `text`: that one also deletes ">> NAME:" speaker labels, which are words.
export function cleanCueText(content: string, format: CaptionFormat): string {
  return content
    .split('\n')
    .map((line) => {
      const untagged = line.replace(RUBY_TEXT, '').replace(TAG, '');
      const plain = format === 'vtt' ? decodeEntities(untagged) : untagged.replace(ASS_OVERRIDE, '');
      return plain.replace(/\s+/g, ' ').trim();
    })
    .filter((line) => line.length > 0)
    .join('\n');
}

/**
 * Reads a WebVTT, SRT or SBV body. Styling tags are stripped (line breaks inside a cue kept), NOTE/STYLE/REGION
 * blocks skipped, and cues left without text dropped; cues keep their file order.
 */
export function parseCaptionFile(body: string): { format: CaptionFormat; cues: TimedCue[] } {
  const normalized = normalizeCaptionBody(body);
  const format = detectCaptionFormat(normalized);
  if (!format) throw new NotACaptionFileError();
  const cues: TimedCue[] = [];
  for (const caption of subsrt.parse(normalized, { format, eol: '\n' })) {
    // The header, NOTE, STYLE and REGION blocks come back as "meta" entries.
    if (caption.type !== 'caption') continue;
    const text = cleanCueText(caption.content, format);
    if (text) cues.push({ startMs: caption.start, endMs: caption.end, text });
  }
  return { format, cues };
}

function escapeVtt(line: string): string {
  return line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function toCaptions(cues: TimedCue[], escape: (line: string) => string): Caption[] {
  const captions: Caption[] = [];
  for (const cue of cues) {
    const { startMs, endMs } = cue;
    if (!Number.isInteger(startMs) || !Number.isInteger(endMs) || startMs < 0 || endMs > MAX_MS) {
      throw new Error(`Cue times must be whole milliseconds from 0 to ${MAX_MS}: got ${startMs} → ${endMs}`);
    }
    if (endMs < startMs) throw new Error(`Cue ends before it starts: ${startMs} → ${endMs}`);
    // A blank line would end the cue inside the file, so blank lines inside the text are dropped.
    const lines = cue.text
      .split(/\r\n?|\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line.length > 0);
    // A cue without text would come back as nothing; it is left out rather than written empty.
    if (lines.length === 0) continue;
    const text = lines.map(escape).join('\n');
    captions.push({
      type: 'caption',
      index: captions.length + 1,
      start: startMs,
      end: endMs,
      duration: endMs - startMs,
      content: text,
      text,
    });
  }
  return captions;
}

/** A WebVTT file with a `Language:` header line, as YouTube's own files carry; players ignore header lines. */
export function writeVtt(cues: TimedCue[], language: string): string {
  if (!LANGUAGE_ID.test(language)) throw new Error(`Not a language id: ${JSON.stringify(language)}`);
  const body = subsrt.build(toCaptions(cues, escapeVtt), { format: 'vtt', eol: '\n' });
  return body.replace(/^WEBVTT\n/, `WEBVTT\nLanguage: ${language}\n`);
}

/** An SRT file. SRT has no escaping: "<" and "{\" in text are written as they are. */
export function writeSrt(cues: TimedCue[]): string {
  return subsrt.build(
    toCaptions(cues, (line) => line),
    { format: 'srt', eol: '\n' },
  );
}

// Line lengths from Netflix's Timed Text Style Guides (partnerhelp.netflixstudios.com): 42 characters per line in
// the general requirements and for Latin, Cyrillic, Greek, Arabic, Hebrew and Indic languages; Japanese 13
// (horizontal, full-width), Chinese 16 (Simplified and Traditional), Korean 16, Thai 35. The guides count
// half-width characters in Japanese and Korean as 0.5; we count every grapheme as 1, which errs short.
const MAX_LINE: Record<string, number> = { ja: 13, zh: 16, ko: 16, th: 35 };
const DEFAULT_MAX_LINE = 42;

// Scripts written without spaces between words: a line may break between any two graphemes of them.
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\u3000-\u303f\uff00-\uffef]/u;
// Kinsoku: closing marks, small kana, "ー" and Thai/Lao vowels written after their consonant never start a line;
// opening marks and Thai/Lao vowels written before their consonant never end one.
const NO_LINE_START =
  /^[\p{Pe}\p{Pf}\p{Po}ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿー々ゝゞヽヾ\u0e30\u0e32\u0e33\u0e45\u0e46\u0eb0\u0eb2\u0eb3\u0ec6]/u;
const NO_LINE_END = /[\p{Ps}\p{Pi}\u0e40-\u0e44\u0ec0-\u0ec4]$/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}

function maxLineFor(language: string): number {
  const primary = language.split('-')[0]!.toLowerCase();
  return MAX_LINE[primary] ?? DEFAULT_MAX_LINE;
}

function wordSegmenter(language: string): Intl.Segmenter {
  try {
    return new Intl.Segmenter(language, { granularity: 'word' });
  } catch {
    return new Intl.Segmenter(undefined, { granularity: 'word' });
  }
}

/** A piece a line never breaks inside; `spaced` when a space stands between it and the piece before. */
interface Piece {
  text: string;
  spaced: boolean;
}

// Chinese and Japanese put no space between words, nor around Latin words; Thai does put one between phrases.
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

// Re-joins the lines of a cue: with a space, unless one side of the break is Chinese or Japanese.
function joinLines(text: string): string {
  const lines = text
    .split(/\r\n?|\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
  return lines.reduce((joined, line) => {
    if (!joined) return line;
    return CJK.test(joined.at(-1)!) || CJK.test(line[0]!) ? joined + line : `${joined} ${line}`;
  }, '');
}

// Words of spaced scripts stay whole; runs of CJK/Thai split into words (ICU's dictionaries), and the words
// `split` picks into graphemes. Kinsoku marks are glued to their neighbour.
function pieces(text: string, language: string, split: (word: string) => boolean): Piece[] {
  const words = wordSegmenter(language);
  const out: Piece[] = [];
  for (const [index, token] of text.split(' ').entries()) {
    const parts: string[] = [];
    if (!UNSPACED.test(token)) parts.push(token);
    else {
      for (const { segment } of words.segment(token)) {
        if (UNSPACED.test(segment) && split(segment))
          for (const g of graphemes.segment(segment)) parts.push(g.segment);
        else parts.push(segment);
      }
    }
    const glued: string[] = [];
    for (const part of parts) {
      const previous = glued.at(-1);
      if (previous !== undefined && (NO_LINE_END.test(previous) || NO_LINE_START.test(part))) {
        glued[glued.length - 1] = previous + part;
      } else glued.push(part);
    }
    glued.forEach((part, i) => out.push({ text: part, spaced: index > 0 && i === 0 }));
  }
  return out;
}

function lineOf(list: Piece[]): string {
  return list.map((piece, i) => (i > 0 && piece.spaced ? ` ${piece.text}` : piece.text)).join('');
}

// The two-line split whose longer line is shortest (ties: the shorter top line), if one fits.
function twoLines(list: Piece[], max: number): string[] | undefined {
  const whole = lineOf(list);
  if (graphemeCount(whole) <= max) return [whole];
  let best: { lines: string[]; longest: number } | undefined;
  for (let cut = 1; cut < list.length; cut++) {
    const lines = [lineOf(list.slice(0, cut)), lineOf(list.slice(cut))];
    const longest = Math.max(...lines.map(graphemeCount));
    if (longest <= max && (!best || longest < best.longest)) best = { lines, longest };
  }
  return best?.lines;
}

// Fills lines greedily at word breaks; a piece longer than a line (a long word of a spaced script) stands
// alone, unbroken.
function manyLines(list: Piece[], max: number): string[] {
  const lines: Piece[][] = [];
  for (const piece of list) {
    const current = lines.at(-1);
    if (current && graphemeCount(lineOf([...current, piece])) <= max) current.push(piece);
    else lines.push([piece]);
  }
  return lines.map(lineOf);
}

/**
 * Re-breaks a cue's text into at most two lines of the language's maximum length, at spaces in spaced scripts
 * and between words, else graphemes, in CJK and Thai. Text that cannot fit in two lines is kept whole in as
 * many lines as it needs: cueLineProblems reports it.
 */
export function wrapCueText(text: string, language: string): string {
  const joined = joinLines(text);
  if (!joined) return '';
  const max = maxLineFor(language);
  const atWords = pieces(joined, language, () => false);
  const atGraphemes = pieces(joined, language, () => true);
  const atWordsOrInsideLongOnes = pieces(joined, language, (word) => graphemeCount(word) > max);
  const lines =
    twoLines(atWords, max) ?? twoLines(atGraphemes, max) ?? manyLines(atWordsOrInsideLongOnes, max);
  return lines.join('\n');
}

/** Measures a cue's lines as given (e.g. wrapCueText's output): callers flag lines > 2 or longestLine > maxLine. */
export function cueLineProblems(
  text: string,
  language: string,
): { lines: number; longestLine: number; maxLine: number } {
  const lines = text.split(/\r\n?|\n/).filter((line) => line.trim().length > 0);
  return {
    lines: lines.length,
    longestLine: Math.max(0, ...lines.map(graphemeCount)),
    maxLine: maxLineFor(language),
  };
}
