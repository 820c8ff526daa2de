// A video's metadata and status as a definition list: when, how long, who can see it, and how it was set up.
import type { ReactNode } from 'react';
import type { VideoDetails } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { isKeyOf, type EnglishResources } from '../../i18n/keys.ts';
import { formatDateTime, formatDuration } from '../../lib/format.ts';
import { VisibilityBadge } from './video-badges.tsx';

// YouTube's upload statuses the app translates; another is shown as YouTube wrote it.
const UPLOAD_STATUSES: Record<keyof EnglishResources['app']['videos']['uploadStatus'], true> = {
  uploaded: true,
  processed: true,
  failed: true,
  rejected: true,
  deleted: true,
};

function languageName(code: string | null, uiLanguage: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function VideoFacts({ video }: { video: VideoDetails }) {
  const { t, i18n } = useTranslation('app');
  const language = i18n.language;
  const yesNo = (value: boolean | null) =>
    value === null ? t('videos.facts.unknown') : value ? t('videos.facts.yes') : t('videos.facts.no');
  const localizations = Object.keys(video.localizations);
  const rows: Array<[string, ReactNode]> = [
    [t('videos.facts.visibility'), <VisibilityBadge key="v" visibility={video.visibility} />],
    ...(video.publishAt && video.visibility === 'scheduled'
      ? [[t('videos.facts.scheduledFor'), formatDateTime(video.publishAt, language)] as [string, string]]
      : []),
    [t('videos.facts.published'), video.publishedAt ? formatDateTime(video.publishedAt, language) : '—'],
    [
      t('videos.facts.duration'),
      video.durationSeconds === null ? '—' : formatDuration(video.durationSeconds),
    ],
    [t('videos.facts.format'), video.isShort ? t('videos.badges.short') : t('videos.facts.longForm')],
    [
      t('videos.facts.uploadStatus'),
      video.uploadStatus
        ? isKeyOf(UPLOAD_STATUSES, video.uploadStatus)
          ? t(`videos.uploadStatus.${video.uploadStatus}`)
          : video.uploadStatus
        : '—',
    ],
    [t('videos.facts.definition'), video.definition ? video.definition.toUpperCase() : '—'],
    [t('videos.facts.madeForKids'), yesNo(video.madeForKids)],
    [t('videos.facts.customThumbnail'), yesNo(video.hasCustomThumbnail)],
    [t('videos.facts.captions'), yesNo(video.hasCaptions)],
    [t('videos.facts.defaultLanguage'), languageName(video.defaultLanguage, language) ?? '—'],
    [t('videos.facts.audioLanguage'), languageName(video.defaultAudioLanguage, language) ?? '—'],
    [
      t('videos.facts.localizations'),
      localizations.length > 0 ? localizations.map((code) => languageName(code, language)).join(', ') : '—',
    ],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-baseline justify-between gap-3 border-b border-line/60 pb-1.5">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="text-end font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
