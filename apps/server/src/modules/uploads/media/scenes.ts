// Scene changes from ffmpeg's scene score (`select='gt(scene,T)',showinfo`) and thumbnail candidates: one frame
// just after each change (and one near the start), written as a JPEG and scored for sharpness and exposure.
// Frames are decoded by ffmpeg; scoring reads a small grey copy (256 px wide) from ffmpeg's stdout, so no
// image is ever held at full size in memory.
import path from 'node:path';
import { runTool } from '../run-tool.ts';
import { mediaInput, type MediaTools } from './media-tools.ts';

export interface SceneOptions {
  /** Scene score (0–1) above which a frame starts a new scene; ffmpeg's own examples use 0.3–0.4. */
  threshold?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export async function detectSceneChanges(
  tools: MediaTools,
  file: string,
  options: SceneOptions = {},
): Promise<number[]> {
  const threshold = options.threshold ?? 0.3;
  const times: number[] = [];
  // Scoring a 320 px copy is as good for hard cuts and several times faster on HD input.
  const filter = `scale=320:-2,select='gt(scene,${threshold})',showinfo`;
  await runTool(
    tools.ffmpeg.path,
    [
      '-hide_banner',
      '-nostats',
      ...mediaInput(file),
      '-map',
      '0:v:0',
      '-an',
      '-sn',
      '-dn',
      '-vf',
      filter,
      '-f',
      'null',
      '-',
    ],
    {
      timeoutMs: options.timeoutMs ?? 10 * 60_000,
      signal: options.signal,
      stdout: 'ignore',
      onStderrLine: (line) => {
        if (!line.includes('Parsed_showinfo')) return;
        const match = /pts_time:\s*(-?[\d.]+)/.exec(line);
        if (match) times.push(Math.round(Number(match[1]) * 1000) / 1000);
      },
    },
  );
  return times;
}

export interface FrameScore {
  /** Variance of the Laplacian of the grey frame, mapped to 0–1 (higher = more fine detail, less blur). */
  sharpness: number;
  /** 1 for a mid-grey average with nothing clipped, towards 0 for dark, blown-out or clipped frames. */
  exposure: number;
  meanLuma: number;
  clippedFraction: number;
  /** Product of the two: a frame must be both sharp and well exposed. */
  score: number;
}

export interface ThumbnailCandidate extends FrameScore {
  timeSeconds: number;
  /** The full-resolution JPEG ffmpeg wrote. */
  file: string;
}

export interface CandidateOptions {
  /** Where the JPEGs go (the caller owns and cleans it). */
  outputDir: string;
  durationSeconds: number;
  /** How long after a cut to take the frame, past transition and motion blur. */
  offsetSeconds?: number;
  maxCandidates?: number;
  /** A video with few cuts (one long shot) is also sampled evenly up to this many frames. */
  minCandidates?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

const SCORE_WIDTH = 256;

/** Frames just after the given scene changes plus one near the start, best first. */
export async function thumbnailCandidates(
  tools: MediaTools,
  file: string,
  sceneChanges: number[],
  options: CandidateOptions,
): Promise<ThumbnailCandidate[]> {
  const times = candidateTimes(sceneChanges, options.durationSeconds, {
    offsetSeconds: options.offsetSeconds ?? 0.3,
    maxCandidates: options.maxCandidates ?? 12,
    minCandidates: options.minCandidates ?? 4,
  });
  const candidates: ThumbnailCandidate[] = [];
  // One at a time: each is its own short ffmpeg run, and on two cores parallel decodes only contend.
  for (const [index, timeSeconds] of times.entries()) {
    const jpeg = path.join(
      options.outputDir,
      `candidate-${String(index).padStart(2, '0')}-${timeSeconds.toFixed(3)}.jpg`,
    );
    const grey = await extractFrame(tools, file, timeSeconds, jpeg, options);
    candidates.push({ timeSeconds, file: jpeg, ...scoreGreyFrame(grey, SCORE_WIDTH) });
  }
  return candidates.sort((a, b) => b.score - a.score);
}

/**
 * When to take frames: just after the start and each cut; evenly spread over the video when there are too few
 * cuts; and an even selection of the cuts when there are too many, so the whole video is represented.
 */
export function candidateTimes(
  sceneChanges: number[],
  durationSeconds: number,
  options: { offsetSeconds: number; maxCandidates: number; minCandidates: number },
): number[] {
  const last = Math.max(0, durationSeconds - 0.1);
  const at = (t: number) => round3(Math.min(last, Math.max(0, t)));
  let times = [...new Set([0, ...sceneChanges].map((t) => at(t + options.offsetSeconds)))].sort(
    (a, b) => a - b,
  );
  if (times.length < options.minCandidates) {
    const even = Array.from({ length: options.minCandidates }, (_, i) =>
      at((durationSeconds * (i + 0.5)) / options.minCandidates),
    );
    // An even sample close to a frame already taken adds nothing.
    const spacing = durationSeconds / options.minCandidates / 4;
    times = [...times, ...even.filter((t) => times.every((u) => Math.abs(u - t) >= spacing))].sort(
      (a, b) => a - b,
    );
  }
  if (times.length > options.maxCandidates) {
    const step = times.length / options.maxCandidates;
    times = Array.from({ length: options.maxCandidates }, (_, i) => times[Math.floor(i * step)] ?? 0);
  }
  return times;
}

// One decode, two outputs: the JPEG on disk and the small grey copy on stdout for scoring.
async function extractFrame(
  tools: MediaTools,
  file: string,
  timeSeconds: number,
  jpeg: string,
  options: { timeoutMs?: number; signal?: AbortSignal },
): Promise<Buffer> {
  const { stdout } = await runTool(
    tools.ffmpeg.path,
    [
      '-hide_banner',
      '-nostats',
      '-loglevel',
      'error',
      // Input seeking is fast (keyframe then decode forward) and frame-accurate in ffmpeg ≥ 2.1.
      '-ss',
      timeSeconds.toFixed(3),
      ...mediaInput(file),
      '-filter_complex',
      `[0:v:0]split=2[full][small];[small]scale=${SCORE_WIDTH}:-2,format=gray[grey]`,
      '-map',
      '[full]',
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-y',
      jpeg,
      '-map',
      '[grey]',
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    {
      timeoutMs: options.timeoutMs ?? 60_000,
      signal: options.signal,
      stdout: 'buffer',
      maxStdoutBytes: 4 * 1024 * 1024,
    },
  );
  if (stdout.length < SCORE_WIDTH * 2) throw new Error(`No frame could be decoded at ${timeSeconds} s`);
  return stdout;
}

/** Scores an 8-bit grey frame (row-major, `width` wide). */
export function scoreGreyFrame(pixels: Uint8Array, width: number): FrameScore {
  const height = Math.floor(pixels.length / width);
  let sum = 0;
  let clipped = 0;
  for (let i = 0; i < width * height; i++) {
    const v = pixels[i] ?? 0;
    sum += v;
    if (v <= 5 || v >= 250) clipped++;
  }
  const count = width * height;
  const meanLuma = sum / count;

  // 4-neighbour Laplacian; its variance is the usual focus measure (blur removes the fine detail it responds to).
  let lapSum = 0;
  let lapSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const lap =
        4 * (pixels[i] ?? 0) -
        (pixels[i - 1] ?? 0) -
        (pixels[i + 1] ?? 0) -
        (pixels[i - width] ?? 0) -
        (pixels[i + width] ?? 0);
      lapSum += lap;
      lapSq += lap * lap;
      n++;
    }
  }
  const variance = n > 0 ? lapSq / n - (lapSum / n) ** 2 : 0;
  // Saturating map: ~100 (soft) → 0.5; flat frames → 0; detailed frames → near 1.
  const sharpness = variance / (variance + 100);
  const clippedFraction = clipped / count;
  const exposure = Math.max(0, 1 - Math.abs(meanLuma - 128) / 128) * (1 - clippedFraction);
  return {
    sharpness: round3(sharpness),
    exposure: round3(exposure),
    meanLuma: Math.round(meanLuma * 10) / 10,
    clippedFraction: round3(clippedFraction),
    score: round3(sharpness * exposure),
  };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
