// Data past its retention is purged by the housekeeping job. Each module that stores data with a lifetime
// (sessions, synced YouTube data under the 30-day rule, finished job runs…) adds its rule here.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface RetentionRule {
  /** Short id shown in the housekeeping result, e.g. `job-runs`. */
  name: string;
  /** Why the data goes, e.g. "YouTube API data must be refreshed or deleted within 30 days". */
  reason: string;
  /** Deletes (or refreshes) what is past its lifetime at `now`; answers how many rows it removed. */
  purge(db: Kysely<Database>, now: Date): Promise<number>;
}

export class RetentionRegistry {
  private readonly rules: RetentionRule[] = [];

  add(rule: RetentionRule): this {
    if (this.rules.some((r) => r.name === rule.name))
      throw new Error(`Duplicate retention rule "${rule.name}"`);
    this.rules.push(rule);
    return this;
  }

  list(): readonly RetentionRule[] {
    return this.rules;
  }
}

export const DAY_MS = 24 * 3600 * 1000;
