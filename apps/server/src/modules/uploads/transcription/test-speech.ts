// Test audio for the transcription engines: English speech from Debian's espeak-ng (deterministic) and digital
// silence from ffmpeg, joined into one 16 kHz mono WAV with the known place of every part.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface SpeechPart {
  text?: string;
  silenceSeconds?: number;
}

export interface SpeechAudio {
  path: string;
  /** Each part's [start, end] seconds in the joined file. */
  parts: Array<{ part: SpeechPart; start: number; end: number }>;
  durationSeconds: number;
}

export async function audioSeconds(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration'],
    ...['-of', 'default=noprint_wrappers=1:nokey=1', file],
  ]);
  return Number.parseFloat(stdout.trim());
}

/** Speech (espeak-ng `voice` at `wordsPerMinute`) and silences, in order, as `name`.wav in `dir`. */
export async function makeSpeech(
  dir: string,
  name: string,
  parts: SpeechPart[],
  options: { voice?: string; wordsPerMinute?: number } = {},
): Promise<SpeechAudio> {
  const pieces: string[] = [];
  const placed: SpeechAudio['parts'] = [];
  let at = 0;
  for (const [index, part] of parts.entries()) {
    const piece = path.join(dir, `${name}-part${index}.wav`);
    if (part.text) {
      const raw = path.join(dir, `${name}-part${index}-raw.wav`);
      await run('espeak-ng', [
        ...['-v', options.voice ?? 'en-us', '-s', String(options.wordsPerMinute ?? 140)],
        ...['-w', raw, part.text],
      ]);
      await run('ffmpeg', [...QUIET, '-i', raw, ...PCM16K, piece]);
    } else {
      await run('ffmpeg', [
        ...QUIET,
        ...['-f', 'lavfi', '-i', `anullsrc=r=16000:cl=mono`, '-t', String(part.silenceSeconds ?? 1)],
        ...PCM16K,
        piece,
      ]);
    }
    const seconds = await audioSeconds(piece);
    placed.push({ part, start: at, end: at + seconds });
    at += seconds;
    pieces.push(piece);
  }
  const output = path.join(dir, `${name}.wav`);
  const inputs = pieces.flatMap((piece) => ['-i', piece]);
  const concat = `${pieces.map((_, i) => `[${i}:a]`).join('')}concat=n=${pieces.length}:v=0:a=1`;
  await run('ffmpeg', [...QUIET, ...inputs, '-filter_complex', concat, ...PCM16K, output]);
  return { path: output, parts: placed, durationSeconds: await audioSeconds(output) };
}

const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];
const PCM16K = ['-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le'];
