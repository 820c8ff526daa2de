// A post's date, author and reading time, in the reader's language.
import { useTranslation } from 'react-i18next';
import type { BlogPostMeta } from './blog-types.ts';
import { dateTimeFormat } from '../../lib/intl-formats.ts';

export function formatPostDate(date: string, language: string): string {
  // UTC, so the prerendered day and the browser's agree wherever the reader is.
  return dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function BlogMetaLine({ post, language }: { post: BlogPostMeta; language: string }) {
  const { t } = useTranslation('blog');
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <time dateTime={post.date}>{formatPostDate(post.date, language)}</time>
      <span aria-hidden>·</span>
      <span>{t('byAuthor', { author: post.author })}</span>
      <span aria-hidden>·</span>
      <span data-testid="reading-time">{t('readingTime', { minutes: post.readingMinutes })}</span>
    </span>
  );
}
