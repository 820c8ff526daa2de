// The rotation's calendar (pure): which variant is live on which experiment day, which swaps that takes, what
// they cost, and — from the swaps actually made — which variant was live on each analytics day.
//
// Balanced assignment: experiment day i shows variant i mod k (A B A B … or A B C A B C …). Because 7 shares no
// factor with 2 or 3, this cycle lands on a different weekday each week — a rotating start — so over every 7·k
// days each variant gets each weekday exactly once, and over any other length the count of a weekday differs
// between variants by at most one. Day 0 is A, which is already live, so it needs no call.
import { quotaDay } from '../../integrations/google/quota-costs.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface PlannedSwap {
  /** The experiment day it starts (1…N−1), or N for the restore after the last day. */
  dayIndex: number;
  /** Index into the variants: 0 = A. */
  variant: number;
  dueAt: Date;
  kind: 'swap' | 'restore';
}

export interface RotationPlan {
  startsAt: Date;
  endsAt: Date;
  days: { index: number; variant: number; startsAt: Date }[];
  swaps: PlannedSwap[];
}

export function variantOfDay(dayIndex: number, variants: number): number {
  return dayIndex % variants;
}

/** The most recent `hour`:00 UTC at or before `now`: day 0 starts there (A is live already). */
export function rotationStart(now: Date, swapHourUtc: number): Date {
  const start = new Date(now.getTime());
  start.setUTCHours(swapHourUtc, 0, 0, 0);
  return start.getTime() > now.getTime() ? new Date(start.getTime() - DAY) : start;
}

export function planRotation(input: { startsAt: Date; days: number; variants: number }): RotationPlan {
  const at = (i: number) => new Date(input.startsAt.getTime() + i * DAY);
  const days = Array.from({ length: input.days }, (_, index) => ({
    index,
    variant: variantOfDay(index, input.variants),
    startsAt: at(index),
  }));
  const swaps: PlannedSwap[] = days
    .filter((d) => d.index > 0 && d.variant !== days[d.index - 1]!.variant)
    .map((d) => ({ dayIndex: d.index, variant: d.variant, dueAt: d.startsAt, kind: 'swap' }));
  // The restore always exists (a stop may choose a winner other than A); it needs no call when A is live.
  swaps.push({ dayIndex: input.days, variant: 0, dueAt: at(input.days), kind: 'restore' });
  return { startsAt: input.startsAt, endsAt: at(input.days), days, swaps };
}

/** YouTube calls the rotation makes: one per swap, plus the restore when the last day is not A. */
export function rotationCalls(plan: RotationPlan): number {
  const last = plan.days.at(-1)?.variant ?? 0;
  return plan.swaps.filter((s) => s.kind === 'swap').length + (last === 0 ? 0 : 1);
}

/** When a variant became live (a swap done), in time order; A was live before the first. */
export interface LiveChange {
  at: Date;
  variant: number;
}

/** The instant a Pacific calendar day (YouTube Analytics' day) starts. */
export function analyticsDayStart(day: string): Date {
  const guess = Date.parse(`${day}T07:00:00Z`); // midnight PDT
  return new Date(quotaDay(new Date(guess)) === day ? guess : guess + HOUR);
}

export interface DayAssignment {
  day: string;
  /** The variant live for at least three quarters of the day; null when two shared it. */
  variant: number | null;
  phase: 'before' | 'during' | 'after';
}

/** Share of a day a variant must hold to count as that variant's day. */
const MAJORITY = 0.75;

/**
 * Which variant YouTube showed on each analytics day from `fromDay` to `toDay`, from the swaps actually made (a
 * swap done late shifts the days; a day two variants shared is left out). Days ending before the start are
 * 'before' (A was live); days after the experiment ended are 'after'.
 */
export function assignDays(
  changes: readonly LiveChange[],
  window: { startsAt: Date; endedAt: Date | null },
  fromDay: string,
  toDay: string,
): DayAssignment[] {
  const sorted = [...changes].sort((a, b) => a.at.getTime() - b.at.getTime());
  const out: DayAssignment[] = [];
  for (let day = fromDay; day <= toDay; day = nextDay(day)) {
    const from = analyticsDayStart(day).getTime();
    const to = analyticsDayStart(nextDay(day)).getTime();
    const middle = (from + to) / 2;
    if (middle < window.startsAt.getTime()) {
      out.push({ day, variant: 0, phase: 'before' });
      continue;
    }
    if (window.endedAt && middle >= window.endedAt.getTime()) {
      out.push({ day, variant: null, phase: 'after' });
      continue;
    }
    const share = new Map<number, number>();
    let current = 0;
    let cursor = from;
    for (const change of sorted) {
      const at = change.at.getTime();
      if (at <= from) {
        current = change.variant;
        continue;
      }
      if (at >= to) break;
      share.set(current, (share.get(current) ?? 0) + (at - cursor));
      cursor = at;
      current = change.variant;
    }
    share.set(current, (share.get(current) ?? 0) + (to - cursor));
    const [variant, held] = [...share.entries()].reduce((a, b) => (b[1] > a[1] ? b : a));
    out.push({ day, variant: held / (to - from) >= MAJORITY ? variant : null, phase: 'during' });
  }
  return out;
}

export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
}
