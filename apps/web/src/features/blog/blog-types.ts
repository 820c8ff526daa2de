// The shapes the build-time blog step (scripts/blog/) hands the browser through its virtual modules.
import type { LanguageCode } from '../../i18n/languages.ts';

/** One language version of a post, without its body: what the index and the feeds list. */
export interface BlogPostMeta {
  slug: string;
  language: LanguageCode;
  title: string;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  author: string;
  description: string;
  /** A site path of an image in public/ ("/og-image.png"), or null. */
  image: string | null;
  readingMinutes: number;
}

/** A language version with its body: HTML rendered from Markdown at build time, raw HTML escaped. */
export interface BlogPost extends BlogPostMeta {
  html: string;
}

/** Per slug: the languages it is written in (English always) and a lazy loader per language version. */
export type BlogCatalog = Record<
  string,
  {
    languages: LanguageCode[];
    load: Partial<Record<LanguageCode, () => Promise<{ default: BlogPost }>>>;
  }
>;
