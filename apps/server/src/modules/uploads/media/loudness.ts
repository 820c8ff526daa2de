// Loudness as YouTube measures it: EBU R128 integrated loudness (LUFS), loudness range and true peak from
// ffmpeg's `ebur128` filter, plus a coarse momentary-loudness strip for the waveform view. The per-frame log is
// parsed line by line as ffmpeg prints it and only one point per strip step is kept, so memory does not grow
// with the length of the file.
import { ToolRunError, runTool } from '../run-tool.ts';
import { mediaInput, type MediaTools, type ToolPath } from './media-tools.ts';

/** YouTube turns louder uploads down to about −14 LUFS (it does not turn quieter ones up). */
export const YOUTUBE_REFERENCE_LUFS = -14;

export interface LoudnessPoint {
  /** End of the step, in seconds. */
  t: number;
  /** Momentary loudness (400 ms window) at that time; null where the audio is digital silence. */
  momentaryLufs: number | null;
}

export interface LoudnessReport {
  integratedLufs: number | null;
  loudnessRangeLu: number;
  truePeakDbtp: number | null;
  /** Reference minus integrated: positive means quieter than YouTube's reference, by that many LU. */
  gapToYouTubeLu: number | null;
  strip: LoudnessPoint[];
  stripStepSeconds: number;
}

export class NoAudioError extends Error {
  constructor() {
    super('The file has no audio stream to measure');
    this.name = 'NoAudioError';
  }
}

// ebur128 reports −70 LUFS (its absolute gate) for "nothing measurable" and −120.7 for digital silence.
const SILENT_FLOOR_LUFS = -70;

export async function measureLoudness(
  tools: MediaTools,
  file: string,
  options: { stripStepSeconds?: number; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<LoudnessReport> {
  const step = options.stripStepSeconds ?? 0.5;
  const strip: LoudnessPoint[] = [];
  let nextStripTime = step;
  let inSummary = false;
  let sawAudio = false;
  const summary: { I?: number; LRA?: number; Peak?: number } = {};

  await runAudioFilter(tools, file, 'ebur128=peak=true', {
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    onStderrLine: (line) => {
      if (line.includes('Parsed_ebur128') && line.includes('Summary:')) {
        inSummary = true;
        return;
      }
      if (inSummary) {
        const match = /^\s*(I|LRA|Peak):\s*(-?[\d.]+|-inf)/.exec(line);
        if (match && summary[match[1] as keyof typeof summary] === undefined) {
          summary[match[1] as keyof typeof summary] = match[2] === '-inf' ? -Infinity : Number(match[2]);
        }
        return;
      }
      const frame = /\bt:\s*([\d.]+)\s.*?\bM:\s*(-?[\d.]+)/.exec(line);
      if (!frame) return;
      sawAudio = true;
      const t = Number(frame[1]);
      // Frames come every 100 ms; keep the first at or after each step boundary (with a little slack for
      // ffmpeg printing 0.499979 for 0.5).
      if (t + 0.01 >= nextStripTime) {
        const m = Number(frame[2]);
        strip.push({
          t: round(nextStripTime, 3),
          momentaryLufs: m <= SILENT_FLOOR_LUFS ? null : round(m, 1),
        });
        nextStripTime += step;
      }
    },
  });
  if (!sawAudio && summary.I === undefined) throw new NoAudioError();

  const integrated = summary.I !== undefined && summary.I > SILENT_FLOOR_LUFS ? summary.I : null;
  const peak = summary.Peak !== undefined && Number.isFinite(summary.Peak) ? summary.Peak : null;
  return {
    integratedLufs: integrated,
    loudnessRangeLu: summary.LRA ?? 0,
    truePeakDbtp: peak,
    gapToYouTubeLu: integrated === null ? null : round(YOUTUBE_REFERENCE_LUFS - integrated, 1),
    strip,
    stripStepSeconds: step,
  };
}

/**
 * Runs one audio filter chain over the first audio stream and discards the output; the filters report on stderr.
 * Shared by the loudness, silence and voice-band measurements.
 */
export async function runAudioFilter(
  tools: { ffmpeg: ToolPath },
  file: string,
  filter: string,
  options: { timeoutMs?: number; signal?: AbortSignal; onStderrLine: (line: string) => void },
): Promise<void> {
  try {
    await runTool(
      tools.ffmpeg.path,
      [
        '-hide_banner',
        '-nostats',
        ...mediaInput(file),
        '-map',
        '0:a:0',
        '-vn',
        '-sn',
        '-dn',
        '-af',
        filter,
        '-f',
        'null',
        '-',
      ],
      {
        timeoutMs: options.timeoutMs ?? 10 * 60_000,
        signal: options.signal,
        stdout: 'ignore',
        onStderrLine: options.onStderrLine,
      },
    );
  } catch (error) {
    if (
      error instanceof ToolRunError &&
      /matches no streams|does not contain any stream/.test(error.stderrTail)
    ) {
      throw new NoAudioError();
    }
    throw error;
  }
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
