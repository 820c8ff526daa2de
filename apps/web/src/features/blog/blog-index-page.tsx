// /blog: every post, newest first, in the reader's language when translated, else in English with a mark
// naming the language it is written in.
import { Link } from 'react-router';
import { Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BLOG_INDEX } from 'virtual:blog-index';
import { NamespaceTexts } from '../../i18n/namespace-texts.tsx';
import { languageOption } from '../../i18n/languages.ts';
import { ContentPage } from '../content/content-page.tsx';
import { useLocalizedPath, useRouteLanguage } from '../layout/use-localized-path.ts';
import { BlogMetaLine } from './blog-meta-line.tsx';
import { versionFor } from './version-for.ts';

export function BlogIndexPage() {
  return (
    <NamespaceTexts namespace="blog">
      <BlogIndex />
    </NamespaceTexts>
  );
}

function BlogIndex() {
  const { t } = useTranslation('blog');
  const language = useRouteLanguage();
  const localize = useLocalizedPath();
  const slugs = [...new Set(BLOG_INDEX.map((post) => post.slug))];
  const posts = slugs.flatMap((slug) => versionFor(BLOG_INDEX, slug, language) ?? []);
  return (
    <ContentPage eyebrow={t('eyebrow')} title={t('index.title')} lead={t('index.lead')}>
      <ol className="grid gap-6" aria-label={t('index.listLabel')}>
        {posts.map((post) => (
          <li key={post.slug}>
            <article className="grid gap-3 rounded-xl bg-surface p-5 ring-1 ring-line sm:p-6">
              <h2 className="text-xl font-bold tracking-tight text-balance sm:text-2xl" lang={post.language}>
                <Link to={localize(`/blog/${post.slug}`)} className="hover:text-accent">
                  {post.title}
                </Link>
              </h2>
              <div className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                <BlogMetaLine post={post} language={language} />
                {post.language !== language ? (
                  <span
                    data-testid="language-mark"
                    className="rounded-full bg-surface-raised px-2 py-0.5 text-xs font-semibold text-ink ring-1 ring-line"
                    title={t('languageMark', { language: languageOption(post.language).nativeName })}
                    lang={post.language}
                  >
                    {languageOption(post.language).nativeName}
                  </span>
                ) : null}
              </div>
              <p className="text-pretty text-ink-muted" lang={post.language}>
                {post.description}
              </p>
            </article>
          </li>
        ))}
      </ol>
      <p>
        <a
          href={localize('/blog/atom.xml')}
          type="application/atom+xml"
          className="inline-flex items-center gap-2 text-sm font-semibold text-accent hover:underline"
        >
          <Rss className="size-4" aria-hidden />
          {t('feedLink')}
        </a>
      </p>
    </ContentPage>
  );
}
