// bench/upload — memory while uploading. Starts the app as its own process (as `npm start` runs it), signs in
// as the sandbox's demo account, and sends files of random bytes through the tus endpoint with tus-js-client
// (8 MiB chunks, as the web app sends them, read from disk): a small warm-up, then 200 MB, then 2 GB. No draft
// is made of them (their type is only checked then), so only the upload path is measured. Before each file it
// waits until the app's RSS is quiet; during the upload it samples the RSS of the app's whole process tree
// every 100 ms. Prints each peak growth over its quiet baseline, their difference and the throughput.
// Goals (issue 16): each growth ≤ 150 MB, and the 200 MB and 2 GB growths within 50 MB of each other (memory
// does not grow with the file). Exits 1 when a goal is missed. The random files are made in the OS temp
// directory with `head -c … /dev/urandom` and deleted at the end (about 2.2 GB of free disk is needed, twice
// that while the app holds its copy).
//
//   node bench/upload/upload-memory.bench.ts
import { execFile } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { waitForQuietRss } from '../memory/process-memory.ts';
import { sampleTree, startApp, UploadClient, WEB_CHUNK_BYTES } from './upload-app.ts';

const run = promisify(execFile);
const MB = 1024 * 1024;
const GOAL_GROWTH_MB = 150;
const GOAL_SPREAD_MB = 50;
const SIZES = [
  { label: '200 MB', bytes: 200 * MB },
  { label: '2 GB', bytes: 2048 * MB },
];

const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'vidcraft-upload-memory-'));
const app = await startApp();
const cleanup = async () => {
  await app.stop();
  await fsp.rm(workDir, { recursive: true, force: true });
};

async function randomFile(name: string, bytes: number): Promise<string> {
  const file = path.join(workDir, name);
  await run('sh', ['-c', `head -c ${bytes} /dev/urandom > "${file}"`]);
  const { size } = await fsp.stat(file);
  if (size !== bytes) throw new Error(`${name}: wrote ${size} bytes, wanted ${bytes}`);
  return file;
}

interface Measured {
  label: string;
  baselineMb: number;
  peakMb: number;
  growthMb: number;
  seconds: number;
  samples: number;
  /** CPU seconds the app's process tree spent during the upload. */
  cpuSeconds: number;
}

async function measure(client: UploadClient, label: string, file: string): Promise<Measured> {
  const baselineMb = await waitForQuietRss(app.pid);
  const sampler = sampleTree(app.pid, 100);
  const started = performance.now();
  const id = await client.upload(file, { fileName: `${label.replace(' ', '')}-random.mp4` });
  const seconds = (performance.now() - started) / 1000;
  const { peakMb, samples, appCpuSeconds, childrenCpuSeconds } = sampler.stop();
  // The stored file is the whole file: the upload really went through.
  const stored = await fsp.stat(path.join(app.dataDir, 'uploads', id));
  const sent = (await fsp.stat(file)).size;
  if (stored.size !== sent) throw new Error(`${label}: the app stored ${stored.size} of ${sent} bytes`);
  // The app's copy goes now, so the next file has the disk and the page cache to itself.
  await client.terminate(id);
  const cpuSeconds = appCpuSeconds + childrenCpuSeconds;
  return { label, baselineMb, peakMb, growthMb: peakMb - baselineMb, seconds, samples, cpuSeconds };
}

let failed = false;
try {
  const client = new UploadClient(app.base);
  await client.signIn('maya');
  console.log(
    `tus chunk size ${WEB_CHUNK_BYTES / MB} MiB (the web app's); RSS = the app's whole process tree`,
  );

  // Warm-up: the first upload loads tus and its file store and warms the JIT; not measured.
  const warm = await randomFile('warm-up.bin', 16 * MB);
  await client.upload(warm, { fileName: 'warm-up.mp4' });
  await fsp.rm(warm);

  const results: Measured[] = [];
  for (const size of SIZES) {
    const file = await randomFile(`${size.label.replace(' ', '')}.bin`, size.bytes);
    results.push(await measure(client, size.label, file));
    await fsp.rm(file);
  }

  console.log('file      baseline   peak  growth   time     MB/s  samples  app CPU');
  for (const r of results) {
    const rate = SIZES.find((s) => s.label === r.label)!.bytes / MB / r.seconds;
    console.log(
      `${r.label.padEnd(8)}${String(r.baselineMb).padStart(8)} MB${String(r.peakMb).padStart(6)}` +
        `${String(r.growthMb).padStart(5)} MB${r.seconds.toFixed(1).padStart(6)} s${rate.toFixed(0).padStart(7)}` +
        `${String(r.samples).padStart(9)}${r.cpuSeconds.toFixed(1).padStart(7)} s`,
    );
  }
  const [small, large] = results as [Measured, Measured];
  const spread = Math.abs(large.growthMb - small.growthMb);
  console.log(
    `peak RSS growth: 200 MB file ${small.growthMb} MB, 2 GB file ${large.growthMb} MB (goal ≤ ${GOAL_GROWTH_MB} MB each)`,
  );
  console.log(`difference: ${spread} MB (goal ≤ ${GOAL_SPREAD_MB} MB)`);
  for (const r of results) {
    if (r.growthMb > GOAL_GROWTH_MB) {
      console.log(
        `FAIL: the ${r.label} upload grew the app's memory by ${r.growthMb} MB (> ${GOAL_GROWTH_MB} MB)`,
      );
      failed = true;
    }
  }
  if (spread > GOAL_SPREAD_MB) {
    console.log(`FAIL: memory grows with the file (${spread} MB apart > ${GOAL_SPREAD_MB} MB)`);
    failed = true;
  }
  if (!failed) console.log('ok: memory stays flat whatever the file size');
} finally {
  await cleanup();
}
process.exitCode = failed ? 1 : 0;
