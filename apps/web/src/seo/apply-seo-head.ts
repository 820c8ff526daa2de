// Applies an SeoHead to the live document after client-side navigation or a language switch.
import type { SeoHead } from './seo-head.ts';
import { safeJsonForScript } from './render-seo-head.ts';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string>) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.setAttribute('data-seo', '');
  return node;
}

export function applySeoHead(head: SeoHead): void {
  if (document.title !== head.title) document.title = head.title;
  const nodes: HTMLElement[] = [
    element('meta', { name: 'description', content: head.description }),
    element('meta', { name: 'keywords', content: head.keywords }),
    element('meta', { name: 'robots', content: head.robots }),
  ];
  if (head.canonical) nodes.push(element('link', { rel: 'canonical', href: head.canonical }));
  for (const alternate of head.alternates) {
    nodes.push(element('link', { rel: 'alternate', hreflang: alternate.hrefLang, href: alternate.href }));
  }
  for (const feed of head.feeds ?? []) {
    nodes.push(
      element('link', { rel: 'alternate', type: 'application/atom+xml', title: feed.title, href: feed.href }),
    );
  }
  for (const [property, content] of Object.entries(head.openGraph))
    nodes.push(element('meta', { property, content }));
  for (const [name, content] of Object.entries(head.twitter)) nodes.push(element('meta', { name, content }));
  if (head.jsonLd) {
    const script = element('script', { type: 'application/ld+json' });
    script.textContent = safeJsonForScript(head.jsonLd); // same text as the prerendered element
    nodes.push(script);
  }
  const signature = nodes.map((node) => node.outerHTML).join('');
  const current = [...document.head.querySelectorAll('[data-seo]')];
  if (current.map((node) => node.outerHTML).join('') === signature) return; // hydrated page: already right
  for (const node of current) node.remove();
  document.head.append(...nodes);
}
