// The offline engine: Debian's pocketsphinx (`pocketsphinx_continuous`) with its `pocketsphinx-en-us` model —
// no keys, no download at run time, English only and inaccurate (its word error rate on synthetic speech is
// measured in offline-transcriber.test.ts and decision 034), so every result is marked rough. The input
// becomes 16 kHz mono 16-bit WAV (what the model was trained on) with ffmpeg; pocketsphinx prints each
// utterance's words with their times (`-time yes`), which become the segments. Any language but English is
// refused with a typed error that says what would work instead.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runTool, ToolRunError } from '../run-tool.ts';
import {
  joinSegmentText,
  TranscriptionProviderError,
  UnsupportedTranscriptionLanguageError,
  type TranscribeOptions,
  type Transcriber,
  type Transcript,
  type TranscriptSegment,
} from './transcriber.ts';

export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
const ENGINE = 'pocketsphinx-en-us';

export interface OfflineTranscriberOptions {
  ffmpegPath: string;
  pocketsphinxPath?: string | undefined;
  /** Holds `en-us/` (acoustic model), `en-us.lm.bin` and `cmudict-en-us.dict`. */
  modelDir?: string | undefined;
  /** For the conversion, and the recognizer's allowance on top of its per-second one. */
  timeoutMs: number;
  tempDir?: string | undefined;
}

/** 16 kHz × 16-bit mono. */
const WAV_BYTES_PER_SECOND = 32_000;
/** Measured about 0.4× real time on 2 cores when idle (1.4× under load); the deadline allows 4×. */
const RECOGNIZER_SECONDS_PER_AUDIO_SECOND = 4;
/** A segment is one utterance, or part of one: at most this many words, or cut at a pause this long. */
const MAX_SEGMENT_WORDS = 14;
const SEGMENT_PAUSE_SECONDS = 0.5;

export class OfflineTranscriber implements Transcriber {
  readonly label = 'PocketSphinx (English, rough)';
  private readonly options: OfflineTranscriberOptions;

  constructor(options: OfflineTranscriberOptions) {
    this.options = options;
  }

  /** English only; without a language the audio is taken to be English. */
  supports(language: string | undefined): boolean {
    return language === undefined || language.split(/[-_]/)[0]!.toLowerCase() === 'en';
  }

  async transcribe(audioPath: string, options: TranscribeOptions): Promise<Transcript> {
    if (!this.supports(options.language)) {
      throw new UnsupportedTranscriptionLanguageError(this.label, options.language!);
    }
    const modelDir = this.options.modelDir ?? POCKETSPHINX_MODEL_DIR;
    const model = {
      hmm: path.join(modelDir, 'en-us'),
      lm: path.join(modelDir, 'en-us.lm.bin'),
      dict: path.join(modelDir, 'cmudict-en-us.dict'),
    };
    try {
      await Promise.all(Object.values(model).map((file) => fs.access(file)));
    } catch {
      throw new TranscriptionProviderError(
        this.label,
        `has no English model at ${modelDir} (install the pocketsphinx-en-us package)`,
      );
    }
    const workDir = await fs.mkdtemp(path.join(this.options.tempDir ?? os.tmpdir(), 'vidcraft-sphinx-'));
    try {
      const wav = path.join(workDir, 'audio.wav');
      await this.run(
        this.options.ffmpegPath,
        [
          ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-i', audioPath],
          ...[
            '-map',
            '0:a:0',
            '-vn',
            '-ac',
            '1',
            '-ar',
            '16000',
            '-c:a',
            'pcm_s16le',
            '-f',
            'wav',
            '-y',
            wav,
          ],
        ],
        this.options.timeoutMs,
        options.signal,
        'could not read the audio',
      );
      const seconds = (await fs.stat(wav)).size / WAV_BYTES_PER_SECOND;
      const { stdout } = await this.run(
        this.options.pocketsphinxPath ?? 'pocketsphinx_continuous',
        [...['-infile', wav, '-time', 'yes'], ...['-hmm', model.hmm, '-lm', model.lm, '-dict', model.dict]],
        this.options.timeoutMs + seconds * RECOGNIZER_SECONDS_PER_AUDIO_SECOND * 1000,
        options.signal,
        'could not transcribe the audio',
      );
      const segments = parsePocketsphinxTimes(stdout);
      return { language: 'en', text: joinSegmentText(segments), segments, engine: ENGINE, rough: true };
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }

  private async run(
    command: string,
    args: string[],
    timeoutMs: number,
    signal: AbortSignal,
    what: string,
  ): Promise<{ stdout: string }> {
    try {
      return await runTool(command, args, { timeoutMs, signal, stdout: 'text' });
    } catch (error) {
      if (signal.aborted) throw signal.reason as Error;
      const detail = error instanceof ToolRunError ? error.message : String(error);
      throw new TranscriptionProviderError(this.label, what, { providerMessage: detail, cause: error });
    }
  }
}

interface TimedWord {
  word: string;
  start: number;
  end: number;
}

// "word 1.520 2.060 0.924309": a word with its start, end and posterior probability.
const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/;
// Fillers and markers: <s>, </s>, <sil>, [NOISE], [SPEECH], (++garbage++).
const NOT_A_WORD = /^(?:<.*>|\[.*\]|\(\+\+.*\+\+\))$/;

/**
 * pocketsphinx_continuous's `-time yes` output → segments. Each utterance prints its hypothesis, then
 * `<s>`, one line per word and `</s>`; times are seconds from the start of the file. Alternative
 * pronunciations carry a suffix ("to(2)") that is not part of the word.
 */
export function parsePocketsphinxTimes(output: string): TranscriptSegment[] {
  const utterances: TimedWord[][] = [];
  let current: TimedWord[] | null = null;
  for (const line of output.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const [, token, start, end] = match;
    if (token === '<s>') current = [];
    if (token === '</s>') {
      if (current?.length) utterances.push(current);
      current = null;
    }
    if (NOT_A_WORD.test(token!)) continue;
    (current ??= []).push({ word: token!.replace(/\(\d+\)$/, ''), start: Number(start), end: Number(end) });
  }
  if (current?.length) utterances.push(current);
  return utterances.flatMap(splitUtterance);
}

function splitUtterance(words: TimedWord[]): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let group: TimedWord[] = [];
  const flush = () => {
    if (group.length === 0) return;
    segments.push({
      start: group[0]!.start,
      end: group.at(-1)!.end,
      text: group.map((word) => word.word).join(' '),
    });
    group = [];
  };
  for (const word of words) {
    const last = group.at(-1);
    if (group.length >= MAX_SEGMENT_WORDS || (last && word.start - last.end >= SEGMENT_PAUSE_SECONDS))
      flush();
    group.push(word);
  }
  flush();
  return segments;
}
