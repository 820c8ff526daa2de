// Finds Debian's ffmpeg and ffprobe once at start (config path or PATH, with their versions) and says how every
// call names its input; running them is run-tool.ts's job.
import fs from 'node:fs/promises';
import path from 'node:path';
import { runTool } from '../run-tool.ts';

export type MediaToolName = 'ffmpeg' | 'ffprobe';

export interface FoundTool {
  name: MediaToolName;
  path: string;
  /** First line of `-version`, e.g. "ffmpeg version 5.1.9-0+deb12u1". */
  version: string;
}

export interface MissingTool {
  name: MediaToolName;
  /** What was looked for: the configured path, or the bare name searched on PATH. */
  lookedFor: string;
  reason: string;
}

/** What the health check and the upload page show: both tools found, or which are missing and why. */
export type MediaToolsStatus =
  | { available: true; ffmpeg: FoundTool; ffprobe: FoundTool }
  | { available: false; found: FoundTool[]; missing: MissingTool[] };

/**
 * All a helper needs to run one tool: its path. Helpers that run a single tool ask for only this, so the
 * transcription engines, which are configured with bare paths, can use them too.
 */
export type ToolPath = Pick<FoundTool, 'path'>;

/** The two tools, ready to run; only obtainable from an `available` status. */
export interface MediaTools {
  ffmpeg: FoundTool;
  ffprobe: FoundTool;
}

export interface FindMediaToolsOptions {
  /** Config overrides (e.g. FFMPEG_PATH); otherwise the names are searched on PATH. */
  ffmpegPath?: string;
  ffprobePath?: string;
  searchPath?: string;
  timeoutMs?: number;
}

export class MediaToolsMissingError extends Error {
  readonly missing: MissingTool[];
  constructor(missing: MissingTool[]) {
    super(`Media tools missing: ${missing.map((m) => `${m.name} (${m.reason})`).join('; ')}`);
    this.name = 'MediaToolsMissingError';
    this.missing = missing;
  }
}

export async function findMediaTools(options: FindMediaToolsOptions = {}): Promise<MediaToolsStatus> {
  const results = await Promise.all([
    locate('ffmpeg', options.ffmpegPath, options),
    locate('ffprobe', options.ffprobePath, options),
  ]);
  const found = results.filter((r): r is FoundTool => 'version' in r);
  const missing = results.filter((r): r is MissingTool => 'reason' in r);
  const ffmpeg = found.find((t) => t.name === 'ffmpeg');
  const ffprobe = found.find((t) => t.name === 'ffprobe');
  if (ffmpeg && ffprobe) return { available: true, ffmpeg, ffprobe };
  return { available: false, found, missing };
}

/** For code that cannot run without the tools: the status's tools, or a typed error naming what is missing. */
export function requireMediaTools(status: MediaToolsStatus): MediaTools {
  if (!status.available) throw new MediaToolsMissingError(status.missing);
  return { ffmpeg: status.ffmpeg, ffprobe: status.ffprobe };
}

async function locate(
  name: MediaToolName,
  configured: string | undefined,
  options: FindMediaToolsOptions,
): Promise<FoundTool | MissingTool> {
  const lookedFor = configured ?? name;
  const resolved = configured ?? (await searchPath(name, options.searchPath ?? process.env.PATH ?? ''));
  if (!resolved) return { name, lookedFor, reason: 'not found on PATH' };
  try {
    const { stdout } = await runTool(resolved, ['-hide_banner', '-version'], {
      timeoutMs: options.timeoutMs ?? 10_000,
      stdout: 'text',
    });
    const version = stdout.split('\n')[0]?.trim() ?? '';
    if (!version.startsWith(`${name} version`)) {
      return { name, lookedFor, reason: `${resolved} does not identify itself as ${name}` };
    }
    return { name, path: resolved, version };
  } catch (error) {
    return { name, lookedFor, reason: error instanceof Error ? error.message : String(error) };
  }
}

async function searchPath(name: string, searchPathValue: string): Promise<string | null> {
  for (const dir of searchPathValue.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      await fs.access(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      // Not in this directory; keep looking.
    }
  }
  return null;
}

/**
 * How every ffmpeg/ffprobe call names its input: the `file:` protocol, so a name can never be read as a URL or
 * another protocol, and a whitelist of `file` only, so a playlist inside an upload cannot make ffmpeg fetch
 * anything over the network.
 */
export function mediaInput(file: string): string[] {
  return ['-protocol_whitelist', 'file', '-i', `file:${path.resolve(file)}`];
}
