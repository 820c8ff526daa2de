// Calendar days as YouTube Analytics counts them: YYYY-MM-DD in America/Los_Angeles, the zone of its reports.
import { nextPacificMidnight, pacificDay } from '../util/clock.ts';

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** The day that contains the instant (Pacific). */
export function dayOf(at: Date | number | string): string {
  return pacificDay(new Date(at));
}

/** Days since 1970-01-01 (the series model reads many days; this avoids parsing dates). */
function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: string): number {
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}

/** The instant the day starts (Pacific midnight, 07:00 or 08:00 UTC). */
export function dayStart(day: string): Date {
  // Noon UTC the day before is early morning Pacific of that day; the next Pacific midnight starts `day`.
  return nextPacificMidnight(new Date(Date.parse(`${addDays(day, -1)}T12:00:00Z`)));
}

export function dayEnd(day: string): Date {
  return dayStart(addDays(day, 1));
}

export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
