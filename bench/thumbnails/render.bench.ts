// Thumbnail render time: a 1280×720 JPEG from a 1920×1080 background photo and two text layers (one Latin with
// an outline and shadow, one Arabic on a box), p50 and p95 over 60 runs after warm-up, and the process's peak
// RSS. Goal: p50 ≤ 120 ms on this machine. Not a test: it prints numbers and exits 1 over the goal.
//
//   node bench/thumbnails/render.bench.ts
import { performance } from 'node:perf_hooks';
import { createCanvas } from '@napi-rs/canvas';
import { renderThumbnail, type TextLayer } from '../../apps/server/src/modules/thumbnails/compositor.ts';

const WARM_UP = 5;
const RUNS = 60;
const GOAL_P50_MS = 120;

/** A photo-like background: gradients and noise, so JPEG has real detail to encode. */
async function photo(): Promise<Buffer> {
  const canvas = createCanvas(1920, 1080);
  const ctx = canvas.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, 0, 1080);
  sky.addColorStop(0, '#5b8bd9');
  sky.addColorStop(1, '#e9c38b');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, 1920, 1080);
  const pixels = ctx.getImageData(0, 540, 1920, 540);
  for (let i = 0; i < pixels.data.length; i += 4) {
    const noise = ((i * 2654435761) >>> 26) - 32;
    pixels.data[i] = Math.max(0, Math.min(255, 70 + noise));
    pixels.data[i + 1] = Math.max(0, Math.min(255, 110 + noise));
    pixels.data[i + 2] = Math.max(0, Math.min(255, 60 + noise));
  }
  ctx.putImageData(pixels, 0, 540);
  return canvas.encode('jpeg', 90);
}

const layers: TextLayer[] = [
  {
    text: 'Iceland Ring Road in 7 Days',
    weight: 'bold',
    maxSizePx: 130,
    fill: '#ffffff',
    outline: { color: '#111111', widthPx: 6 },
    shadow: { color: 'rgba(0,0,0,0.6)', blurPx: 12, offsetPx: 4 },
    placement: 'top-left',
    maxWidthShare: 0.7,
    maxLines: 2,
  },
  {
    text: 'رحلة إلى آيسلندا',
    weight: 'bold',
    maxSizePx: 72,
    fill: '#111111',
    box: { color: '#facc15', paddingPx: 16 },
    placement: 'bottom-left',
    maxWidthShare: 0.5,
    maxLines: 1,
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

const background = { kind: 'image' as const, image: await photo() };
for (let i = 0; i < WARM_UP; i += 1) await renderThumbnail({ background, layers });
const times: number[] = [];
let bytes = 0;
let peakRss = process.memoryUsage().rss;
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  const { image } = await renderThumbnail({ background, layers });
  times.push(performance.now() - started);
  bytes = image.length;
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}
times.sort((a, b) => a - b);
const p50 = percentile(times, 0.5);
console.log(`thumbnail render (1280×720 JPEG, photo background, 2 text layers), ${RUNS} runs:`);
console.log(
  `  p50 ${p50.toFixed(1)} ms · p95 ${percentile(times, 0.95).toFixed(1)} ms · output ${(bytes / 1024).toFixed(0)} KB`,
);
console.log(`  peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB (this process)`);
console.log(`  goal p50 ≤ ${GOAL_P50_MS} ms: ${p50 <= GOAL_P50_MS ? 'met' : 'NOT met'}`);
process.exit(p50 <= GOAL_P50_MS ? 0 : 1);
