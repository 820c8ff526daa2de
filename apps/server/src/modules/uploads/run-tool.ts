// Runs a command-line tool (ffmpeg, ffprobe, pocketsphinx) safely, for the media analysis and the transcription
// engines alike: no shell (arguments are an array, so a file name can never become a command), a timeout, kill
// on abort, stdout bounded and only a tail of stderr kept, so a chatty filter on a long file cannot grow memory.
import { spawn } from 'node:child_process';
import path from 'node:path';

export class ToolRunError extends Error {
  readonly exitCode: number | null;
  readonly stderrTail: string;
  readonly kind: 'failed' | 'timeout' | 'aborted' | 'spawn';
  constructor(kind: ToolRunError['kind'], message: string, exitCode: number | null, stderrTail: string) {
    super(message);
    this.name = 'ToolRunError';
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
      reject(new ToolRunError('aborted', `${path.basename(executable)} aborted before start`, null, ''));
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
    let failure: ToolRunError | null = null;
    const name = path.basename(executable);

    const stop = (error: ToolRunError) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () =>
        stop(
          new ToolRunError('timeout', `${name} timed out after ${options.timeoutMs} ms`, null, stderrTail),
        ),
      options.timeoutMs,
    );
    const onAbort = () => stop(new ToolRunError('aborted', `${name} aborted`, null, stderrTail));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout?.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) {
        stop(
          new ToolRunError(
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
    let settled = false;
    const finish = (code: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (pendingLine && options.onStderrLine) options.onStderrLine(pendingLine);
      if (failure) {
        reject(failure);
        return;
      }
      if (code !== 0) {
        const lastLines = stderrTail.trim().split('\n').slice(-3).join(' | ');
        reject(new ToolRunError('failed', `${name} exited with ${code}: ${lastLines}`, code, stderrTail));
        return;
      }
      const buffer = Buffer.concat(stdoutChunks);
      const stdout =
        options.stdout === 'text' ? buffer.toString('utf8') : options.stdout === 'buffer' ? buffer : null;
      resolve({ stdout: stdout as StdoutOf<Out>, stderrTail });
    };
    child.on('error', (error) => {
      failure ??= new ToolRunError('spawn', `${name} could not start: ${error.message}`, null, stderrTail);
      // A tool that never started may not report 'close' (EMFILE, ENFILE); one that did always will.
      if (child.pid === undefined) finish(null);
    });
    child.on('close', finish);
  });
}
