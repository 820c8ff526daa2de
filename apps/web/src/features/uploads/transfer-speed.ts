// How fast the file is going: bytes acknowledged over the last few seconds (not since the start, so a pause or a
// slow patch of network shows at once), and the time left at that speed.
export const SPEED_WINDOW_MS = 5000;
/** Less than this much time measured says nothing yet. */
export const MIN_SPAN_MS = 700;

interface Sample {
  at: number;
  bytes: number;
}

export class SpeedMeter {
  private samples: Sample[] = [];
  private readonly windowMs: number;

  constructor(windowMs = SPEED_WINDOW_MS) {
    this.windowMs = windowMs;
  }

  /** Forget what was measured (a resumed upload starts a new measurement from its offset). */
  reset(): void {
    this.samples = [];
  }

  add(bytes: number, at: number): void {
    this.samples.push({ at, bytes });
    // Keep one sample older than the window as the baseline, drop the rest.
    while (this.samples.length > 2 && (this.samples[1]?.at ?? at) <= at - this.windowMs) this.samples.shift();
  }

  /** Bytes per second over the window, or null while too little has been measured. */
  bytesPerSecond(): number | null {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < MIN_SPAN_MS) return null;
    return Math.max(0, ((last.bytes - first.bytes) * 1000) / (last.at - first.at));
  }
}

/** Seconds until `total` at this speed, or null when the speed is unknown or zero. */
export function secondsLeft(sent: number, total: number, bytesPerSecond: number | null): number | null {
  if (!bytesPerSecond || bytesPerSecond <= 0) return null;
  return Math.max(0, (total - sent) / bytesPerSecond);
}
