// Writes the evaluation set (videos/<id>.json) from the hand-written sources in sources/*.ts: the transcript's
// paragraphs become caption cues timed like continuous speech. Each paragraph is one stream of words cut into cues
// of about 2–6 s, preferring to cut after a sentence or a comma; a cue lasts as long as its text takes to say at the
// language's speaking rate (±10 %), cues follow each other after 0.05–0.5 s, and a new paragraph starts 0.5–1.2 s
// after the last cue (a breath, not b-roll). Deterministic: the jitter is seeded by the video's id.
//
//   node packages/seo/eval/build.ts
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import type { CaptionCue } from '../src/index.ts';
import type { EvalVideo } from './expectations.ts';
import { VIDEOS_DIR } from './load.ts';
import { evalVideoSchema } from './schema.ts';
import type { VideoSource } from './sources/source.ts';
import { SOURCES } from './sources/index.ts';

/** Characters (code points, spaces included) spoken per second: typical conversational rates per script. */
const RATE: Record<string, number> = { en: 15, es: 16, fr: 15, pt: 15, de: 14, hi: 13, ar: 12, ja: 5.8 };
const SPACELESS = new Set(['ja', 'zh', 'th']);

function random(seed: string): () => number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.codePointAt(0)!, 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const length = (s: string) => [...s].length;

/** A paragraph as word units (spaceless scripts: ICU word segments) and how they join. */
function units(paragraph: string, language: string): { words: string[]; joiner: string } {
  if (!SPACELESS.has(language)) return { words: paragraph.split(/\s+/u).filter(Boolean), joiner: ' ' };
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(paragraph)) {
    // Punctuation sticks to the word before it so a cue never starts with "。" or "、".
    if (!isWordLike && words.length > 0) words[words.length - 1] += segment;
    else words.push(segment);
  }
  return { words, joiner: '' };
}

/** Cue texts of one paragraph: cut after a sentence or clause once a cue is long enough, or when it would be too long. */
function cueTexts(paragraph: string, language: string): string[] {
  const rate = RATE[language] ?? 14;
  const min = rate * 2.2;
  const max = rate * 5.6;
  const { words, joiner } = units(paragraph, language);
  const out: string[] = [];
  let cue = '';
  for (const word of words) {
    const next = cue ? `${cue}${joiner}${word}` : word;
    if (cue && length(next) > max) {
      out.push(cue);
      cue = word;
      continue;
    }
    cue = next;
    const sentenceEnd = /[.!?。！？।؟]["”»)]?$/u.test(word);
    const clauseEnd = /[,;:，、،]$/u.test(word);
    if ((sentenceEnd && length(cue) >= min) || (clauseEnd && length(cue) >= min * 1.4)) {
      out.push(cue);
      cue = '';
    }
  }
  if (cue) {
    const last = out.at(-1);
    // A short tail joins the cue before it when the two still fit in one cue.
    if (last !== undefined && length(cue) < min * 0.7 && length(last) + length(cue) + 1 <= rate * 6.5) {
      out[out.length - 1] = `${last}${joiner}${cue}`;
    } else out.push(cue);
  }
  return out;
}

export function timeTranscript(
  id: string,
  paragraphs: string[],
  language: string,
): { captions: CaptionCue[]; spokenUntil: number } {
  const rate = RATE[language] ?? 14;
  const jitter = random(id);
  const captions: CaptionCue[] = [];
  let cursor = 0.3 + jitter() * 0.6;
  paragraphs.forEach((paragraph, p) => {
    if (p > 0) cursor += 0.5 + jitter() * 0.7;
    for (const text of cueTexts(paragraph, language)) {
      const seconds = Math.min(6.8, Math.max(1.6, (length(text) / rate) * (0.9 + jitter() * 0.2)));
      const start = round(cursor);
      const end = round(cursor + seconds);
      captions.push({ startSeconds: start, endSeconds: end, text });
      const pause = /[.!?。！？।؟]["”»)]?$/u.test(text) ? 0.2 + jitter() * 0.3 : 0.05 + jitter() * 0.15;
      cursor = end + pause;
    }
  });
  return { captions, spokenUntil: cursor };
}

export function buildVideo(source: VideoSource): EvalVideo {
  const { transcript, outroSeconds, ...rest } = source;
  const { captions, spokenUntil } = timeTranscript(source.id, transcript, source.language);
  const video: EvalVideo = {
    ...rest,
    durationSeconds: Math.ceil(spokenUntil + (outroSeconds ?? 3)),
    captions,
  };
  const parsed = evalVideoSchema.safeParse(video);
  if (!parsed.success) throw new Error(`${source.id}: ${parsed.error.message}`);
  return parsed.data;
}

if (import.meta.main) {
  fs.mkdirSync(VIDEOS_DIR, { recursive: true });
  const ids = new Set<string>();
  for (const source of SOURCES) {
    if (ids.has(source.id)) throw new Error(`duplicate id ${source.id}`);
    ids.add(source.id);
    const video = buildVideo(source);
    const { expect, ...input } = video;
    const ordered = { ...input, expect };
    const file = path.join(VIDEOS_DIR, `${video.id}.json`);
    // Formatted as the repository's Prettier config would, so `npm run format:check` stays green after a rebuild.
    const options = await prettier.resolveConfig(file);
    fs.writeFileSync(file, await prettier.format(JSON.stringify(ordered), { ...options, filepath: file }));
  }
  for (const file of fs.readdirSync(VIDEOS_DIR)) {
    if (file.endsWith('.json') && !ids.has(file.slice(0, -5))) fs.rmSync(path.join(VIDEOS_DIR, file));
  }
  process.stdout.write(`wrote ${ids.size} videos to ${path.relative(process.cwd(), VIDEOS_DIR)}\n`);
}
