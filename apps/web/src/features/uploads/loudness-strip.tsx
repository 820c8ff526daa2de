// The sound of the video at a glance: momentary loudness as bars along the video, YouTube's −14 LUFS reference
// as a dashed line, silences shaded, speech marked underneath — and the numbers in words: the overall loudness,
// the true peak, and how far from the way YouTube plays videos. Time runs left to right in every language.
import type { LoudnessView, TimeRange } from '@vidcraft/contracts';
import { Volume2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Panel } from './panel.tsx';
import { foldStrip, heightOf, spanOf } from './strip-bars.ts';
import { formatClock, formatOneDecimal } from './upload-format.ts';

/** Within this many LU of the reference the video plays about as loud as others. */
export const EVEN_WITHIN_LU = 1;

interface Props {
  loudness: LoudnessView | null;
  silences: readonly TimeRange[];
  speech: readonly TimeRange[];
  durationSeconds: number;
  hasAudio: boolean;
}

export function useGapText(): (gap: number | null) => string | null {
  const { t, i18n } = useTranslation('uploads');
  return (gap) => {
    if (gap === null) return null;
    if (Math.abs(gap) < EVEN_WITHIN_LU) return t('loudness.even');
    const value = formatOneDecimal(Math.abs(gap), i18n.language);
    return gap > 0 ? t('loudness.quieter', { gap: value }) : t('loudness.louder', { gap: value });
  };
}

function Chart({
  loudness,
  silences,
  speech,
  durationSeconds,
}: Omit<Props, 'hasAudio'> & { loudness: LoudnessView }) {
  const { t } = useTranslation('uploads');
  const bars = foldStrip(loudness.strip);
  const count = Math.max(1, bars.length);
  const referenceY = (1 - heightOf(loudness.referenceLufs)) * 100;
  return (
    <figure className="grid gap-1.5" dir="ltr">
      <div className="relative">
        <svg
          role="img"
          aria-label={t('loudness.chart')}
          viewBox={`0 0 ${count} 100`}
          preserveAspectRatio="none"
          className="block h-24 w-full rounded-lg bg-surface-raised"
        >
          {silences.map((range) => {
            const span = spanOf(range, durationSeconds);
            return (
              <rect
                key={`s-${range.start}`}
                data-kind="silence"
                x={span.from * count}
                width={span.width * count}
                y={0}
                height={100}
                className="fill-ink-muted/15"
              />
            );
          })}
          {bars.map((value, index) =>
            value === null ? null : (
              <rect
                key={index}
                data-kind="bar"
                x={index + 0.15}
                width={0.7}
                y={100 - heightOf(value) * 100}
                height={heightOf(value) * 100}
                className={value > loudness.referenceLufs ? 'fill-accent-warm' : 'fill-accent/80'}
              />
            ),
          )}
          <line
            data-kind="reference"
            x1={0}
            x2={count}
            y1={referenceY}
            y2={referenceY}
            strokeDasharray="4 3"
            vectorEffect="non-scaling-stroke"
            className="stroke-ink"
            strokeWidth={1}
          />
        </svg>
        <span
          className="pointer-events-none absolute end-1 -translate-y-full rounded bg-page/80 px-1 text-[10px] text-ink"
          style={{ top: `${referenceY}%` }}
        >
          {t('loudness.reference')}
        </span>
      </div>
      <svg
        aria-hidden
        viewBox={`0 0 ${count} 4`}
        preserveAspectRatio="none"
        className="block h-1.5 w-full rounded-full bg-line"
      >
        {speech.map((range) => {
          const span = spanOf(range, durationSeconds);
          return (
            <rect
              key={`p-${range.start}`}
              data-kind="speech"
              x={span.from * count}
              width={span.width * count}
              y={0}
              height={4}
              className="fill-success"
            />
          );
        })}
      </svg>
      <div className="flex justify-between text-[11px] text-ink-muted tabular-nums">
        <span>{formatClock(0)}</span>
        <span>{formatClock(durationSeconds / 2)}</span>
        <span>{formatClock(durationSeconds)}</span>
      </div>
    </figure>
  );
}

export function LoudnessStrip({ loudness, silences, speech, durationSeconds, hasAudio }: Props) {
  const { t, i18n } = useTranslation('uploads');
  const gapText = useGapText();
  const one = (value: number) => formatOneDecimal(value, i18n.language);
  let body;
  if (!hasAudio || !loudness) {
    body = <p className="text-sm text-ink-muted">{t('loudness.none')}</p>;
  } else {
    const gap = gapText(loudness.gapToYouTubeLu);
    body = (
      <>
        <Chart loudness={loudness} silences={silences} speech={speech} durationSeconds={durationSeconds} />
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="inline-block size-3 rounded-sm bg-ink-muted/25" />
            {t('loudness.legendSilence')}
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="inline-block h-1.5 w-3 rounded-full bg-success" />
            {t('loudness.legendSpeech')}
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="inline-block w-3 border-t border-dashed border-ink" />
            {t('loudness.reference')}
          </li>
        </ul>
        {loudness.integratedLufs === null ? (
          <p className="text-sm text-ink-muted">{t('loudness.silent')}</p>
        ) : (
          <dl className="grid grid-cols-3 gap-3 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-xs text-ink-muted">{t('loudness.integrated')}</dt>
              <dd className="font-semibold tabular-nums">
                <bdi dir="ltr">{one(loudness.integratedLufs)} LUFS</bdi>
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-ink-muted">{t('loudness.truePeak')}</dt>
              <dd className="font-semibold tabular-nums">
                {loudness.truePeakDbtp === null ? (
                  '—'
                ) : (
                  <bdi dir="ltr">{one(loudness.truePeakDbtp)} dBTP</bdi>
                )}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-xs text-ink-muted">{t('loudness.range')}</dt>
              <dd className="font-semibold tabular-nums">
                <bdi dir="ltr">{one(loudness.loudnessRangeLu)} LU</bdi>
              </dd>
            </div>
          </dl>
        )}
        {gap ? <p className="font-medium">{gap}</p> : null}
      </>
    );
  }
  return (
    <Panel title={t('loudness.title')} icon={<Volume2 aria-hidden />}>
      {body}
    </Panel>
  );
}
