import type { RetentionRule } from '../system/retention-registry.ts';
import { UsageEventsRepo } from './usage-events.repo.ts';

/** Metered work (an image generation, an upload) ends within minutes; an older reservation was abandoned. */
const RESERVATION_LIFETIME_MS = 60 * 60 * 1000;

export const usageRetentionRules: RetentionRule[] = [
  {
    name: 'usage-reservations',
    reason: 'A usage reservation whose work never finished is released after an hour, so it stops counting.',
    purge: (db, now) =>
      new UsageEventsRepo(db).releaseStale(new Date(now.getTime() - RESERVATION_LIFETIME_MS)),
  },
];
