// Modules made at build time by scripts/blog/vite-plugin-blog.ts from content/blog/.
/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module declaration cannot import at the top of its file */
declare module 'virtual:blog-catalog' {
  /** Every post's slug, languages and lazy per-language loaders (small: no texts). */
  export const BLOG_CATALOG: import('./blog-types.ts').BlogCatalog;
}

declare module 'virtual:blog-index' {
  /** Every language version of every post, newest first, without bodies. */
  export const BLOG_INDEX: import('./blog-types.ts').BlogPostMeta[];
}
