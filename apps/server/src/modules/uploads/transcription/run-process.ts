// Runs a command-line tool (ffmpeg, ffprobe, pocketsphinx) for the transcription engines: no shell (arguments
// are an array, so a file name never becomes a command), a timeout, kill on the caller's abort, stdout bounded
// and only the tail of stderr kept (both tools log a line per frame or per utterance on long audio).
import { spawn } from 'node:child_process';

export interface RunOptions {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
  /** stdout past this many bytes fails the run (a transcript, never media, comes back on stdout). */
  maxStdoutBytes?: number;
}

export class ProcessFailedError extends Error {
  override name = 'ProcessFailedError';
  readonly command: string;
  readonly exitCode: number | null;
  readonly stderrTail: string;
  constructor(command: string, exitCode: number | null, stderrTail: string, why: string) {
    super(`${command} ${why}${stderrTail ? `: ${stderrTail.trim().split('\n').slice(-3).join(' | ')}` : ''}`);
    this.command = command;
    this.exitCode = exitCode;
    this.stderrTail = stderrTail;
  }
}

const STDERR_TAIL = 16 * 1024;

export function runProcess(
  command: string,
  args: readonly string[],
  options: RunOptions,
): Promise<{ stdout: string; stderr: string }> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  const maxStdout = options.maxStdoutBytes ?? 32 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderr = '';
    let failure: Error | undefined;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () =>
        stop(new ProcessFailedError(command, null, stderr, `did not finish within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    const onAbort = () => stop(signal!.reason as Error);
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > maxStdout) {
        stop(new ProcessFailedError(command, null, '', `wrote more than ${maxStdout} bytes`));
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    let settled = false;
    const settle = (code: number | null, error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (failure ?? error) reject(failure ?? error);
      else if (code !== 0) reject(new ProcessFailedError(command, code, stderr, `exited with code ${code}`));
      else resolve({ stdout: Buffer.concat(stdout).toString('utf8'), stderr });
    };
    // A tool that cannot start (ENOENT) reports 'error' and may never report 'close'.
    child.on('error', (error) => settle(null, error));
    child.on('close', (code) => settle(code));
  });
}
