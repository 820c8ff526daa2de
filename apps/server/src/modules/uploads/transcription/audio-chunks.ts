// Audio for a provider with a file-size limit (OpenAI and Groq: 25 MB): the input becomes 16 kHz mono FLAC
// (what Whisper models hear anyway, lossless, 1–2 MB a minute depending on the sound), and when that is still
// too large it is cut into chunks under the limit, at a silence near each cut where there is one (a word is
// not split in two), else at a fixed length. Each chunk knows its offset, so segment times can be put back on
// the whole timeline.
import fs from 'node:fs/promises';
import path from 'node:path';
import { runProcess } from './run-process.ts';

export interface AudioTools {
  ffmpegPath: string;
  ffprobePath: string;
  /** Per tool run. */
  timeoutMs: number;
}

export interface AudioChunk {
  path: string;
  /** Where the chunk starts in the whole audio, in seconds. */
  offsetSeconds: number;
  durationSeconds: number;
  bytes: number;
}

/** Leaves room for FLAC's variable bitrate: a chunk is planned at 90 % of the limit, and re-cut if over. */
const PLANNING_MARGIN = 0.9;
/** A cut looks for a silence in the last half of the planned chunk. */
const SILENCE_WINDOW = 0.5;
const MIN_CHUNK_SECONDS = 1;

const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error'];

/** The input's first audio stream as 16 kHz mono FLAC in `workDir`. */
export async function toFlac(
  input: string,
  workDir: string,
  tools: AudioTools,
  signal: AbortSignal,
): Promise<string> {
  const output = path.join(workDir, 'audio.flac');
  await runProcess(
    tools.ffmpegPath,
    [...QUIET, '-i', input, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'flac', '-y', output],
    { timeoutMs: tools.timeoutMs, signal },
  );
  return output;
}

export async function durationSeconds(file: string, tools: AudioTools, signal: AbortSignal): Promise<number> {
  const { stdout } = await runProcess(
    tools.ffprobePath,
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file],
    { timeoutMs: tools.timeoutMs, signal },
  );
  const seconds = Number.parseFloat(stdout.trim());
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`ffprobe read no duration for ${file}`);
  return seconds;
}

/** Silences of at least 0.3 s below −35 dBFS, as [start, end] seconds (ffmpeg's silencedetect). */
export async function findSilences(
  file: string,
  tools: AudioTools,
  signal: AbortSignal,
): Promise<Array<[number, number]>> {
  // ametadata prints each detection on stdout (bounded), not into the stderr log.
  const { stdout } = await runProcess(
    tools.ffmpegPath,
    [
      ...QUIET,
      '-i',
      file,
      '-af',
      'silencedetect=noise=-35dB:duration=0.3,ametadata=mode=print:file=-',
      '-f',
      'null',
      '-',
    ],
    { timeoutMs: tools.timeoutMs, signal },
  );
  const silences: Array<[number, number]> = [];
  let start: number | undefined;
  for (const line of stdout.split('\n')) {
    const started = /lavfi\.silence_start=(-?[\d.]+)/.exec(line);
    const ended = /lavfi\.silence_end=([\d.]+)/.exec(line);
    if (started) start = Math.max(0, Number(started[1]));
    if (ended && start !== undefined) {
      silences.push([start, Number(ended[1])]);
      start = undefined;
    }
  }
  return silences;
}

/**
 * Where to cut `duration` seconds into pieces of at most `maxSeconds`: inside the last silence of each piece's
 * second half when there is one, else at `maxSeconds`. Returns the cut times (not 0 nor the end).
 */
export function planCuts(
  duration: number,
  maxSeconds: number,
  silences: ReadonlyArray<readonly [number, number]>,
): number[] {
  const cuts: number[] = [];
  let start = 0;
  while (duration - start > maxSeconds) {
    const latest = start + maxSeconds;
    const earliest = start + maxSeconds * SILENCE_WINDOW;
    const quiet = silences
      .filter(([from, to]) => to > earliest && from < latest)
      .map(([from, to]) => (Math.max(from, earliest) + Math.min(to, latest)) / 2);
    const cut = quiet.length > 0 ? quiet[quiet.length - 1]! : latest;
    cuts.push(Math.round(cut * 1000) / 1000);
    start = cut;
  }
  return cuts;
}

/**
 * The input as FLAC chunks of at most `maxBytes` each, in `workDir` (the caller removes it). One chunk when
 * the whole FLAC fits.
 */
export async function chunkAudio(
  input: string,
  options: { maxBytes: number; workDir: string; tools: AudioTools; signal: AbortSignal },
): Promise<AudioChunk[]> {
  const { maxBytes, workDir, tools, signal } = options;
  const flac = await toFlac(input, workDir, tools, signal);
  const bytes = (await fs.stat(flac)).size;
  const duration = await durationSeconds(flac, tools, signal);
  if (bytes <= maxBytes) return [{ path: flac, offsetSeconds: 0, durationSeconds: duration, bytes }];
  const maxSeconds = Math.max(MIN_CHUNK_SECONDS, (duration * maxBytes * PLANNING_MARGIN) / bytes);
  const silences = await findSilences(flac, tools, signal);
  const bounds = [0, ...planCuts(duration, maxSeconds, silences), duration];
  const chunks: AudioChunk[] = [];
  for (let index = 0; index + 1 < bounds.length; index += 1) {
    chunks.push(...(await cutUnder(flac, bounds[index]!, bounds[index + 1]!, options, chunks.length)));
  }
  return chunks;
}

/** One range as a chunk; a range that still comes out too large is halved (FLAC's bitrate follows the sound). */
async function cutUnder(
  flac: string,
  from: number,
  to: number,
  options: { maxBytes: number; workDir: string; tools: AudioTools; signal: AbortSignal },
  index: number,
): Promise<AudioChunk[]> {
  const { workDir, tools, signal, maxBytes } = options;
  const output = path.join(
    workDir,
    `chunk-${String(index).padStart(4, '0')}-${Math.round(from * 1000)}.flac`,
  );
  await runProcess(
    tools.ffmpegPath,
    [
      ...QUIET,
      '-ss',
      from.toFixed(3),
      '-t',
      (to - from).toFixed(3),
      '-i',
      flac,
      '-c:a',
      'flac',
      '-y',
      output,
    ],
    { timeoutMs: tools.timeoutMs, signal },
  );
  const bytes = (await fs.stat(output)).size;
  if (bytes <= maxBytes) return [{ path: output, offsetSeconds: from, durationSeconds: to - from, bytes }];
  if (to - from <= MIN_CHUNK_SECONDS) {
    throw new Error(`A ${MIN_CHUNK_SECONDS} s piece of audio is still larger than ${maxBytes} bytes`);
  }
  await fs.rm(output, { force: true });
  const middle = Math.round(((from + to) / 2) * 1000) / 1000;
  const first = await cutUnder(flac, from, middle, options, index);
  return [...first, ...(await cutUnder(flac, middle, to, options, index + first.length))];
}
