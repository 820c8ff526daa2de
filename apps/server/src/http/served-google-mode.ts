// Marks a served page's <html> with the Google this server talks to (GOOGLE_MODE_ATTRIBUTE), at start: the
// prerendered pages are the same for every server, and the sign-in page's sandbox note is shown by CSS from this
// attribute, so it is part of the first paint instead of arriving after the app has asked (decision 044).
import { GOOGLE_MODE_ATTRIBUTE, type GoogleMode } from '@vidcraft/contracts';

const HTML_OPEN_TAG = /<html(?=[\s>])/i;

/** The page with the attribute on its <html> element; a page without one comes back unchanged. */
export function withGoogleMode(html: string, mode: GoogleMode): string {
  return html.replace(HTML_OPEN_TAG, `<html ${GOOGLE_MODE_ATTRIBUTE}="${mode}"`);
}
