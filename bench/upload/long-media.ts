// A 10-minute 1920×1080 30 fps video for the analysis bench, made with ffmpeg's lavfi sources and Debian's
// espeak-ng: testsrc2 (moving, detailed) interrupted by other test patterns at known hard cuts; a sound bed of
// pink noise and a 220 Hz sine (like background music) with digital silence at known places; English speech
// (espeak-ng en-us+f2, 140 words a minute) every 30 s. Encoded fast (x264 ultrafast, AAC). Generated once into
// the OS temp directory under a hash of this file's text (a changed recipe regenerates) and moved into place
// atomically, as apps/server/test/test-media.ts does.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const RECIPE_VERSION = 1;
const WIDTH = 1920;
const HEIGHT = 1080;
const FPS = 30;

/** The picture, in order: each source for so many seconds; every boundary is a hard cut. */
const SEGMENTS: Array<{ source: string; seconds: number }> = [
  { source: 'testsrc2', seconds: 100 },
  { source: 'smptehdbars', seconds: 50 },
  { source: 'testsrc2', seconds: 100 },
  { source: 'testsrc', seconds: 50 },
  { source: 'testsrc2', seconds: 100 },
  { source: 'color=c=0x2a4060', seconds: 50 },
  { source: 'testsrc2', seconds: 100 },
  { source: 'rgbtestsrc', seconds: 50 },
];
const DURATION_SECONDS = SEGMENTS.reduce((sum, s) => sum + s.seconds, 0);

/** Speech starts here, then again every SLOT_SECONDS (each paragraph is shorter than that). */
const SPEECH_LEAD_SECONDS = 10;
const SLOT_SECONDS = 30;
const SLOTS = 19;
const PARAGRAPHS = [
  'Welcome back to the channel. Today we are going to bake a simple loaf of bread at home, with nothing more ' +
    'than flour, water, salt and a little yeast.',
  'First mix the flour and the salt in a large bowl. Then add the warm water and the yeast, and stir until ' +
    'there is no dry flour left at the bottom.',
  'Cover the bowl with a clean towel and let the dough rest for one hour in a warm place. It should double ' +
    'in size before you shape it.',
  'Bake the loaf in a hot oven for about forty minutes, until the crust is deep brown and it sounds hollow ' +
    'when you knock on the bottom.',
];
/** Digital silence (the sound bed muted) in the pauses between paragraphs, and at the very start. */
const SILENCES = [
  { start: 0, end: 2 },
  { start: 207, end: 215 },
  { start: 448, end: 453 },
];

export interface LongMedia {
  file: string;
  durationSeconds: number;
  width: number;
  height: number;
  frameRate: number;
  /** Seconds where the picture changes source. */
  cuts: number[];
  /** Where each paragraph is spoken. */
  speech: Array<{ start: number; end: number; text: string }>;
  silences: Array<{ start: number; end: number }>;
  sizeBytes: number;
  /** Seconds it took to generate (0 when it came from the cache). */
  generatedInSeconds: number;
}

async function ffmpeg(args: string[], cwd: string) {
  await run('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args], {
    cwd,
    timeout: 60 * 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
}

async function seconds(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
  ]);
  return Number(stdout.trim());
}

export async function longMedia(): Promise<LongMedia> {
  const recipe = crypto
    .createHash('sha256')
    .update(`${RECIPE_VERSION}:${await fs.readFile(new URL(import.meta.url), 'utf8')}`)
    .digest('hex')
    .slice(0, 12);
  const dir = path.join(os.tmpdir(), `vidcraft-bench-long-1080p-${recipe}`);
  const factsFile = path.join(dir, 'facts.json');
  try {
    return { ...(JSON.parse(await fs.readFile(factsFile, 'utf8')) as LongMedia), generatedInSeconds: 0 };
  } catch {
    // Not generated yet for this recipe.
  }
  const started = performance.now();
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'vidcraft-bench-long-1080p-work-'));

  let facts: LongMedia;
  try {
    facts = await generate(work, dir);
  } catch (error) {
    // A failed run leaves nothing behind.
    await fs.rm(work, { recursive: true, force: true });
    throw error;
  }
  await fs.writeFile(path.join(work, 'facts.json'), JSON.stringify(facts, null, 2));
  try {
    await fs.rename(work, dir);
  } catch {
    // Another run won the race; its copy is the same recipe.
    await fs.rm(work, { recursive: true, force: true });
  }
  return { ...facts, generatedInSeconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** Makes the video and its facts in `work` (which becomes `dir`). */
async function generate(work: string, dir: string): Promise<LongMedia> {
  // Each paragraph as 48 kHz mono, padded to one slot; the speech track is the lead silence then the slots.
  const speech: LongMedia['speech'] = [];
  const slotFiles: string[] = [];
  for (const [index, text] of PARAGRAPHS.entries()) {
    await run('espeak-ng', ['-v', 'en-us+f2', '-s', '140', '-w', path.join(work, `p${index}-raw.wav`), text]);
    const spoken = await seconds(path.join(work, `p${index}-raw.wav`));
    if (spoken >= SLOT_SECONDS - 8)
      throw new Error(`Paragraph ${index} is ${spoken} s long: too long for its slot`);
    await ffmpeg(
      [
        '-i',
        `p${index}-raw.wav`,
        '-af',
        `aresample=48000,apad=whole_dur=${SLOT_SECONDS}`,
        '-ac',
        '1',
        '-c:a',
        'pcm_s16le',
        `slot${index}.wav`,
      ],
      work,
    );
    slotFiles.push(`slot${index}.wav`);
    speech.push({ start: 0, end: spoken, text });
  }
  await ffmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      `anullsrc=r=48000:cl=mono`,
      '-t',
      String(SPEECH_LEAD_SECONDS),
      '-c:a',
      'pcm_s16le',
      'lead.wav',
    ],
    work,
  );
  const order = ['lead.wav', ...Array.from({ length: SLOTS }, (_, i) => slotFiles[i % PARAGRAPHS.length]!)];
  await fs.writeFile(path.join(work, 'speech.txt'), order.map((f) => `file '${f}'`).join('\n'));
  await ffmpeg(['-f', 'concat', '-safe', '0', '-i', 'speech.txt', '-c', 'copy', 'speech.wav'], work);
  const placed = Array.from({ length: SLOTS }, (_, i) => {
    const paragraph = speech[i % PARAGRAPHS.length]!;
    const start = SPEECH_LEAD_SECONDS + i * SLOT_SECONDS;
    return { start, end: Math.round((start + paragraph.end) * 1000) / 1000, text: paragraph.text };
  });
  for (const silence of SILENCES) {
    if (placed.some((p) => p.start < silence.end && p.end > silence.start)) {
      throw new Error(`Silence ${silence.start}–${silence.end} s overlaps the speech`);
    }
  }

  const videoInputs = SEGMENTS.flatMap((s) => [
    '-f',
    'lavfi',
    '-i',
    `${s.source}${s.source.includes('=') ? ':' : '='}s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${s.seconds}`,
  ]);
  const n = SEGMENTS.length;
  const muted = SILENCES.map((s) => `between(t,${s.start},${s.end})`).join('+');
  const filter = [
    ...SEGMENTS.map((_, i) => `[${i}:v]format=yuv420p,setsar=1[v${i}]`),
    `${SEGMENTS.map((_, i) => `[v${i}]`).join('')}concat=n=${n}:v=1:a=0[v]`,
    `[${n + 1}:a]volume=0.1[sine]`,
    `[${n}:a][sine]amix=inputs=2:normalize=0,volume=volume=0:enable='${muted}'[bed]`,
    `[${n + 2}:a]apad=whole_dur=${DURATION_SECONDS}[speech]`,
    `[bed][speech]amix=inputs=2:normalize=0:duration=first,atrim=0:${DURATION_SECONDS}[a]`,
  ].join(';');
  await ffmpeg(
    [
      ...videoInputs,
      ...[
        '-f',
        'lavfi',
        '-i',
        `anoisesrc=color=pink:amplitude=0.03:sample_rate=48000:duration=${DURATION_SECONDS}`,
      ],
      ...['-f', 'lavfi', '-i', `sine=frequency=220:sample_rate=48000:duration=${DURATION_SECONDS}`],
      ...['-i', 'speech.wav'],
      ...['-filter_complex', filter, '-map', '[v]', '-map', '[a]'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2'],
      ...['-t', String(DURATION_SECONDS), '-movflags', '+faststart', 'long-1080p.mp4'],
    ],
    work,
  );
  for (const name of await fs.readdir(work)) {
    if (name !== 'long-1080p.mp4') await fs.rm(path.join(work, name));
  }
  const cuts: number[] = [];
  let at = 0;
  for (const segment of SEGMENTS.slice(0, -1)) {
    at += segment.seconds;
    cuts.push(at);
  }
  return {
    file: path.join(dir, 'long-1080p.mp4'),
    durationSeconds: await seconds(path.join(work, 'long-1080p.mp4')),
    width: WIDTH,
    height: HEIGHT,
    frameRate: FPS,
    cuts,
    speech: placed,
    silences: SILENCES,
    sizeBytes: (await fs.stat(path.join(work, 'long-1080p.mp4'))).size,
    generatedInSeconds: 0,
  };
}
