// The day YouTube counts in (America/Los_Angeles: its Analytics reports and its quota day), as SQL, so daily
// statistics snapshots are keyed by the same days as the Analytics API's figures they are compared with.
import { sql } from 'kysely';

/** Today's YouTube day, by the database's clock (a `date`). */
export const youtubeToday = () => sql<string>`(now() at time zone 'America/Los_Angeles')::date`;
