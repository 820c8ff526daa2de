// The thumbnail the video goes out with: one of the analysis's frames (the best ones marked), a thumbnail the
// creator kept in the thumbnail studio, or none — YouTube then picks one itself. A chosen frame can be taken to
// the studio to design on. Custom thumbnails need a verified channel.
import { useId } from 'react';
import type { FrameView } from '@vidcraft/contracts';
import { ImageIcon, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { formatDateTime } from '../../lib/format.ts';
import { FrameStudioAction } from './frame-studio-action.tsx';
import { bestFrames } from './frame-lanes.ts';
import { sameThumbnail, type ThumbnailChoice } from './publish-choice.ts';
import { formatClock } from './upload-format.ts';
import { useKeptThumbnails } from './use-kept-thumbnails.ts';
import { ApiImage } from '../../lib/api-image.tsx';

/** YouTube's page where a channel owner verifies the channel (custom thumbnails need it). */
const VERIFY_URL = 'https://www.youtube.com/verify';

interface Props {
  uploadId: string;
  frames: readonly FrameView[];
  value: ThumbnailChoice | null;
  onChange: (value: ThumbnailChoice | null) => void;
}

const OPTION =
  'relative grid cursor-pointer overflow-hidden rounded-lg ring-1 ring-line transition has-[:checked]:ring-2 has-[:checked]:ring-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent';

export function ThumbnailPicker({ uploadId, frames, value, onChange }: Props) {
  const { t, i18n } = useTranslation('uploads');
  const name = useId();
  const keptLabel = useId();
  const best = bestFrames(frames);
  const ordered = [...frames].sort((a, b) => a.timeSeconds - b.timeSeconds);
  const kept = useKeptThumbnails().data ?? [];
  const chosenFrame =
    value?.kind === 'frame' ? (frames.find((frame) => frame.index === value.index) ?? null) : null;
  return (
    <fieldset className="grid gap-2">
      <legend className="flex items-center gap-1.5 text-sm font-medium">
        <ImageIcon className="size-4 text-accent" aria-hidden />
        {t('thumbnail.title')}
      </legend>
      <p className="text-xs text-ink-muted">
        {t('thumbnail.hint')}{' '}
        <a
          href={VERIFY_URL}
          target="_blank"
          rel="noreferrer"
          className="text-accent underline-offset-4 hover:underline"
        >
          {t('thumbnail.verifyLink')}
        </a>
      </p>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-6">
        <label
          className={cn(OPTION, 'aspect-video place-items-center bg-surface-raised text-sm text-ink-muted')}
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={value === null}
            onChange={() => onChange(null)}
          />
          {t('thumbnail.none')}
        </label>
        {ordered.map((frame) => (
          <label key={frame.index} className={cn(OPTION, 'aspect-video bg-surface-raised')}>
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={sameThumbnail(value, { kind: 'frame', index: frame.index })}
              onChange={() => onChange({ kind: 'frame', index: frame.index })}
              aria-label={
                best.has(frame.index)
                  ? t('timeline.bestAt', { time: formatClock(frame.timeSeconds) })
                  : t('thumbnail.choose', { time: formatClock(frame.timeSeconds) })
              }
            />
            <ApiImage
              src={frame.url}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
            <span className="absolute start-1 bottom-1 rounded bg-page/80 px-1 text-[10px] tabular-nums">
              {formatClock(frame.timeSeconds)}
            </span>
            {best.has(frame.index) ? (
              <Star
                className="absolute end-1 top-1 size-3.5 fill-accent text-accent drop-shadow"
                aria-hidden
              />
            ) : null}
          </label>
        ))}
      </div>
      {kept.length > 0 ? (
        <div role="group" aria-labelledby={keptLabel} className="mt-1 grid gap-2">
          <p id={keptLabel} className="text-xs font-medium text-ink-muted">
            {t('thumbnail.kept')}
          </p>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-6">
            {kept.map((item) => (
              <label key={item.id} className={cn(OPTION, 'aspect-video bg-surface-raised')}>
                <input
                  type="radio"
                  name={name}
                  className="sr-only"
                  checked={sameThumbnail(value, { kind: 'kept', thumbnailId: item.id })}
                  onChange={() => onChange({ kind: 'kept', thumbnailId: item.id })}
                  aria-label={t('thumbnail.chooseKept', {
                    time: formatDateTime(item.createdAt, i18n.language),
                  })}
                />
                <ApiImage
                  src={item.imageUrl}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </label>
            ))}
          </div>
        </div>
      ) : null}
      <FrameStudioAction uploadId={uploadId} frame={chosenFrame} />
    </fieldset>
  );
}
