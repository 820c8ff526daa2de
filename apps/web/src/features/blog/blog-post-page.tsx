// /blog/<slug>: one post, its HTML made from Markdown at build time (raw HTML escaped there, so it is safe to
// insert). A reader whose language the post is not written in gets the English version and a note saying so.
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NamespaceTexts } from '../../i18n/namespace-texts.tsx';
import { languageOption, type LanguageCode } from '../../i18n/languages.ts';
import { localizePath } from '../../lib/language-prefix.ts';
import { ContentPage } from '../content/content-page.tsx';
import { useLocalizedPath, useRouteLanguage } from '../layout/use-localized-path.ts';
import { BlogMetaLine } from './blog-meta-line.tsx';
import type { BlogPost } from './blog-types.ts';

interface Props {
  post: BlogPost;
  languages: LanguageCode[];
}

export function BlogPostPage(props: Props) {
  return (
    <NamespaceTexts namespace="blog">
      <BlogPostView {...props} />
    </NamespaceTexts>
  );
}

// Markdown's elements, styled here (no typography plugin); logical properties so RTL posts indent right.
const PROSE =
  'grid gap-5 text-lg leading-relaxed [&_a]:text-accent [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4 [&_blockquote]:text-ink-muted [&_code]:rounded [&_code]:bg-surface-raised [&_code]:px-1 [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:ps-6';

function BlogPostView({ post, languages }: Props) {
  const { t } = useTranslation('blog');
  const language = useRouteLanguage();
  const localize = useLocalizedPath();
  const others = languages.filter((code) => code !== post.language);
  return (
    <ContentPage
      eyebrow={t('eyebrow')}
      title={post.title}
      lead={post.description}
      meta={<BlogMetaLine post={post} language={language} />}
    >
      <article className="grid gap-8">
        {post.language !== language ? (
          <p
            role="note"
            data-testid="not-translated"
            className="rounded-xl bg-surface p-4 text-sm ring-1 ring-line"
          >
            {t('notTranslated', { language: languageOption(post.language).nativeName })}
          </p>
        ) : null}
        {/* Escaped at build time by markdown-it (raw HTML off); nothing here comes from a visitor. */}
        <div lang={post.language} className={PROSE} dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      {others.length > 0 ? (
        <nav aria-label={t('alsoIn')} className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-ink-muted">{t('alsoIn')}</span>
          {others.map((code) => (
            <Link
              key={code}
              to={localizePath(`/blog/${post.slug}`, code)}
              lang={code}
              hrefLang={code}
              className="rounded-full px-3 py-1 ring-1 ring-line hover:ring-accent/50"
            >
              {languageOption(code).nativeName}
            </Link>
          ))}
        </nav>
      ) : null}
      <p>
        <Link
          to={localize('/blog')}
          className="inline-flex items-center gap-2 font-semibold text-accent hover:underline"
        >
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
          {t('allPosts')}
        </Link>
      </p>
    </ContentPage>
  );
}
