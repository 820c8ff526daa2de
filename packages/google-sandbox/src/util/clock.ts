// The sandbox clock: a base clock (real time by default) plus an offset that the control plane moves.

const PACIFIC = 'America/Los_Angeles';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: PACIFIC,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: PACIFIC,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export class SandboxClock {
  offsetMs = 0;
  readonly base: () => Date;

  constructor(base: () => Date) {
    this.base = base;
  }

  now(): Date {
    return new Date(this.base().getTime() + this.offsetMs);
  }

  nowMs(): number {
    return this.now().getTime();
  }

  set(date: Date): void {
    this.offsetMs = date.getTime() - this.base().getTime();
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }
}

/** The quota day (YYYY-MM-DD in America/Los_Angeles) that contains the instant. */
export function pacificDay(date: Date): string {
  return dayFormat.format(date);
}

/** The instant of the next midnight in America/Los_Angeles after `date` (when quota resets). */
export function nextPacificMidnight(date: Date): Date {
  const [y, m, d] = pacificDay(date).split('-').map(Number) as [number, number, number];
  const nextDay = new Date(Date.UTC(y, m - 1, d + 1));
  // Pacific midnight is 07:00 or 08:00 UTC depending on daylight saving time.
  for (const hours of [7, 8]) {
    const candidate = new Date(nextDay.getTime() + hours * 3_600_000);
    if (timeFormat.format(candidate) === '00:00') return candidate;
  }
  return new Date(nextDay.getTime() + 8 * 3_600_000);
}

/** RFC 3339 UTC without milliseconds, like most YouTube timestamps. */
export function rfc3339(date: Date | number): string {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
