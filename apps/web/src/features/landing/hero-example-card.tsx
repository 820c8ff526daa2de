// What a suggestion looks like, labelled as an example: the Basic engine's real answer for a real-looking video,
// made when the site was built (scripts/landing-example.ts), in that video's language. The checks shown are
// computed from it, not written by hand.
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const YOUTUBE_TITLE_LIMIT = 100;

export function HeroExampleCard() {
  const { t } = useTranslation('Index');
  const { before, after, tags, keywordFirst } = __LANDING_EXAMPLE__;
  const characters = [...after].length;
  const checks = [
    characters <= YOUTUBE_TITLE_LIMIT ? t('landing.hero.example.checks.limit') : null,
    keywordFirst ? t('landing.hero.example.checks.keyword') : null,
    t('landing.hero.example.checks.review'),
  ].filter((check): check is string => check !== null);

  return (
    <figure className="relative rounded-2xl bg-surface/90 p-5 shadow-2xl ring-1 ring-line sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <figcaption className="text-sm font-semibold">{t('landing.hero.example.heading')}</figcaption>
        <span className="rounded-full bg-accent/15 px-2.5 py-1 text-xs font-semibold text-accent">
          {t('landing.hero.example.label')}
        </span>
      </div>
      <dl className="mt-5 grid gap-4">
        <div className="grid gap-1">
          <dt className="text-xs font-medium text-ink-muted">{t('landing.hero.example.beforeLabel')}</dt>
          <dd
            lang="en"
            dir="ltr"
            className="rounded-lg bg-page/70 px-3 py-2 text-sm text-ink-muted line-through decoration-ink-muted/60"
          >
            {before}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-xs font-medium text-ink-muted">{t('landing.hero.example.afterLabel')}</dt>
          <dd
            lang="en"
            dir="ltr"
            className="rounded-lg bg-page/70 px-3 py-2 text-sm font-semibold ring-1 ring-accent/40"
          >
            {after}
          </dd>
          <dd className="text-end text-xs text-ink-muted">
            {t('landing.hero.example.characters', { length: characters, max: YOUTUBE_TITLE_LIMIT })}
          </dd>
        </div>
        <div className="grid gap-2">
          <dt className="text-xs font-medium text-ink-muted">{t('landing.hero.example.tagsLabel')}</dt>
          <dd lang="en" dir="ltr" className="flex flex-wrap gap-1.5">
            {tags.map((tag) => (
              <span key={tag} className="rounded-md bg-surface-raised px-2 py-1 text-xs ring-1 ring-line">
                {tag}
              </span>
            ))}
          </dd>
        </div>
      </dl>
      <ul className="mt-5 grid gap-2 border-t border-line pt-4">
        {checks.map((check) => (
          <li key={check} className="flex items-start gap-2 text-sm">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <span>{check}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
