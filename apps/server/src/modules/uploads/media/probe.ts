// Media facts from ffprobe's JSON. The content decides what a file is, never its extension: a file ffprobe cannot
// open, or one without a moving picture or sound (a text file, a still image), is refused with a typed error.
import { z } from 'zod';
import { runTool, ToolRunError } from '../run-tool.ts';
import { mediaInput, type ToolPath } from './media-tools.ts';

// Only the fields we read; ffprobe prints numbers as strings in places, so both are accepted.
const numeric = z.union([z.number(), z.string()]).transform((v) => Number(v));
const ProbeStream = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  avg_frame_rate: z.string().optional(),
  r_frame_rate: z.string().optional(),
  duration: numeric.optional(),
  sample_rate: numeric.optional(),
  channels: z.number().int().optional(),
  tags: z.record(z.string(), z.string()).optional(),
  side_data_list: z.array(z.object({ rotation: numeric.optional() }).loose()).optional(),
  disposition: z.object({ attached_pic: z.number().optional() }).loose().optional(),
});
const ProbeOutput = z.object({
  streams: z.array(ProbeStream.loose()).default([]),
  format: z
    .object({
      format_name: z.string(),
      duration: numeric.optional(),
      size: numeric.optional(),
      bit_rate: numeric.optional(),
    })
    .loose(),
});

export interface MediaFacts {
  durationSeconds: number;
  formatName: string;
  sizeBytes: number | null;
  video: {
    codec: string;
    /** As stored, before rotation. */
    codedWidth: number;
    codedHeight: number;
    /** As shown to viewers, after the rotation in the display matrix. */
    width: number;
    height: number;
    frameRate: number | null;
    rotationDegrees: number;
  } | null;
  audio: { codec: string; sampleRate: number | null; channels: number | null } | null;
  shortsEligible: boolean;
}

export class NotMediaError extends Error {
  readonly reason: 'unreadable' | 'no-audio-or-video' | 'still-image' | 'references-other-files';
  constructor(reason: NotMediaError['reason'], message: string) {
    super(message);
    this.name = 'NotMediaError';
    this.reason = reason;
  }
}

/**
 * YouTube treats square or vertical videos up to 3 minutes as Shorts (since 2024-10-15; see
 * shared/reference/youtube-platform.md). Audio-only media is never a Short.
 */
export const SHORTS_MAX_SECONDS = 180;
export function isShortsEligible(durationSeconds: number, width: number, height: number): boolean {
  return durationSeconds > 0 && durationSeconds <= SHORTS_MAX_SECONDS && height >= width;
}

// Demuxers that open a picture or text rather than a timeline.
const STILL_OR_TEXT_FORMATS = /(^|,)(image2|tty|[a-z0-9]+_pipe|apng|gif)(,|$)/;
// Demuxers whose content names other files (playlists, concat scripts): an upload must never make ffmpeg read
// a neighbouring file, so these are refused however they were probed. Callers probe before any analysis.
const REFERENCING_FORMATS = /(^|,)(hls|applehttp|dash|concat|ffconcat|ffmetadata|imf|mpl2|sdp|rtsp)(,|$)/;

export async function probeMedia(
  tools: { ffprobe: ToolPath },
  file: string,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<MediaFacts> {
  let stdout: string;
  try {
    ({ stdout } = await runTool(
      tools.ffprobe.path,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', ...mediaInput(file)],
      { timeoutMs: options.timeoutMs ?? 30_000, signal: options.signal, stdout: 'text' },
    ));
  } catch (error) {
    // ffprobe exits non-zero when no demuxer recognises the content; timeouts and aborts stay what they are.
    if (error instanceof ToolRunError && error.kind === 'failed') {
      throw new NotMediaError(
        'unreadable',
        `Not a readable media file: ${error.stderrTail.trim().split('\n').pop()}`,
      );
    }
    throw error;
  }
  return factsFromProbe(ProbeOutput.parse(JSON.parse(stdout)));
}

function factsFromProbe(probe: z.infer<typeof ProbeOutput>): MediaFacts {
  if (REFERENCING_FORMATS.test(probe.format.format_name)) {
    throw new NotMediaError(
      'references-other-files',
      `A playlist or script, not media (${probe.format.format_name})`,
    );
  }
  if (STILL_OR_TEXT_FORMATS.test(probe.format.format_name)) {
    throw new NotMediaError('still-image', `Not a video or audio file (${probe.format.format_name})`);
  }
  const videoStream = probe.streams.find(
    (s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1,
  );
  const audioStream = probe.streams.find((s) => s.codec_type === 'audio');
  if (!videoStream && !audioStream) {
    throw new NotMediaError('no-audio-or-video', 'The file has no video or audio stream');
  }
  const durationSeconds =
    finite(probe.format.duration) ?? finite(videoStream?.duration) ?? finite(audioStream?.duration);
  if (durationSeconds === null || durationSeconds <= 0) {
    throw new NotMediaError('unreadable', 'The file has no measurable duration');
  }

  let video: MediaFacts['video'] = null;
  if (videoStream?.width && videoStream.height) {
    const rotation = rotationOf(videoStream);
    const quarterTurn = Math.abs(rotation) % 180 === 90;
    video = {
      codec: videoStream.codec_name ?? 'unknown',
      codedWidth: videoStream.width,
      codedHeight: videoStream.height,
      width: quarterTurn ? videoStream.height : videoStream.width,
      height: quarterTurn ? videoStream.width : videoStream.height,
      frameRate: parseRate(videoStream.avg_frame_rate) ?? parseRate(videoStream.r_frame_rate),
      rotationDegrees: rotation,
    };
  }
  const audio: MediaFacts['audio'] = audioStream
    ? {
        codec: audioStream.codec_name ?? 'unknown',
        sampleRate: finite(audioStream.sample_rate),
        channels: finite(audioStream.channels),
      }
    : null;
  return {
    durationSeconds,
    formatName: probe.format.format_name,
    sizeBytes: finite(probe.format.size),
    video,
    audio,
    shortsEligible: video ? isShortsEligible(durationSeconds, video.width, video.height) : false,
  };
}

// Newer files carry rotation in the display matrix side data; older ones in a `rotate` tag.
function rotationOf(stream: z.infer<typeof ProbeStream>): number {
  const fromMatrix = stream.side_data_list?.find((d) => d.rotation !== undefined)?.rotation;
  const raw = fromMatrix ?? (stream.tags?.rotate !== undefined ? Number(stream.tags.rotate) : 0);
  return Number.isFinite(raw) ? raw : 0;
}

// "30000/1001" → 29.97; "0/0" (unknown) → null.
function parseRate(rate: string | undefined): number | null {
  if (!rate) return null;
  const [num, den] = rate.split('/').map(Number);
  if (!num || !den || !Number.isFinite(num / den)) return null;
  return Math.round((num / den) * 1000) / 1000;
}

function finite(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) ? value : null;
}
