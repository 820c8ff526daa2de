// Weeks in a row with at least one published improvement, by ISO week (Monday to Sunday, UTC). Pure.

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The Monday (00:00 UTC) of the ISO week holding this moment, as epoch milliseconds. */
export function isoWeekStart(at: Date): number {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday = 0
  return day - weekday * DAY_MS;
}

export interface StreakFacts {
  /** The longest run of consecutive weeks ever. */
  best: number;
  /** The run that ends this week or last week (a week without a publish yet does not break it); else 0. */
  current: number;
  /** For each length n reached, the first improvement of the week that first made a run n weeks long. */
  reachedAt: Date[];
}

export function publishStreak(improvements: readonly Date[], now: Date): StreakFacts {
  const firstOfWeek = new Map<number, Date>();
  for (const at of improvements) {
    const week = isoWeekStart(at);
    const known = firstOfWeek.get(week);
    if (!known || at < known) firstOfWeek.set(week, at);
  }
  const weeks = [...firstOfWeek.keys()].sort((a, b) => a - b);
  const reachedAt: Date[] = [];
  let run = 0;
  let previous: number | null = null;
  for (const week of weeks) {
    run = previous !== null && week - previous === WEEK_MS ? run + 1 : 1;
    previous = week;
    if (run > reachedAt.length) reachedAt.push(firstOfWeek.get(week)!);
  }
  const thisWeek = isoWeekStart(now);
  const alive = previous !== null && thisWeek - previous <= WEEK_MS;
  return { best: reachedAt.length, current: alive ? run : 0, reachedAt };
}
