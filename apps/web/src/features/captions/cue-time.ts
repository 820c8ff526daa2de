// Cue times as the editor shows and takes them: "0:01:02.345" (hours, minutes, seconds, milliseconds). Typed
// times may leave out the hours or the fraction and use a comma, as SRT writes it: "1:02,5" is 62.5 s.
import { CUE_MAX_MS } from '@vidcraft/contracts';

const TIME = /^(?:(\d{1,2}):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$|^(\d{1,5})(?:[.,](\d{1,3}))?$/;

export function formatCueTime(ms: number): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${h}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Milliseconds, or null when the text is no time (minutes and seconds past 59, or past the readers' limit). */
export function parseCueTime(text: string): number | null {
  const match = TIME.exec(text.trim());
  if (!match) return null;
  const fraction = (digits: string | undefined) => (digits ? Number(digits.padEnd(3, '0')) : 0);
  let ms: number;
  if (match[5] !== undefined) {
    ms = Number(match[5]) * 1000 + fraction(match[6]);
  } else {
    const [h, m, s] = [Number(match[1] ?? 0), Number(match[2]), Number(match[3])];
    if (m > 59 || s > 59) return null;
    ms = ((h * 60 + m) * 60 + s) * 1000 + fraction(match[4]);
  }
  return ms <= CUE_MAX_MS ? ms : null;
}
