// The video's metadata as YouTube has it, before there are suggestions: title, description and tags.
import type { VideoDetails } from '@vidcraft/contracts';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CutFacts } from './title-candidates.tsx';

export function CurrentMetadata({ video }: { video: VideoDetails }) {
  const { t } = useTranslation('app');
  return (
    <section
      aria-labelledby="current-heading"
      className="grid gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-6"
    >
      <h2 id="current-heading" className="flex items-center gap-2 text-lg font-semibold">
        <FileText className="size-5 text-accent" aria-hidden />
        {t('optimizer.current.title')}
      </h2>
      <dl className="grid gap-4 text-sm">
        <div className="grid gap-1.5">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('optimizer.fields.title')}
          </dt>
          <dd className="grid gap-1.5">
            <span dir="auto" className="font-medium">
              {video.title}
            </span>
            <CutFacts title={video.title} />
          </dd>
        </div>
        <div className="grid gap-1.5">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('optimizer.fields.description')}
          </dt>
          <dd dir="auto" className="max-h-48 overflow-auto whitespace-pre-wrap text-ink-muted wrap-anywhere">
            {video.description || t('videos.detail.noDescription')}
          </dd>
        </div>
        <div className="grid gap-1.5">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('optimizer.fields.tags')}
          </dt>
          <dd>
            {video.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5">
                {video.tags.map((tag) => (
                  <li
                    key={tag}
                    dir="auto"
                    className="rounded-full bg-surface-raised px-2.5 py-1 text-xs ring-1 ring-line"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-ink-muted">{t('videos.detail.noTags')}</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
