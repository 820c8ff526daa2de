import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlogContentError, loadBlogPosts, parsePost, versionFor } from './blog-content.ts';

const FRONT = {
  title: 'A post',
  date: '2026-11-20',
  author: 'The Vidcraft team',
  language: 'en',
  description: 'What it is about.',
};

function source(fields: Record<string, string | undefined>, body = 'Some **words** here.') {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
}

const parse = (text: string, fileLanguage = 'en') =>
  parsePost(text, { slug: 'a-post', fileLanguage, where: 'content/blog/a-post/en.md' });

describe('parsePost', () => {
  it('reads the front matter, renders Markdown and counts the reading time', () => {
    const post = parse(source(FRONT, `## Heading\n\n${'word '.repeat(600)}`));
    expect(post).toMatchObject({ ...FRONT, slug: 'a-post', image: null, readingMinutes: 3 });
    expect(post.html).toContain('<h2>Heading</h2>');
  });

  it.each(['title', 'date', 'author', 'language', 'description'])(
    'fails with the file and the field when "%s" is missing',
    (field) => {
      const text = source({ ...FRONT, [field]: undefined });
      expect(() => parse(text)).toThrow(BlogContentError);
      expect(() => parse(text)).toThrow(new RegExp(`content/blog/a-post/en\\.md: .*"${field}"`));
    },
  );

  it('accepts an unquoted YAML date and refuses a date that is not a day', () => {
    const unquoted = `---\ntitle: T\ndate: 2026-11-20\nauthor: A\nlanguage: en\ndescription: D\n---\nText`;
    expect(parse(unquoted).date).toBe('2026-11-20');
    expect(() => parse(source({ ...FRONT, date: 'last Tuesday' }))).toThrow(/"date"/);
  });

  it('refuses a language that is not an interface language or does not match the file name', () => {
    expect(() => parse(source({ ...FRONT, language: 'xx' }))).toThrow(/not one of the interface languages/);
    expect(() => parse(source({ ...FRONT, language: 'de' }))).toThrow(/does not match the file name/);
  });

  it('refuses an image that is not a file in public/ and keeps one that is', () => {
    expect(() => parse(source({ ...FRONT, image: '/nope.png' }))).toThrow(/"image"/);
    expect(() => parse(source({ ...FRONT, image: '/../package.json' }))).toThrow(/"image"/);
    expect(parse(source({ ...FRONT, image: '/og-image.png' })).image).toBe('/og-image.png');
  });

  it('escapes raw HTML and drops script URLs instead of passing them through', () => {
    const body = [
      '<script>alert(1)</script>',
      '',
      '<img src=x onerror="alert(2)">',
      '',
      '[click](javascript:alert(3)) and [site](https://example.com)',
    ].join('\n');
    const { html } = parse(source(FRONT, body));
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt;');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
  });

  it('refuses a post without text', () => {
    expect(() => parse(source(FRONT, ''))).toThrow(/no text/);
  });
});

describe('loadBlogPosts', () => {
  it('loads the repository posts: at least three, each with English, one translated', () => {
    const posts = loadBlogPosts();
    const slugs = new Set(posts.map((post) => post.slug));
    expect(slugs.size).toBeGreaterThanOrEqual(3);
    for (const slug of slugs) expect(posts.some((p) => p.slug === slug && p.language === 'en')).toBe(true);
    expect(posts.some((post) => post.language !== 'en')).toBe(true);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('fails when a post has no English version', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blog-'));
    mkdirSync(join(dir, 'only-german'));
    writeFileSync(join(dir, 'only-german', 'de.md'), source({ ...FRONT, language: 'de' }));
    expect(() => loadBlogPosts(dir)).toThrow(/English version/);
  });
});

describe('versionFor', () => {
  const posts = [
    { slug: 'a', language: 'en' },
    { slug: 'a', language: 'de' },
    { slug: 'b', language: 'en' },
  ];
  it('picks the reader’s language when written, else English', () => {
    expect(versionFor(posts, 'a', 'de')?.language).toBe('de');
    expect(versionFor(posts, 'b', 'de')?.language).toBe('en');
    expect(versionFor(posts, 'c', 'de')).toBeUndefined();
  });
});
