// Days as YouTube Analytics names them (YYYY-MM-DD in America/Los_Angeles, the zone of its reports and of the quota
// day) and the arithmetic the module needs on them.
import { quotaDay } from '../../integrations/google/quota-costs.ts';

const DAY_MS = 86_400_000;

/** The Analytics API's figures reach about two days back: the last day worth asking for or judging. */
export const ANALYTICS_LAG_DAYS = 2;

/** The YouTube day an instant falls in: a change made at 01:00 UTC was made the day before, in Pacific time. */
export function dayOf(at: Date): string {
  return quotaDay(at);
}

function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from `from` to `to`. */
export function dayOffset(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function analyticsLastDay(now: Date): string {
  return addDays(dayOf(now), -ANALYTICS_LAG_DAYS);
}
