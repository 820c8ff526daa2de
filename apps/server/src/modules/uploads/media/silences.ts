// Silences from ffmpeg's `silencedetect`: below a noise floor for at least a minimum time. What creators need
// from them is dead air at the start (viewers leave in the first seconds) and long gaps in the middle.
import { runAudioFilter } from './loudness.ts';
import type { MediaTools, ToolPath } from './media-tools.ts';

export interface TimeRange {
  start: number;
  end: number;
}

export interface SilenceOptions {
  /** Level below which audio counts as silent, in dBFS. */
  noiseDb?: number;
  /** Shortest stretch reported, in seconds. */
  minSilenceSeconds?: number;
  /** A silence at least this long after the start is a "long gap". */
  longGapSeconds?: number;
  /** Silence at the very start at least this long is "dead air". */
  deadAirSeconds?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface SilenceReport {
  silences: TimeRange[];
  /** The silence starting at 0 s, when it is at least `deadAirSeconds` long. */
  deadAirAtStart: TimeRange | null;
  longGaps: TimeRange[];
  noiseDb: number;
  minSilenceSeconds: number;
}

export async function detectSilences(
  tools: MediaTools,
  file: string,
  options: SilenceOptions = {},
): Promise<SilenceReport> {
  const noiseDb = options.noiseDb ?? -50;
  const minSilenceSeconds = options.minSilenceSeconds ?? 0.5;
  const silences = await silentRanges(
    tools,
    file,
    `silencedetect=n=${noiseDb}dB:d=${minSilenceSeconds}`,
    options,
  );
  const deadAirSeconds = options.deadAirSeconds ?? 0.5;
  const longGapSeconds = options.longGapSeconds ?? 2;
  const first = silences[0];
  const deadAirAtStart =
    first && first.start <= 0.05 && first.end - first.start >= deadAirSeconds ? first : null;
  return {
    silences,
    deadAirAtStart,
    longGaps: silences.filter((s) => s !== deadAirAtStart && s.end - s.start >= longGapSeconds),
    noiseDb,
    minSilenceSeconds,
  };
}

/**
 * The ranges a filter chain ending in `silencedetect` reports. A silence still open when the stream ends is
 * closed at the last time ffmpeg reported (ffmpeg 5.1 closes it itself; older versions did not).
 */
export async function silentRanges(
  tools: { ffmpeg: ToolPath },
  file: string,
  filter: string,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<TimeRange[]> {
  const ranges: TimeRange[] = [];
  let openStart: number | null = null;
  let lastTime = 0;
  await runAudioFilter(tools, file, filter, {
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    onStderrLine: (line) => {
      const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(line);
      if (duration) lastTime = Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]);
      const start = /silence_start: (-?[\d.]+)/.exec(line);
      if (start) openStart = Math.max(0, Number(start[1]));
      const end = /silence_end: (-?[\d.]+)/.exec(line);
      if (end && openStart !== null) {
        ranges.push({ start: round3(openStart), end: round3(Number(end[1])) });
        openStart = null;
      }
    },
  });
  if (openStart !== null)
    ranges.push({ start: round3(openStart), end: round3(Math.max(openStart, lastTime)) });
  return ranges;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
