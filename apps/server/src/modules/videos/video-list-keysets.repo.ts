// The video list's orders as keysets, each matched word for word by an index of migration 0020, so any page is
// an index range scan of its own rows wherever it is in the list (tokens: video-list-cursor.ts).
import { sql, type RawBuilder } from 'kysely';
import { KEY_TYPES, type VideoSort } from './video-list-cursor.ts';

// The expressions must stay word for word those of migration 0020's indexes, or PostgreSQL sorts the channel.
const sortAt = sql`coalesce(publish_at, published_at, '-infinity'::timestamptz)`;
const views = sql`coalesce(view_count, -1)`;
const score = sql`coalesce(seo_score, 1000)`;
const viewsReversed = sql`(-coalesce(view_count, -1))`;

/** Each order: its key expressions (the video id follows; types in KEY_TYPES) and whether the tuple ascends. */
const ORDERS: Record<VideoSort, { keys: RawBuilder<unknown>[]; ascending: boolean }> = {
  // Scheduled videos by their publish time; the newest (or soonest) first.
  newest: { keys: [sortAt], ascending: false },
  oldest: { keys: [sortAt], ascending: true },
  views: { keys: [views], ascending: false },
  // The lowest SEO score first (where better metadata helps most), the most viewed first within a score.
  score: { keys: [score, viewsReversed], ascending: true },
};

/** The key columns to select (as text) so the page's first and last rows can become tokens. */
export function keySelections(sort: VideoSort) {
  return ORDERS[sort].keys.map((key, index) => sql<string>`(${key})::text`.as(`sort_key_${index}`));
}

/** The key tuple of a selected row, in a token's order (keys, then the video id). */
export function rowKeys(sort: VideoSort, row: Record<string, unknown>): string[] {
  return [
    ...ORDERS[sort].keys.map((_, index) => String(row[`sort_key_${index}`])),
    String(row.youtube_video_id),
  ];
}

/**
 * `forward`: the rows after `keys` in the sort (the next page); else those before it, in reverse (the caller
 * reverses them back). Returns the row comparison and the ORDER BY, both as the index reads them.
 */
export function keysetClauses(sort: VideoSort, keys: string[] | null, forward: boolean) {
  const order = ORDERS[sort];
  const ascending = order.ascending === forward;
  const columns = [...order.keys, sql`youtube_video_id`];
  const direction = ascending ? sql`asc` : sql`desc`;
  const orderBy = sql.join(
    columns.map((column) => sql`${column} ${direction}`),
    sql`, `,
  );
  if (keys === null) return { after: null, orderBy };
  const values = [
    ...KEY_TYPES[sort].map((type, index) => sql`${keys[index]}::${sql.raw(type)}`),
    sql`${keys[order.keys.length]}`,
  ];
  const after = sql<boolean>`(${sql.join(columns)}) ${ascending ? sql`>` : sql`<`} (${sql.join(values)})`;
  return { after, orderBy };
}
