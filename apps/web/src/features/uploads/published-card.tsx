// The video on YouTube after publishing: its link, its visibility (or when it goes public), and whether the
// thumbnail and the captions were set.
import type { UploadView } from '@vidcraft/contracts';
import { CircleCheck, CircleMinus, ExternalLink, SquarePlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { Panel } from './panel.tsx';

type Published = NonNullable<UploadView['published']>;

function Outcome({ done, yes, no }: { done: boolean; yes: string; no: string }) {
  return (
    <li className="flex items-center gap-2">
      {done ? (
        <CircleCheck className="size-4 shrink-0 text-success" aria-hidden />
      ) : (
        <CircleMinus className="size-4 shrink-0 text-ink-muted" aria-hidden />
      )}
      {done ? yes : no}
    </li>
  );
}

export function PublishedCard({ published }: { published: Published }) {
  const { t, i18n } = useTranslation('uploads');
  return (
    <Panel title={t('published.title')} icon={<SquarePlay aria-hidden />} className="ring-accent/40">
      <p className="text-sm">{t('published.body', { channel: published.channelTitle })}</p>
      <ul className="grid gap-1.5 text-sm">
        <li className="flex items-center gap-2">
          <CircleCheck className="size-4 shrink-0 text-success" aria-hidden />
          {t('published.visibility', {
            privacy: published.publishAt
              ? t('published.scheduledFor', { date: formatDateTime(published.publishAt, i18n.language) })
              : t(`publish.${published.privacyStatus}`),
          })}
        </li>
        <Outcome
          done={published.thumbnailSet}
          yes={t('published.thumbnailSet')}
          no={t('published.thumbnailNotSet')}
        />
        <Outcome
          done={published.captionsSet}
          yes={t('published.captionsSet')}
          no={t('published.captionsNotSet')}
        />
      </ul>
      <Button asChild className="justify-self-start">
        <a href={published.url} target="_blank" rel="noreferrer">
          <ExternalLink aria-hidden />
          {t('published.open')}
        </a>
      </Button>
    </Panel>
  );
}
