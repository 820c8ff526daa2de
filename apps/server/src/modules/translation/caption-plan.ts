// The quota planner's arithmetic: caption uploads cost 400 units (insert) or 450 (update), and a user's share of
// the daily YouTube quota holds only a few, so tracks are laid out over quota days (Pacific time, as YouTube
// counts them) — today's room first, then a full share per day — around what is already planned.
import { quotaDay } from '../../integrations/google/quota-costs.ts';

/** Kept free every day for the rest of the work (metadata publishes, syncs, reads): a tenth of the share. */
export const HEADROOM_SHARE = 0.1;

export interface CaptionCapacity {
  /** Units the user may spend on caption uploads on a full day. */
  perDay: number;
  /** Units left for caption uploads today. */
  today: number;
}

export function captionCapacity(input: {
  dailyBudget: number;
  userShare: number;
  spendableToday: number;
}): CaptionCapacity {
  const share = Math.floor(input.dailyBudget * input.userShare);
  const headroom = Math.ceil(share * HEADROOM_SHARE);
  return {
    perDay: Math.max(0, share - headroom),
    today: Math.max(0, Math.min(share, input.spendableToday) - headroom),
  };
}

/** The quota day `n` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

export const today = (now: Date = new Date()) => quotaDay(now);

/**
 * Assigns each upload (in order) to the first day with room for it. `planned` holds the units already planned
 * per day; it is not changed. Throws when even a whole day cannot hold one upload.
 */
export function planDays(
  uploads: readonly { id: string; units: number }[],
  capacity: CaptionCapacity,
  planned: ReadonlyMap<string, number>,
  firstDay: string,
): Map<string, string> {
  const largest = Math.max(0, ...uploads.map((u) => u.units));
  if (uploads.length > 0 && capacity.perDay < largest) {
    throw new RangeError(
      `A caption upload needs ${largest} units; a day's share for captions is ${capacity.perDay}.`,
    );
  }
  const used = new Map(planned);
  const out = new Map<string, string>();
  let offset = 0;
  for (const upload of uploads) {
    for (;;) {
      const day = addDays(firstDay, offset);
      const room = (offset === 0 ? capacity.today : capacity.perDay) - (used.get(day) ?? 0);
      if (room >= upload.units) {
        used.set(day, (used.get(day) ?? 0) + upload.units);
        out.set(upload.id, day);
        break;
      }
      offset += 1;
    }
  }
  return out;
}

/** The plan as the creator sees it: per day, how many tracks and units. */
export function summarizePlan(
  uploads: readonly { id: string; units: number }[],
  days: ReadonlyMap<string, string>,
): { day: string; tracks: number; units: number }[] {
  const byDay = new Map<string, { tracks: number; units: number }>();
  for (const upload of uploads) {
    const day = days.get(upload.id)!;
    const entry = byDay.get(day) ?? { tracks: 0, units: 0 };
    byDay.set(day, { tracks: entry.tracks + 1, units: entry.units + upload.units });
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, v]) => ({ day, ...v }));
}
