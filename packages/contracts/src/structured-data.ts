// Structured data shared by the web build (which writes a page's JSON-LD) and the server (which adds the operator's
// rating to the served pages at start, decision 041). No zod here: the landing's code imports it.

/** A real rating the operator configured (SITE_RATING_VALUE / SITE_RATING_COUNT); there is none by default. */
export interface SiteRating {
  /** The average, 1–5. */
  value: number;
  /** How many ratings it averages. */
  count: number;
}

/** The one rule for a rating: an average from 1 to 5 over a whole number (≥ 1) of ratings. */
export function isSiteRating(value: unknown): value is SiteRating {
  if (typeof value !== 'object' || value === null) return false;
  const { value: average, count } = value as Record<string, unknown>;
  return (
    typeof average === 'number' &&
    Number.isFinite(average) &&
    average >= 1 &&
    average <= 5 &&
    typeof count === 'number' &&
    Number.isSafeInteger(count) &&
    count >= 1
  );
}

/** schema.org AggregateRating for the application record; only ever built from a configured rating. */
export function aggregateRatingNode(rating: SiteRating): Record<string, unknown> {
  return {
    '@type': 'AggregateRating',
    ratingValue: rating.value,
    ratingCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** JSON for a <script> element: no `<`, `>` or `&` that could end the element or start markup. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
