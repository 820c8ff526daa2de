// What the file is: duration, resolution, frame rate, codecs, size, and whether it can be a Short.
import type { MediaFactsView } from '@vidcraft/contracts';
import { Film } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { numberFormat } from '../../lib/intl-formats.ts';
import { Panel } from './panel.tsx';
import { formatBytes, formatClock, formatSampleRate } from './upload-format.ts';

export function MediaFacts({ media }: { media: MediaFactsView }) {
  const { t, i18n } = useTranslation('uploads');
  const { video, audio } = media;
  const fps = (value: number) => numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  const rows: Array<{ key: string; label: string; value: string; ltr?: boolean }> = [
    { key: 'duration', label: t('facts.duration'), value: formatClock(media.durationSeconds), ltr: true },
    {
      key: 'resolution',
      label: t('facts.resolution'),
      value: video ? `${video.width} × ${video.height}` : t('facts.noVideo'),
      ltr: video !== null,
    },
    ...(video?.frameRate
      ? [
          {
            key: 'fps',
            label: t('facts.frameRate'),
            value: t('facts.frameRateValue', { fps: fps(video.frameRate) }),
          },
        ]
      : []),
    { key: 'video', label: t('facts.video'), value: video ? video.codec : t('facts.noVideo') },
    {
      key: 'audio',
      label: t('facts.audio'),
      value: audio
        ? audio.sampleRate
          ? t('facts.audioValue', {
              codec: audio.codec,
              rate: formatSampleRate(audio.sampleRate, i18n.language),
            })
          : audio.codec
        : t('facts.noAudio'),
    },
    ...(media.sizeBytes !== null
      ? [{ key: 'size', label: t('facts.size'), value: formatBytes(media.sizeBytes, i18n.language) }]
      : []),
    { key: 'container', label: t('facts.container'), value: media.formatName },
  ];
  return (
    <Panel title={t('facts.title')} icon={<Film aria-hidden />}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.key} className="grid min-w-0 gap-0.5">
            <dt className="text-xs text-ink-muted">{row.label}</dt>
            <dd className="truncate font-semibold tabular-nums" title={row.value}>
              {/* Codecs, units and numbers keep their own direction inside a right-to-left page. */}
              <bdi dir={row.ltr ? 'ltr' : undefined}>{row.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink-muted">{t('facts.shorts')}</span>
        <Badge tone={media.shortsEligible ? 'success' : 'neutral'}>
          {media.shortsEligible ? t('facts.shortsYes') : t('facts.shortsNo')}
        </Badge>
        <span className="text-xs text-ink-muted">{t('facts.shortsHint')}</span>
      </div>
    </Panel>
  );
}
