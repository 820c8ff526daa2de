// Adds the operator's configured rating (SITE_RATING_VALUE / SITE_RATING_COUNT) to the application record of a
// prerendered page's JSON-LD, at start, with the served origin (decision 041). The build never writes a rating:
// the spec's figures are marketing copy, and only a real one may be shown to search engines.
import { aggregateRatingNode, jsonForScript, type SiteRating } from '@vidcraft/contracts';

const JSON_LD = /(<script type="application\/ld\+json"[^>]*>)([\s\S]*?)(<\/script>)/g;

function addRating(node: unknown, rating: SiteRating): boolean {
  if (typeof node !== 'object' || node === null) return false;
  const record = node as Record<string, unknown>;
  if (record['@type'] !== 'SoftwareApplication') return false;
  // Appended last, where the web app's own record has it, so the client's head matches the served one.
  delete record.aggregateRating;
  record.aggregateRating = aggregateRatingNode(rating);
  return true;
}

/** The page with the rating in its application record; pages without one come back unchanged. */
export function withSiteRating(html: string, rating: SiteRating): string {
  return html.replace(JSON_LD, (whole, open: string, body: string, close: string) => {
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return whole;
    }
    const graph = (data as { '@graph'?: unknown })['@graph'];
    const nodes = Array.isArray(graph) ? graph : [data];
    const changed = nodes.map((node) => addRating(node, rating)).some(Boolean);
    return changed ? `${open}${jsonForScript(data)}${close}` : whole;
  });
}
