// The finder reports real versions or a typed "missing" result, and runTool (run-tool.ts, the runner the finder
// uses) keeps its promises: timeouts, abort, a bounded stderr tail, no shell, a typed error when it cannot start.
import { beforeAll, describe, expect, it } from 'vitest';
import { testMedia, type TestMedia } from '../../../../test/test-media.ts';
import { runTool, ToolRunError } from '../run-tool.ts';
import { findMediaTools, MediaToolsMissingError, requireMediaTools, type MediaTools } from './media-tools.ts';

let tools: MediaTools;
let media: TestMedia;
beforeAll(async () => {
  tools = requireMediaTools(await findMediaTools());
  media = await testMedia();
});

// An input that never ends, so only a timeout or an abort can stop ffmpeg.
const endless = ['-hide_banner', '-f', 'lavfi', '-i', 'anullsrc=r=8000', '-f', 'null', '-'];

describe('findMediaTools', () => {
  it('finds ffmpeg and ffprobe on PATH with their versions', async () => {
    const status = await findMediaTools();
    expect(status.available).toBe(true);
    if (!status.available) return;
    expect(status.ffmpeg.path).toMatch(/\/ffmpeg$/);
    expect(status.ffmpeg.version).toMatch(/^ffmpeg version \d/);
    expect(status.ffprobe.version).toMatch(/^ffprobe version \d/);
  });

  it('reports a tool at a bogus configured path as missing, and requireMediaTools refuses', async () => {
    const status = await findMediaTools({ ffmpegPath: '/nonexistent/bin/ffmpeg' });
    expect(status.available).toBe(false);
    if (status.available) return;
    expect(status.missing).toEqual([
      expect.objectContaining({ name: 'ffmpeg', lookedFor: '/nonexistent/bin/ffmpeg' }),
    ]);
    expect(status.found.map((t) => t.name)).toEqual(['ffprobe']);
    expect(() => requireMediaTools(status)).toThrow(MediaToolsMissingError);
  });

  it('reports both missing when PATH has neither', async () => {
    const status = await findMediaTools({ searchPath: '/nonexistent' });
    expect(status.available).toBe(false);
    if (status.available) return;
    expect(status.missing.map((m) => [m.name, m.reason])).toEqual([
      ['ffmpeg', 'not found on PATH'],
      ['ffprobe', 'not found on PATH'],
    ]);
  });

  it('refuses an executable that is not the tool it claims to be', async () => {
    const status = await findMediaTools({ ffprobePath: tools.ffmpeg.path });
    expect(status.available).toBe(false);
    if (status.available) return;
    expect(status.missing[0]?.reason).toMatch(/does not identify itself as ffprobe/);
  });
});

describe('runTool', () => {
  it('kills a process that outlives its timeout', async () => {
    const error = await runTool(tools.ffmpeg.path, endless, { timeoutMs: 1_000, stdout: 'ignore' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ToolRunError);
    expect((error as ToolRunError).kind).toBe('timeout');
  });

  it('kills the process on abort', async () => {
    const controller = new AbortController();
    const error = await runTool(tools.ffmpeg.path, endless, {
      timeoutMs: 60_000,
      signal: controller.signal,
      stdout: 'ignore',
      // Abort once ffmpeg is demonstrably running.
      onStderrLine: (line) => {
        if (line.includes('Output #0')) controller.abort();
      },
    }).catch((e: unknown) => e);
    expect((error as ToolRunError).kind).toBe('aborted');
  });

  it('keeps only a bounded tail of stderr while still seeing every line', async () => {
    let lines = 0;
    const { stderrTail } = await runTool(
      tools.ffmpeg.path,
      ['-hide_banner', '-nostats', '-i', media.tone, '-af', 'ebur128', '-f', 'null', '-'],
      { timeoutMs: 60_000, stdout: 'ignore', maxStderrBytes: 2_000, onStderrLine: () => lines++ },
    );
    expect(stderrTail.length).toBeLessThanOrEqual(2_000);
    expect(stderrTail).toContain('Integrated loudness');
    // 4 s of audio at one ebur128 line per 100 ms, far more text than the tail keeps.
    expect(lines).toBeGreaterThan(40);
  });

  it('passes arguments without a shell', async () => {
    const error = await runTool(tools.ffprobe.path, ['-v', 'error', '--', '$(touch /tmp/x); missing.mp4'], {
      timeoutMs: 30_000,
      stdout: 'text',
    }).catch((e: unknown) => e);
    expect((error as ToolRunError).kind).toBe('failed');
    expect((error as ToolRunError).stderrTail).toContain('$(touch /tmp/x); missing.mp4');
  });

  it('rejects with a typed error when the tool cannot start', async () => {
    const error = await runTool('/nonexistent/bin/ffmpeg', ['-version'], {
      timeoutMs: 30_000,
      stdout: 'text',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolRunError);
    expect((error as ToolRunError).kind).toBe('spawn');
  });
});
