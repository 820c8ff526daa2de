// Caption file formats: SRT, WebVTT and SBV are parsed on upload; downloads render SRT, VTT, SBV or TTML.
import type { CaptionFormat, Cue } from '../state/model.ts';

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function clock(ms: number, separator: string, hourWidth = 2): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h, hourWidth)}:${pad(m)}:${pad(s)}${separator}${pad(ms % 1000, 3)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

// WebVTT text is HTML-like: "&", "<" and ">" are character references in the file, plain characters in the
// track. Styling tags (<i>, <b>, <c.x>, <v Name>, <00:01.000>) stay tags.
const VTT_TAG = /<\/?(?:[A-Za-z][^<>]*|\d{1,2}(?::\d{2}){1,2}\.\d{3})>/g;
const VTT_ENTITY = /&(?:(amp|lt|gt|nbsp|lrm|rlm)|#(\d{1,7})|#x([\da-f]{1,6}));/gi;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  lrm: '\u200e',
  rlm: '\u200f',
};

function decodeVtt(text: string): string {
  return text.replace(VTT_ENTITY, (whole, name?: string, dec?: string, hex?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = dec ? Number(dec) : Number.parseInt(hex ?? '', 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function escapeVtt(text: string): string {
  const parts = text.split(VTT_TAG);
  const tags = text.match(VTT_TAG) ?? [];
  return parts
    .map(
      (part, i) => part.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') + (tags[i] ?? ''),
    )
    .join('');
}

export function formatCues(cues: Cue[], format: CaptionFormat, language: string, note?: string): string {
  switch (format) {
    case 'srt':
      return cues
        .map((c, i) => `${i + 1}\n${clock(c.startMs, ',')} --> ${clock(c.endMs, ',')}\n${c.text}\n`)
        .join('\n');
    case 'vtt': {
      const header = `WEBVTT\nKind: captions\nLanguage: ${language}\n\n${note ? `NOTE ${note}\n\n` : ''}`;
      return (
        header +
        cues
          .map((c) => `${clock(c.startMs, '.')} --> ${clock(c.endMs, '.')}\n${escapeVtt(c.text)}\n`)
          .join('\n')
      );
    }
    case 'sbv':
      return cues.map((c) => `${clock(c.startMs, '.', 1)},${clock(c.endMs, '.', 1)}\n${c.text}\n`).join('\n');
    case 'ttml': {
      const body = cues
        .map(
          (c) =>
            `<p begin="${clock(c.startMs, '.')}" end="${clock(c.endMs, '.')}">` +
            `${c.text.split('\n').map(escapeXml).join('<br/>')}</p>`,
        )
        .join('\n');
      return (
        `<?xml version="1.0" encoding="utf-8"?>\n<tt xml:lang="${language}" xmlns="http://www.w3.org/ns/ttml">` +
        `\n<body>\n<div>\n${body}\n</div>\n</body>\n</tt>\n`
      );
    }
  }
}

const TIME = String.raw`(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{3})`;
const ARROW_LINE = new RegExp(`^${TIME}\\s*-->\\s*${TIME}`);
const SBV_LINE = new RegExp(`^${TIME},${TIME}$`);

function toMs(parts: (string | undefined)[]): number {
  const [h, m, s, ms] = parts.map((p) => Number(p ?? 0)) as [number, number, number, number];
  return ((h * 60 + m) * 60 + s) * 1000 + ms;
}

/** Parses SRT, WebVTT or SBV. Returns null when the text is not a timed caption file. */
export function parseCaptionFile(text: string): { format: CaptionFormat; cues: Cue[] } | null {
  const normalized = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trim();
  const format: CaptionFormat = normalized.startsWith('WEBVTT')
    ? 'vtt'
    : SBV_LINE.test(normalized.split('\n')[0] ?? '')
      ? 'sbv'
      : 'srt';
  const cues: Cue[] = [];
  for (const block of normalized.split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timingIndex = lines.findIndex((line) => ARROW_LINE.test(line) || SBV_LINE.test(line));
    if (timingIndex < 0) continue;
    const timing = lines[timingIndex] ?? '';
    const match = ARROW_LINE.exec(timing) ?? SBV_LINE.exec(timing);
    if (!match) continue;
    const startMs = toMs(match.slice(1, 5));
    const endMs = toMs(match.slice(5, 9));
    const cueText = lines
      .slice(timingIndex + 1)
      .join('\n')
      .trim();
    if (endMs < startMs || !cueText) continue;
    cues.push({ startMs, endMs, text: format === 'vtt' ? decodeVtt(cueText) : cueText });
  }
  return cues.length > 0 ? { format, cues } : null;
}
