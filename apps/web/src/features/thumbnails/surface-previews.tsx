// "On YouTube": the new thumbnail beside the one YouTube shows now, on each surface at its real size, with the
// video's title cut as YouTube cuts it, the channel, views and the duration badge — in YouTube's dark or light
// theme. New and current sit side by side where they fit and one above the other where they do not; a surface
// wider than the screen scrolls sideways rather than shrink: the size is the point.
import { useState } from 'react';
import type { Connection, VideoDetails } from '@vidcraft/contracts';
import { Eye, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatDuration, formatRelative } from '../../lib/format.ts';
import { Panel, Segmented } from './controls.tsx';
import {
  SURFACES,
  SurfaceCard,
  THUMBNAIL_SIZE,
  type CardData,
  type SurfaceId,
  type SurfaceTheme,
} from './youtube-surfaces.tsx';

interface Props {
  video: VideoDetails;
  connection: Connection | null;
  /** The rendered thumbnail (data URL), or null before the first render. */
  image: string | null;
}

export function SurfacePreviews({ video, connection, image }: Props) {
  const { t, i18n } = useTranslation('thumbnails');
  const [theme, setTheme] = useState<SurfaceTheme>('dark');
  const language = i18n.language;
  const views =
    video.viewCount === null
      ? ''
      : t('previews.views', { count: video.viewCount, formatted: formatCompact(video.viewCount, language) });
  const when = video.publishedAt ? formatRelative(video.publishedAt, language) : '';
  const base: Omit<CardData, 'image' | 'imageLabel'> = {
    title: video.title,
    description: video.description,
    channelName: connection?.channelName ?? '',
    channelAvatar: connection?.thumbnailUrl ?? null,
    meta: [views, when].filter(Boolean).join(' · '),
    views,
    when,
    duration: video.durationSeconds === null ? null : formatDuration(video.durationSeconds),
  };
  const cards: Array<{ key: 'new' | 'now'; data: CardData }> = [
    { key: 'new', data: { ...base, image, imageLabel: t('previews.newImage') } },
    { key: 'now', data: { ...base, image: video.thumbnailUrl, imageLabel: t('previews.nowImage') } },
  ];

  const size = (surface: SurfaceId) => {
    const { width, height } = THUMBNAIL_SIZE[surface];
    return t('previews.size', { width, height });
  };

  return (
    <Panel
      title={t('previews.title')}
      icon={<Eye aria-hidden />}
      action={
        <Segmented
          label={t('previews.theme')}
          hideLabel
          value={theme}
          onChange={setTheme}
          options={[
            { value: 'dark', label: t('previews.dark'), icon: <Moon aria-hidden /> },
            { value: 'light', label: t('previews.light'), icon: <Sun aria-hidden /> },
          ]}
        />
      }
    >
      <p className="text-sm text-ink-muted">{t('previews.lead')}</p>
      <p className="text-xs text-ink-muted sm:hidden">{t('previews.swipe')}</p>
      {SURFACES.map((surface) => (
        <section
          key={surface}
          aria-labelledby={`surface-${surface}`}
          className="grid gap-2 border-t border-line pt-4"
        >
          <h3
            id={`surface-${surface}`}
            className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold"
          >
            {t(`previews.surfaces.${surface}`)}
            <bdi className="text-xs font-normal text-ink-muted">{size(surface)}</bdi>
          </h3>
          {surface === 'tv' ? <p className="text-xs text-ink-muted">{t('previews.tvNote')}</p> : null}
          <div className="flex flex-wrap gap-4">
            {cards.map(({ key, data }) => (
              <figure key={key} className="grid max-w-full min-w-0 content-start gap-1.5">
                <figcaption className="text-xs font-medium text-ink-muted">
                  {key === 'new' ? t('previews.new') : t('previews.now')}
                </figcaption>
                <div className="max-w-full overflow-x-auto pb-1">
                  <SurfaceCard surface={surface} data={data} theme={theme} />
                </div>
              </figure>
            ))}
          </div>
        </section>
      ))}
    </Panel>
  );
}
