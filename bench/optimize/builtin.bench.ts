// Builtin ("Basic") engine time for a 20-minute transcript, p50 and p95 over 50 runs after warm-up, and the
// ratio to a 2-minute transcript measured the same way in the same run. Not a test: it prints numbers.
//
//   node bench/optimize/builtin.bench.ts
import { builtinSuggest } from '../../packages/seo/src/engine/builtin.ts';
import type { CaptionCue, SuggestInput } from '../../packages/seo/src/index.ts';
import {
  bangkokNightMarket,
  cacioEPepe,
  knifeSkills,
  tenMinutePizza,
} from '../../packages/seo/test/fixtures/en.ts';

const WARM_UP = 5;
const RUNS = 50;
const SOURCES = [cacioEPepe, knifeSkills, bangkokNightMarket, tenMinutePizza];

/**
 * The English fixtures' cues spoken back to back (each cue keeps its length, 0.25 s between cues, 3 s between
 * videos; the fixtures' b-roll gaps are removed so the density is that of continuous speech), repeated until
 * `seconds` of video are covered.
 */
function transcript(seconds: number): CaptionCue[] {
  const cues: CaptionCue[] = [];
  let cursor = 0.5;
  for (let round = 0; cursor < seconds; round += 1) {
    const video = SOURCES[round % SOURCES.length];
    if (!video) break;
    for (const cue of video.captions) {
      const length = cue.endSeconds - cue.startSeconds;
      if (cursor + length > seconds) return cues;
      const startSeconds = Math.round(cursor * 1000) / 1000;
      cues.push({ startSeconds, endSeconds: Math.round((cursor + length) * 1000) / 1000, text: cue.text });
      cursor += length + 0.25;
    }
    cursor += 3;
  }
  return cues;
}

function input(seconds: number): SuggestInput {
  return {
    title: cacioEPepe.title,
    description: cacioEPepe.description,
    tags: cacioEPepe.tags,
    language: 'en',
    isShort: false,
    durationSeconds: seconds,
    captions: transcript(seconds),
  };
}

function measure(seconds: number): { p50: number; p95: number; cues: number; words: number } {
  const request = input(seconds);
  for (let i = 0; i < WARM_UP; i += 1) builtinSuggest(request);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    builtinSuggest(request);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? NaN;
  const words = (request.captions ?? []).reduce((n, c) => n + c.text.split(/\s+/u).length, 0);
  return { p50: at(0.5), p95: at(0.95), cues: request.captions?.length ?? 0, words };
}

const long = measure(20 * 60);
const short = measure(2 * 60);
const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log('builtinSuggest (Basic engine), English, title + description + tags + captions');
console.log(
  'Transcript: the English fixture videos’ caption cues (cacio e pepe, knife skills, Bangkok night market, 10-minute pizza) re-timed as continuous speech (0.25 s between cues, 3 s between videos) and repeated until the target length.',
);
console.log(`${RUNS} runs after ${WARM_UP} warm-up runs each, node ${process.version}.`);
console.log(
  `20-minute transcript (${long.cues} cues, ${long.words} words): p50 ${ms(long.p50)}, p95 ${ms(long.p95)}`,
);
console.log(
  `2-minute transcript (${short.cues} cues, ${short.words} words): p50 ${ms(short.p50)}, p95 ${ms(short.p95)}`,
);
console.log(
  `ratio 20 min / 2 min: p50 ${(long.p50 / short.p50).toFixed(1)}×, p95 ${(long.p95 / short.p95).toFixed(1)}×`,
);
