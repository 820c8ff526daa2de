// SVG artwork for generated thumbnails and channel avatars, rendered by sharp with the system's Noto fonts.
import { createPrng } from '../util/prng.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const FONT = "'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Devanagari', 'DejaVu Sans', sans-serif";

/** Splits overlay text into at most three lines of roughly equal length. */
function lines(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= 2 || text.length <= 14) return [text];
  const target = Math.ceil(text.length / Math.min(3, Math.ceil(text.length / 14)));
  const result: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + word.length + 1 > target) {
      result.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) result.push(line);
  return result.slice(0, 3);
}

export function thumbnailSvg(
  seedKey: string,
  text: string,
  colors: [string, string],
  channelTitle: string,
): string {
  const prng = createPrng(`art:${seedKey}`);
  const shapes: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const cx = prng.int(0, 1280);
    const cy = prng.int(0, 720);
    const r = prng.int(60, 320);
    const opacity = (0.08 + prng.next() * 0.22).toFixed(2);
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="${opacity}"/>`);
  }
  const angle = prng.int(-12, 12);
  shapes.push(
    `<rect x="${prng.int(640, 900)}" y="${prng.int(80, 260)}" width="${prng.int(260, 420)}" height="${prng.int(
      260,
      420,
    )}" rx="36" fill="#000000" opacity="0.18" transform="rotate(${angle} 960 360)"/>`,
  );
  const rows = lines(text);
  const longest = Math.max(...rows.map((r) => [...r].length), 1);
  const size = Math.max(56, Math.min(150, Math.floor(1150 / (longest * 0.62))));
  const top = 650 - rows.length * size * 1.08;
  const textRows = rows
    .map(
      (row, i) =>
        `<text x="56" y="${Math.round(top + (i + 1) * size * 1.05)}" font-family="${FONT}" font-weight="700" ` +
        `font-size="${size}" fill="#ffffff" stroke="#111111" stroke-width="${Math.round(size / 14)}" ` +
        `paint-order="stroke" stroke-linejoin="round">${escapeXml(row)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    `<rect width="1280" height="720" fill="url(#bg)"/>${shapes.join('')}` +
    `<text x="1230" y="60" text-anchor="end" font-family="${FONT}" font-size="30" fill="#ffffff" opacity="0.85">` +
    `${escapeXml(channelTitle)}</text>${textRows}</svg>`
  );
}

export function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [name];
  return letters
    .map((p) => [...(p ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}

export function avatarSvg(name: string, color: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="${color}"/>` +
    `<text x="400" y="400" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-weight="700" ` +
    `font-size="340" fill="#ffffff">${escapeXml(initials(name))}</text></svg>`
  );
}
