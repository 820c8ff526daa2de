// Voice-band activity: where the audio is loud enough inside the speech band (300–3400 Hz, the telephone band).
// This is NOT a speech classifier — singing or music in that band counts too, and quiet speech under the floor
// does not — but it is honest, fast, needs no model, and ignores hum, rumble and hiss outside the band. A real
// voice-activity model (e.g. Silero VAD) can replace it behind the same result shape.
import type { MediaTools } from './media-tools.ts';
import { silentRanges, type TimeRange } from './silences.ts';

export interface VoiceBandOptions {
  /** Band level below which there is no voice, in dBFS. */
  noiseDb?: number;
  /** Pauses shorter than this stay inside one segment (words and breaths). */
  minPauseSeconds?: number;
  /** Active stretches shorter than this are dropped (clicks). */
  minSegmentSeconds?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface VoiceBandReport {
  method: 'voice-band-activity';
  segments: TimeRange[];
  totalSeconds: number;
}

export async function detectVoiceBandActivity(
  tools: MediaTools,
  file: string,
  durationSeconds: number,
  options: VoiceBandOptions = {},
): Promise<VoiceBandReport> {
  const noiseDb = options.noiseDb ?? -40;
  const minPause = options.minPauseSeconds ?? 0.35;
  const minSegment = options.minSegmentSeconds ?? 0.2;
  // Two poles each side give 12 dB per octave: mains hum at 50 Hz ends up ~30 dB down.
  const filter = `highpass=f=300:poles=2,lowpass=f=3400:poles=2,silencedetect=n=${noiseDb}dB:d=${minPause}`;
  const quiet = await silentRanges(tools, file, filter, options);
  const segments = complement(quiet, durationSeconds).filter((s) => s.end - s.start >= minSegment);
  const totalSeconds = Math.round(segments.reduce((sum, s) => sum + (s.end - s.start), 0) * 1000) / 1000;
  return { method: 'voice-band-activity', segments, totalSeconds };
}

/** The parts of [0, duration] not covered by the (sorted, non-overlapping) quiet ranges. */
export function complement(quiet: TimeRange[], durationSeconds: number): TimeRange[] {
  const active: TimeRange[] = [];
  let cursor = 0;
  for (const range of quiet) {
    if (range.start > cursor) active.push({ start: cursor, end: range.start });
    cursor = Math.max(cursor, range.end);
  }
  if (cursor < durationSeconds) active.push({ start: cursor, end: durationSeconds });
  return active;
}
