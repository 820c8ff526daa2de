// Hands the blog to the app as virtual modules, built from content/blog/ when Vite bundles:
// - virtual:blog-catalog: slugs, their languages and a dynamic import per language version (the route table
//   lists each known slug from it, so an unknown one is the not-found screen and a 404 from the server);
// - virtual:blog-index: every version's title, date, author, description and reading time (the index page);
// - virtual:blog-post/<slug>/<language>: one version's HTML, a lazy chunk of its own.
// The Markdown parser runs here, at build time; the browser only receives finished, escaped HTML.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { BlogPost } from '../../src/features/blog/blog-types.ts';
import { BLOG_CONTENT_DIR, blogSlugs, loadBlogPosts } from './blog-content.ts';

const CATALOG = 'virtual:blog-catalog';
const INDEX = 'virtual:blog-index';
const POST = 'virtual:blog-post/';

export function blogPlugin(contentDir: string = BLOG_CONTENT_DIR): Plugin {
  let posts: BlogPost[] | null = null;
  const all = () => (posts ??= loadBlogPosts(contentDir));
  return {
    name: 'vidcraft-blog',
    resolveId(id) {
      if (id === CATALOG || id === INDEX || id.startsWith(POST)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:blog-')) return null;
      // Edits to a post rebuild its modules in the dev server (a new post needs a restart).
      for (const post of all()) this.addWatchFile(join(contentDir, post.slug, `${post.language}.md`));
      const name = id.slice(1);
      if (name === CATALOG) {
        const entries = blogSlugs(all()).map((slug) => {
          const versions = all().filter((post) => post.slug === slug);
          const loaders = versions
            .map(
              (post) =>
                `${JSON.stringify(post.language)}: () => import(${JSON.stringify(`${POST}${slug}/${post.language}`)})`,
            )
            .join(', ');
          return `${JSON.stringify(slug)}: { languages: ${JSON.stringify(versions.map((post) => post.language))}, load: { ${loaders} } }`;
        });
        return `export const BLOG_CATALOG = { ${entries.join(',\n')} };\n`;
      }
      if (name === INDEX) {
        const index = all().map(({ html: _html, ...meta }) => meta);
        return `export const BLOG_INDEX = ${JSON.stringify(index)};\n`;
      }
      const [slug, language] = name.slice(POST.length).split('/');
      const post = all().find((candidate) => candidate.slug === slug && candidate.language === language);
      if (!post) this.error(`No blog post ${slug} in ${language}`);
      return `export default ${JSON.stringify(post)};\n`;
    },
    watchChange(id) {
      if (id.startsWith(contentDir)) posts = null;
    },
  };
}
