// Audio for a provider with a file-size limit (OpenAI and Groq: 25 MB): the input becomes 16 kHz mono FLAC
// (what Whisper models hear anyway, lossless, 1–2 MB a minute depending on the sound), and when that is still
// too large it is cut into chunks under the limit, at a silence near each cut where there is one (a word is
// not split in two), else at a fixed length. Each chunk knows its offset, so segment times can be put back on
// the whole timeline. Tools run through run-tool.ts; the duration and the silences come from the media library.
import fs from 'node:fs/promises';
import path from 'node:path';
import { probeMedia } from '../media/probe.ts';
import { silentRanges, type TimeRange } from '../media/silences.ts';
import { runTool } from '../run-tool.ts';

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
/** A pause between words is a place to cut: below −35 dBFS for at least 0.3 s. */
const CUT_SILENCE = 'silencedetect=n=-35dB:d=0.3';

const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error'];

/** The input's first audio stream as 16 kHz mono FLAC in `workDir`. */
export async function toFlac(
  input: string,
  workDir: string,
  tools: AudioTools,
  signal: AbortSignal,
): Promise<string> {
  const output = path.join(workDir, 'audio.flac');
  await runFfmpeg(
    tools,
    [...QUIET, '-i', input, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'flac', '-y', output],
    signal,
  );
  return output;
}

/**
 * Where to cut `duration` seconds into pieces of at most `maxSeconds`: inside the last silence of each piece's
 * second half when there is one, else at `maxSeconds`. Returns the cut times (not 0 nor the end).
 */
export function planCuts(duration: number, maxSeconds: number, silences: readonly TimeRange[]): number[] {
  const cuts: number[] = [];
  let start = 0;
  while (duration - start > maxSeconds) {
    const latest = start + maxSeconds;
    const earliest = start + maxSeconds * SILENCE_WINDOW;
    const quiet = silences
      .filter((silence) => silence.end > earliest && silence.start < latest)
      .map((silence) => (Math.max(silence.start, earliest) + Math.min(silence.end, latest)) / 2);
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
  try {
    const flac = await toFlac(input, workDir, tools, signal);
    const bytes = (await fs.stat(flac)).size;
    const media = { ffmpeg: { path: tools.ffmpegPath }, ffprobe: { path: tools.ffprobePath } };
    const { durationSeconds } = await probeMedia(media, flac, { timeoutMs: tools.timeoutMs, signal });
    if (bytes <= maxBytes) return [{ path: flac, offsetSeconds: 0, durationSeconds, bytes }];
    const maxSeconds = Math.max(MIN_CHUNK_SECONDS, (durationSeconds * maxBytes * PLANNING_MARGIN) / bytes);
    const silences = await silentRanges(media, flac, CUT_SILENCE, { timeoutMs: tools.timeoutMs, signal });
    const bounds = [0, ...planCuts(durationSeconds, maxSeconds, silences), durationSeconds];
    const chunks: AudioChunk[] = [];
    for (let index = 0; index + 1 < bounds.length; index += 1) {
      chunks.push(...(await cutUnder(flac, bounds[index]!, bounds[index + 1]!, options, chunks.length)));
    }
    return chunks;
  } catch (error) {
    // A caller's abort goes up as the caller's own reason (what a transcriber promises), not as a tool error.
    if (signal.aborted) throw signal.reason as Error;
    throw error;
  }
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
  await runFfmpeg(
    tools,
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
    signal,
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

async function runFfmpeg(tools: AudioTools, args: string[], signal: AbortSignal): Promise<void> {
  await runTool(tools.ffmpegPath, args, { timeoutMs: tools.timeoutMs, signal, stdout: 'ignore' });
}
