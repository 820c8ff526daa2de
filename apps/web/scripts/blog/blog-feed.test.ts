import { describe, expect, it } from 'vitest';
import { loadBlogPosts } from './blog-content.ts';
import { blogAtomFeed } from './blog-feed.ts';

const ATOM = 'http://www.w3.org/2005/Atom';
const SITE = 'https://vidcraft.example';
const posts = loadBlogPosts();

function parseFeed(language: 'en' | 'de' | 'ja') {
  const xml = blogAtomFeed({ posts, language, siteUrl: SITE, texts: { title: 'Blog', subtitle: 'Sub' } });
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('blogAtomFeed', () => {
  it('is well-formed Atom with one entry per post and absolute URLs', () => {
    const doc = parseFeed('en');
    expect(doc.documentElement.namespaceURI).toBe(ATOM);
    expect(doc.documentElement.localName).toBe('feed');
    const entries = [...doc.getElementsByTagNameNS(ATOM, 'entry')];
    expect(entries.length).toBe(new Set(posts.map((post) => post.slug)).size);
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries) {
      const id = entry.getElementsByTagNameNS(ATOM, 'id')[0]?.textContent ?? '';
      expect(id).toMatch(/^https:\/\/vidcraft\.example\/blog\/[a-z0-9-]+$/);
      expect(entry.getElementsByTagNameNS(ATOM, 'title')[0]?.textContent).toBeTruthy();
      expect(entry.getElementsByTagNameNS(ATOM, 'updated')[0]?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(entry.getElementsByTagNameNS(ATOM, 'author')[0]?.textContent).toBeTruthy();
      expect(entry.getElementsByTagNameNS(ATOM, 'content')[0]?.textContent).toContain('<h2>');
    }
    const self = [...doc.documentElement.getElementsByTagNameNS(ATOM, 'link')].find(
      (link) => link.getAttribute('rel') === 'self',
    );
    expect(self?.getAttribute('href')).toBe(`${SITE}/blog/atom.xml`);
  });

  it('lists the translated version under the language prefix and English where none exists', () => {
    const translated = posts.find((post) => post.language === 'de');
    expect(translated).toBeDefined();
    const doc = parseFeed('de');
    const entries = [...doc.getElementsByTagNameNS(ATOM, 'entry')];
    const titles = entries.map((entry) => entry.getElementsByTagNameNS(ATOM, 'title')[0]?.textContent);
    expect(titles).toContain(translated?.title);
    const untranslated = posts.find(
      (post) => post.language === 'en' && !posts.some((p) => p.slug === post.slug && p.language === 'de'),
    );
    expect(titles).toContain(untranslated?.title);
    for (const entry of entries) {
      expect(entry.getElementsByTagNameNS(ATOM, 'id')[0]?.textContent).toMatch(
        /^https:\/\/vidcraft\.example\/de\/blog\//,
      );
    }
  });
});
