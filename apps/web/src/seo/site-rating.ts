// The operator's configured rating in the browser (decision 041). The server adds it to the application record of
// the served home page; the client's own record must say the same, or replacing the head after hydration would
// drop it. So: the rating the page was served with, else the runtime config's once that has loaded (a visit that
// started on another page), else none.
import { isSiteRating, type SiteRating } from '@vidcraft/contracts/structured-data';

let served: SiteRating | null | undefined;

function ratingInServedPage(): SiteRating | null {
  for (const script of document.querySelectorAll('script[type="application/ld+json"][data-seo]')) {
    try {
      const data = JSON.parse(script.textContent ?? '') as { '@graph'?: unknown };
      const nodes = Array.isArray(data['@graph']) ? (data['@graph'] as unknown[]) : [data];
      for (const node of nodes) {
        const rating = (node as { aggregateRating?: { ratingValue?: unknown; ratingCount?: unknown } })
          ?.aggregateRating;
        const candidate = { value: rating?.ratingValue, count: rating?.ratingCount };
        if (isSiteRating(candidate)) return candidate;
      }
    } catch {
      // Not JSON: not ours.
    }
  }
  return null;
}

export function siteRating(configured: SiteRating | undefined): SiteRating | null {
  if (typeof document === 'undefined') return null; // prerender: the server adds it
  served ??= ratingInServedPage(); // read once, before the client first replaces the head
  return served ?? configured ?? null;
}
