// Reads the blog's Markdown posts (content/blog/<slug>/<language>.md) at build time: front matter through
// gray-matter, checked field by field (a broken post fails the build and names the file and field), the body
// through markdown-it with raw HTML off (a post's <script> or <iframe> becomes visible text, never markup), and
// the reading time through reading-time (which counts CJK characters as words). Nothing here ships to the browser.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import MarkdownIt from 'markdown-it';
import readingTime from 'reading-time';
import { LANGUAGE_CODES, type LanguageCode } from '../../src/i18n/languages.ts';
import type { BlogPost } from '../../src/features/blog/blog-types.ts';
export { versionFor } from '../../src/features/blog/version-for.ts';

export const BLOG_CONTENT_DIR = join(import.meta.dirname, '../../content/blog');
const PUBLIC_DIR = join(import.meta.dirname, '../../public');
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export class BlogContentError extends Error {}

// html: false escapes every raw tag; linkify off keeps bare text as text. markdown-it's link check already
// refuses javascript:, vbscript:, file: and non-image data: URLs.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
// Links leaving the site open safely and carry no referrer.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  if (token && /^https?:\/\//i.test(token.attrGet('href') ?? '')) token.attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, index, options, env, self);
};

export function renderMarkdown(body: string): string {
  return markdown.render(body);
}

function requireText(data: Record<string, unknown>, field: string, where: string): string {
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new BlogContentError(`${where}: front matter field "${field}" is missing or empty.`);
  }
  return value.trim();
}

// YAML reads an unquoted 2026-11-20 as a Date; a quoted one stays a string. Both are accepted.
function requireDate(data: Record<string, unknown>, where: string): string {
  const value = data.date;
  const day =
    value instanceof Date && !Number.isNaN(value.getTime())
      ? value.toISOString().slice(0, 10)
      : typeof value === 'string'
        ? value.trim()
        : '';
  if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw new BlogContentError(`${where}: front matter field "date" is missing or not a YYYY-MM-DD day.`);
  }
  return day;
}

function optionalImage(data: Record<string, unknown>, where: string, publicDir: string): string | null {
  if (data.image === undefined || data.image === null) return null;
  const image = typeof data.image === 'string' ? data.image.trim() : '';
  if (!image.startsWith('/') || image.includes('..') || !existsSync(join(publicDir, image))) {
    throw new BlogContentError(
      `${where}: front matter field "image" must be a site path of a file in apps/web/public (got "${String(data.image)}").`,
    );
  }
  return image;
}

/** Parses one post file's text; `slug` and `fileLanguage` come from its path. */
export function parsePost(
  source: string,
  options: { slug: string; fileLanguage: string; where: string; publicDir?: string },
): BlogPost {
  const { slug, fileLanguage, where } = options;
  if (!SLUG.test(slug))
    throw new BlogContentError(`${where}: the folder name "${slug}" is not a lowercase slug.`);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object makes gray-matter skip its cache, which would hand back another file's data.
    parsed = matter(source, {});
  } catch (error) {
    throw new BlogContentError(`${where}: front matter is not valid YAML (${(error as Error).message}).`);
  }
  const data = parsed.data as Record<string, unknown>;
  const language = requireText(data, 'language', where);
  if (!(LANGUAGE_CODES as readonly string[]).includes(language)) {
    throw new BlogContentError(`${where}: "language: ${language}" is not one of the interface languages.`);
  }
  if (language !== fileLanguage) {
    throw new BlogContentError(
      `${where}: "language: ${language}" does not match the file name (${fileLanguage}.md).`,
    );
  }
  const body = parsed.content.trim();
  if (body === '') throw new BlogContentError(`${where}: the post has no text below its front matter.`);
  return {
    slug,
    language: language as LanguageCode,
    title: requireText(data, 'title', where),
    date: requireDate(data, where),
    author: requireText(data, 'author', where),
    description: requireText(data, 'description', where),
    image: optionalImage(data, where, options.publicDir ?? PUBLIC_DIR),
    readingMinutes: Math.max(1, Math.round(readingTime(body).minutes)),
    html: renderMarkdown(body),
  };
}

/** Every post in every language it is written in, newest first; each slug must have an English version. */
export function loadBlogPosts(contentDir: string = BLOG_CONTENT_DIR): BlogPost[] {
  if (!existsSync(contentDir)) return [];
  const posts: BlogPost[] = [];
  for (const slug of readdirSync(contentDir).sort()) {
    const dir = join(contentDir, slug);
    if (!statSync(dir).isDirectory()) continue;
    const files = readdirSync(dir).filter((name) => name.endsWith('.md'));
    if (!files.includes('en.md')) {
      throw new BlogContentError(
        `${relative(process.cwd(), dir)}: every post needs an English version (en.md).`,
      );
    }
    for (const file of files.sort()) {
      const path = join(dir, file);
      posts.push(
        parsePost(readFileSync(path, 'utf8'), {
          slug,
          fileLanguage: file.slice(0, -3),
          where: relative(process.cwd(), path),
        }),
      );
    }
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The slugs, in the order of `posts` (newest first). */
export function blogSlugs(posts: readonly { slug: string }[]): string[] {
  return [...new Set(posts.map((post) => post.slug))];
}
