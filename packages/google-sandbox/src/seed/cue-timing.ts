// Turns transcript paragraphs into timed caption cues with a natural speaking rate. Each paragraph starts a new
// segment spread over the video's length (the gaps are the b-roll between talking parts), so chapter detection
// has real topic boundaries to find.
import type { Cue } from '../state/model.ts';
import { createPrng } from '../util/prng.ts';

const NO_SPACE_SCRIPTS = new Set(['ja', 'zh', 'zh-CN', 'zh-TW', 'ko']);

function isCjk(language: string): boolean {
  return NO_SPACE_SCRIPTS.has(language);
}

function sentences(paragraph: string): string[] {
  const found = paragraph.match(/[^.!?。！？।]+[.!?。！？।]*["”’)」]*\s*/g) ?? [paragraph];
  return found.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Lines of at most `width` characters, breaking between words (or anywhere for CJK, preferring 、). */
function wrap(sentence: string, width: number, cjk: boolean): string[] {
  const lines: string[] = [];
  if (cjk) {
    let rest = [...sentence];
    while (rest.length > width) {
      let cut = width;
      const comma = rest.slice(0, width).lastIndexOf('、');
      if (comma >= width / 2) cut = comma + 1;
      lines.push(rest.slice(0, cut).join(''));
      rest = rest.slice(cut);
    }
    if (rest.length > 0) lines.push(rest.join(''));
    return lines;
  }
  let line = '';
  for (const word of sentence.split(/\s+/)) {
    if (line && [...line].length + 1 + [...word].length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function timeTranscript(
  sections: string[],
  language: string,
  durationSeconds: number,
  key: string,
): Cue[] {
  const cjk = isCjk(language);
  const width = cjk ? 18 : 42;
  const charsPerSecond = cjk ? 7 : 15;
  const prng = createPrng(`cues:${key}:${language}`);

  // Each cue shows at most two lines.
  const blocks = sections.map((section) =>
    sentences(section).flatMap((sentence) => {
      const lines = wrap(sentence, width, cjk);
      const cues: string[] = [];
      for (let i = 0; i < lines.length; i += 2) cues.push(lines.slice(i, i + 2).join('\n'));
      return cues;
    }),
  );
  const speak = (text: string) =>
    Math.min(7, Math.max(1.2, [...text.replace(/\n/g, '')].length / charsPerSecond));
  const speech = blocks.flat().reduce((sum, text) => sum + speak(text) + 0.2, 0);
  const usable = Math.max(1, durationSeconds - 2);
  const scale = speech > usable ? usable / speech : 1;

  const cues: Cue[] = [];
  let cursor = 0.8;
  blocks.forEach((block, index) => {
    const target = 0.8 + (index * usable) / blocks.length;
    if (scale === 1) cursor = Math.max(cursor, target);
    for (const text of block) {
      const length = speak(text) * scale;
      const start = cursor;
      const end = Math.min(durationSeconds, start + length);
      cues.push({ startMs: Math.round(start * 1000), endMs: Math.round(end * 1000), text });
      cursor = end + (0.08 + prng.next() * 0.25) * scale;
    }
  });
  return cues;
}
