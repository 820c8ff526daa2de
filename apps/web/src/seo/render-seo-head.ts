// Serializes an SeoHead to HTML for the prerendered <head>. Every element carries data-seo so the client can
// replace exactly these on navigation.
import { jsonForScript } from '@vidcraft/contracts/structured-data';
import type { SeoHead } from './seo-head.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** JSON that is safe inside a <script> element (no "</script>", no HTML comment openers); the server writes the same. */
export const safeJsonForScript = jsonForScript;

export function renderSeoHead(head: SeoHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}" data-seo>`;
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    meta('name', 'robots', head.robots),
  ];
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-seo>`);
  for (const alternate of head.alternates) {
    lines.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hrefLang)}" href="${escapeHtml(alternate.href)}" data-seo>`,
    );
  }
  for (const feed of head.feeds ?? []) {
    lines.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" data-seo>`,
    );
  }
  for (const [key, content] of Object.entries(head.openGraph)) lines.push(meta('property', key, content));
  for (const [key, content] of Object.entries(head.twitter)) lines.push(meta('name', key, content));
  if (head.jsonLd)
    lines.push(`<script type="application/ld+json" data-seo>${safeJsonForScript(head.jsonLd)}</script>`);
  return lines.join('\n    ');
}
