// The site's public origin for absolute URLs (canonical, hreflang, og:url, structured data). The prerender writes
// a reserved marker that the server replaces with its PUBLIC_URL at start (decision 041); in the browser the
// origin is the one the page was served with: its canonical link's (which the server wrote from PUBLIC_URL),
// else the address bar's (screens without a canonical).
import { SITE_ORIGIN_MARKER } from '@vidcraft/contracts/site-origin';

let browserOrigin: string | null = null;

function canonicalOrigin(): string | null {
  const href = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (!href) return null;
  try {
    const origin = new URL(href).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function siteOrigin(): string {
  if (typeof document === 'undefined') return SITE_ORIGIN_MARKER; // prerender: the server fills it in
  browserOrigin ??= canonicalOrigin() ?? window.location.origin;
  return browserOrigin;
}
