// The video's scenes along its length: a tick at every cut, and the thumbnail-candidate frames placed at their
// times (loaded lazily), the best ones marked. Time runs left to right in every language; a long video scrolls
// sideways inside the card, never the page.
import type { FrameView } from '@vidcraft/contracts';
import { Clapperboard, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { placeFrames, THUMB_WIDTH_PX, trackMinWidth } from './frame-lanes.ts';
import { Panel } from './panel.tsx';
import { formatClock } from './upload-format.ts';
import { ApiImage } from '../../lib/api-image.tsx';

const LANE_PX = 44;
const AXIS_PX = 20;

interface Props {
  scenes: readonly number[];
  frames: readonly FrameView[];
  durationSeconds: number;
}

export function SceneTimeline({ scenes, frames, durationSeconds }: Props) {
  const { t, i18n } = useTranslation('uploads');
  const placed = placeFrames(frames, durationSeconds);
  const lanes = Math.max(1, ...placed.map((item) => item.lane + 1));
  const share = (seconds: number) =>
    durationSeconds > 0 ? Math.min(1, Math.max(0, seconds / durationSeconds)) : 0;
  return (
    <Panel title={t('timeline.title')} icon={<Clapperboard aria-hidden />}>
      <figure className="grid gap-2" dir="ltr">
        <div className="overflow-x-auto pb-1">
          <div
            role="img"
            aria-label={t('timeline.chart')}
            className="relative"
            style={{ minWidth: trackMinWidth(frames.length), height: lanes * LANE_PX + AXIS_PX }}
          >
            {placed.map(({ frame, at, lane, best }) => {
              const time = formatClock(frame.timeSeconds);
              return (
                <span
                  key={frame.index}
                  data-kind="frame"
                  className={cn(
                    'absolute overflow-hidden rounded-md bg-surface-raised ring-1',
                    best ? 'z-10 ring-2 ring-accent' : 'ring-line',
                  )}
                  style={{
                    top: lane * LANE_PX,
                    width: THUMB_WIDTH_PX,
                    height: 36,
                    left: `clamp(0px, calc(${at * 100}% - ${THUMB_WIDTH_PX / 2}px), calc(100% - ${THUMB_WIDTH_PX}px))`,
                  }}
                  title={best ? t('timeline.bestAt', { time }) : t('timeline.frameAt', { time })}
                >
                  <ApiImage
                    src={frame.url}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={THUMB_WIDTH_PX}
                    height={36}
                    className="size-full object-cover"
                  />
                  {best ? (
                    <Star
                      className="absolute top-0.5 right-0.5 size-3 fill-accent text-accent drop-shadow"
                      aria-label={t('timeline.best')}
                    />
                  ) : null}
                </span>
              );
            })}
            <div className="absolute inset-x-0 h-px bg-line" style={{ top: lanes * LANE_PX + 6 }} />
            {scenes.map((cut) => (
              <span
                key={cut}
                data-kind="cut"
                className="absolute w-px bg-ink-muted"
                style={{ left: `${share(cut) * 100}%`, top: lanes * LANE_PX, height: 12 }}
              />
            ))}
          </div>
        </div>
        <div className="flex justify-between text-[11px] text-ink-muted tabular-nums">
          <span>{formatClock(0)}</span>
          <span>{formatClock(durationSeconds / 2)}</span>
          <span>{formatClock(durationSeconds)}</span>
        </div>
      </figure>
      <p className="text-sm text-ink-muted">
        {scenes.length === 0
          ? t('timeline.noCuts')
          : t('timeline.cuts', {
              count: scenes.length,
              formatted: formatNumber(scenes.length, i18n.language),
            })}
      </p>
      {frames.length > 0 ? (
        <ul className="sr-only">
          {placed.map(({ frame, best }) => (
            <li key={frame.index}>
              {best
                ? t('timeline.bestAt', { time: formatClock(frame.timeSeconds) })
                : t('timeline.frameAt', { time: formatClock(frame.timeSeconds) })}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
