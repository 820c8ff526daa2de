// Finds Debian's ffmpeg and ffprobe once at start and runs them safely: no shell (arguments are an array, so a
// file name can never become a command), a timeout, kill on abort, and only a bounded tail of stderr kept, so
// a chatty filter on a long file cannot grow memory.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

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

export class MediaToolError extends Error {
  readonly exitCode: number | null;
  readonly stderrTail: string;
  readonly kind: 'failed' | 'timeout' | 'aborted' | 'spawn';
  constructor(kind: MediaToolError['kind'], message: string, exitCode: number | null, stderrTail: string) {
    super(message);
    this.name = 'MediaToolError';
    this.kind = kind;
    this.exitCode = exitCode;
    this.stderrTail = stderrTail;
  }
}

export interface RunToolOptions<Out extends 'text' | 'buffer' | 'ignore'> {
  timeoutMs: number;
  signal?: AbortSignal;
  /** How much of stderr's end to keep for error messages and summaries (ffmpeg prints its summary last). */
  maxStderrBytes?: number;
  /** Called for each stderr line as it arrives, so per-frame logs are parsed without being stored. */
  onStderrLine?: (line: string) => void;
  stdout: Out;
  /** Bound on captured stdout; beyond it the process is killed (a misbehaving command must not fill memory). */
  maxStdoutBytes?: number;
}

export interface RunToolResult<Out> {
  stdout: Out;
  stderrTail: string;
}

type StdoutOf<Out> = Out extends 'text' ? string : Out extends 'buffer' ? Buffer : null;

const DEFAULT_STDERR_TAIL = 64 * 1024;
const DEFAULT_STDOUT_LIMIT = 16 * 1024 * 1024;

export function runTool<Out extends 'text' | 'buffer' | 'ignore'>(
  executable: string,
  args: string[],
  options: RunToolOptions<Out>,
): Promise<RunToolResult<StdoutOf<Out>>> {
  const maxStderr = options.maxStderrBytes ?? DEFAULT_STDERR_TAIL;
  const maxStdout = options.maxStdoutBytes ?? DEFAULT_STDOUT_LIMIT;
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new MediaToolError('aborted', `${path.basename(executable)} aborted before start`, null, ''));
      return;
    }
    const child = spawn(executable, args, {
      shell: false,
      stdio: ['ignore', options.stdout === 'ignore' ? 'ignore' : 'pipe', 'pipe'],
    });
    let stderrTail = '';
    let pendingLine = '';
    const stdoutChunks: Buffer[] = [];
    let stdoutBytes = 0;
    let failure: MediaToolError | null = null;
    const name = path.basename(executable);

    const stop = (error: MediaToolError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () =>
        stop(
          new MediaToolError('timeout', `${name} timed out after ${options.timeoutMs} ms`, null, stderrTail),
        ),
      options.timeoutMs,
    );
    const onAbort = () => stop(new MediaToolError('aborted', `${name} aborted`, null, stderrTail));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout?.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) {
        stop(
          new MediaToolError(
            'failed',
            `${name} wrote more than ${maxStdout} bytes to stdout`,
            null,
            stderrTail,
          ),
        );
        return;
      }
      stdoutChunks.push(chunk);
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-maxStderr);
      if (!options.onStderrLine) return;
      // ffmpeg ends progress lines with \r; either ends a line for parsing purposes.
      const lines = (pendingLine + chunk).split(/\r?\n|\r/);
      pendingLine = lines.pop() ?? '';
      if (pendingLine.length > maxStderr) pendingLine = pendingLine.slice(-maxStderr);
      for (const line of lines) options.onStderrLine(line);
    });
    child.on('error', (error) => {
      failure ??= new MediaToolError('spawn', `${name} could not start: ${error.message}`, null, stderrTail);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (pendingLine && options.onStderrLine) options.onStderrLine(pendingLine);
      if (failure) {
        reject(failure);
        return;
      }
      if (code !== 0) {
        const lastLines = stderrTail.trim().split('\n').slice(-3).join(' | ');
        reject(new MediaToolError('failed', `${name} exited with ${code}: ${lastLines}`, code, stderrTail));
        return;
      }
      const buffer = Buffer.concat(stdoutChunks);
      const stdout =
        options.stdout === 'text' ? buffer.toString('utf8') : options.stdout === 'buffer' ? buffer : null;
      resolve({ stdout: stdout as StdoutOf<Out>, stderrTail });
    });
  });
}
