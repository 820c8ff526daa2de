// Test media made with ffmpeg's lavfi sources and Debian's espeak-ng, with everything that matters at a known
// place: a hard cut, silence at the start and in a gap, speech in a known window, a tone of known level.
// Generated once into a temp directory named after this recipe (so a changed recipe regenerates), and moved
// into place atomically so parallel test files share one copy.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where things are in the generated media (seconds). */
export const TEST_MEDIA = {
  clip: {
    durationSeconds: 6,
    width: 320,
    height: 180,
    frameRate: 25,
    /** Dark flat picture until the cut, testsrc2 (detailed, mid-grey) after it. */
    cutSeconds: 3,
    /** Nothing but digital silence before the speech starts. */
    speechStartSeconds: 1,
    /** 40 Hz hum (outside the voice band) in this window; silent otherwise after the speech. */
    humWindow: { start: 4.5, end: 5.2 },
  },
  /** 1 kHz stereo sine at −20 dBFS peak: about −20 LUFS (EBU R128; K-weighting adds ~0.7 dB at 1 kHz). */
  tone: { durationSeconds: 4, peakDbfs: -20 },
  vertical: { durationSeconds: 2, width: 180, height: 320 },
} as const;

export interface TestMedia {
  dir: string;
  /** 6 s, 320×180 h264 + AAC; see TEST_MEDIA.clip. */
  clip: string;
  /** Speech window in `clip`: where the espeak-ng WAV was placed (its own edges may be quiet). */
  speechWindow: { start: number; end: number };
  tone: string;
  vertical: string;
  /** 320×180 coded, 90° display rotation: shown vertical. */
  rotated: string;
  /** Plain text with a video extension. */
  textAsMp4: string;
}

const RECIPE_VERSION = 3;
let cached: Promise<TestMedia> | null = null;

export function testMedia(): Promise<TestMedia> {
  cached ??= generate();
  return cached;
}

async function ffmpeg(args: string[], cwd: string) {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { cwd, timeout: 120_000 });
}

async function generate(): Promise<TestMedia> {
  const recipe = crypto
    .createHash('sha256')
    .update(`${RECIPE_VERSION}:${await fs.readFile(new URL(import.meta.url), 'utf8')}`)
    .digest('hex')
    .slice(0, 12);
  const dir = path.join(os.tmpdir(), `vidcraft-test-media-${recipe}`);
  const speechFile = path.join(dir, 'speech-window.json');
  const files = {
    clip: path.join(dir, 'clip.mp4'),
    tone: path.join(dir, 'tone.wav'),
    vertical: path.join(dir, 'vertical.mp4'),
    rotated: path.join(dir, 'rotated.mp4'),
    textAsMp4: path.join(dir, 'notes.mp4'),
  };
  try {
    const speechWindow = JSON.parse(await fs.readFile(speechFile, 'utf8')) as TestMedia['speechWindow'];
    return { dir, ...files, speechWindow };
  } catch {
    // Not generated yet in this recipe version.
  }

  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-test-media-work-'));
  const c = TEST_MEDIA.clip;
  await run('espeak-ng', ['-w', path.join(work, 'speech.wav'), 'Hello and welcome to the channel'], {
    timeout: 60_000,
  });
  const { stdout } = await run(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', 'speech.wav'],
    {
      cwd: work,
    },
  );
  const speechSeconds = Number(stdout.trim());
  const speechWindow = { start: c.speechStartSeconds, end: c.speechStartSeconds + speechSeconds };
  if (!(speechWindow.end < c.humWindow.start - 0.5))
    throw new Error(`espeak-ng speech too long: ${speechSeconds} s`);

  const humLength = c.humWindow.end - c.humWindow.start;
  await ffmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      `color=c=0x181818:s=${c.width}x${c.height}:r=${c.frameRate}:d=${c.cutSeconds}`,
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=${c.width}x${c.height}:r=${c.frameRate}:d=${c.durationSeconds - c.cutSeconds}`,
      '-i',
      'speech.wav',
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=0.3*sin(2*PI*40*t):s=48000:d=${humLength}`,
      '-filter_complex',
      [
        '[0:v][1:v]concat=n=2:v=1:a=0,format=yuv420p[v]',
        `[2:a]aresample=48000,adelay=${c.speechStartSeconds * 1000}:all=1[speech]`,
        `[3:a]adelay=${c.humWindow.start * 1000}:all=1[hum]`,
        `[speech][hum]amix=inputs=2:normalize=0:duration=longest,apad=whole_dur=${c.durationSeconds},atrim=0:${c.durationSeconds}[a]`,
      ].join(';'),
      '-map',
      '[v]',
      '-map',
      '[a]',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-g',
      String(c.frameRate),
      '-c:a',
      'aac',
      '-ac',
      '1',
      '-t',
      String(c.durationSeconds),
      'clip.mp4',
    ],
    work,
  );

  const t = TEST_MEDIA.tone;
  const amplitude = 10 ** (t.peakDbfs / 20);
  await ffmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=${amplitude}*sin(2*PI*1000*t)|${amplitude}*sin(2*PI*1000*t):s=48000:d=${t.durationSeconds}`,
      'tone.wav',
    ],
    work,
  );

  const v = TEST_MEDIA.vertical;
  await ffmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=${v.width}x${v.height}:r=25:d=${v.durationSeconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      'vertical.mp4',
    ],
    work,
  );
  // A phone-style file: stored landscape, shown portrait through the display matrix.
  await ffmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      `testsrc2=s=${c.width}x${c.height}:r=25:d=2`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-pix_fmt',
      'yuv420p',
      'landscape.mp4',
    ],
    work,
  );
  await ffmpeg(['-i', 'landscape.mp4', '-c', 'copy', '-metadata:s:v:0', 'rotate=90', 'rotated.mp4'], work);
  await fs.writeFile(path.join(work, 'notes.mp4'), 'These are my video notes, not a video.\n'.repeat(50));
  await fs.writeFile(path.join(work, 'speech-window.json'), JSON.stringify(speechWindow));

  try {
    await fs.rename(work, dir);
  } catch {
    // Another test file won the race; its copy is identical.
    await fs.rm(work, { recursive: true, force: true });
  }
  return { dir, ...files, speechWindow };
}
