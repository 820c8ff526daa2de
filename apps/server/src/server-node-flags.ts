// The Node flags the server runs with: `npm start`, `npm run serve` and `npm run worker` (package.json) pass them,
// and so does everything here that starts the server as its own process (tests, benches, `npm run dev`).
// Measured on two cores (decision 054):
// - --v8-pool-size=1: each of V8's background threads (concurrent GC, WebAssembly compilation) leaves a malloc
//   arena of up to 64 MB resident; one thread instead of four saves 45–90 MiB idle, throughput unchanged.
// - --max-semi-space-size=8 (MB; 16 by default): fewer short-lived objects are promoted, so a long job's garbage
//   no longer piles up in the old generation. A sync's peak: 450 → 370 MiB (1,200 videos), 525 → 403 MiB (20,000);
//   RSS after load 563–627 → 369–441 MiB; about 15 % fewer light reads per second.
export const SERVER_NODE_FLAGS = ['--v8-pool-size=1', '--max-semi-space-size=8'] as const;
