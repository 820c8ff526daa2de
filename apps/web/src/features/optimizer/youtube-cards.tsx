// YouTube-like cards that show the user's version as viewers meet it: the mobile home feed and desktop search
// (title cut where @vidcraft/seo's width model cuts it, next to the thumbnail), and the watch page's
// description above the fold. Lines come from the model, so the cut is the same on every machine; the
// lettering is Roboto where installed. A close model, not a screenshot.
import type { Connection, VideoDetails } from '@vidcraft/contracts';
import { previewDescription, previewTitle } from '@vidcraft/seo';
import { EllipsisVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.tsx';
import { formatCompact, formatRelative } from '../../lib/format.ts';
import { VideoThumbnail } from '../videos/video-thumbnail.tsx';
import { ScaledToFit } from './scaled-to-fit.tsx';

const YT_FONT = { fontFamily: 'Roboto, Arial, var(--font-sans)' } as const;

function Lines({ lines, className }: { lines: string[]; className: string }) {
  return (
    <span className={className}>
      {lines.map((line, index) => (
        <span key={index} className="block overflow-hidden whitespace-pre">
          {line}
        </span>
      ))}
    </span>
  );
}

function useMeta(video: VideoDetails) {
  const { t, i18n } = useTranslation('app');
  const parts = [
    video.viewCount === null
      ? null
      : t('videos.views', {
          count: video.viewCount,
          formatted: formatCompact(video.viewCount, i18n.language),
        }),
    video.publishedAt ? formatRelative(video.publishedAt, i18n.language) : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

interface CardProps {
  video: VideoDetails;
  connection: Connection | null;
  title: string;
  description: string;
}

export function MobileHomeCard({ video, connection, title }: CardProps) {
  const { t } = useTranslation('app');
  const preview = previewTitle(title, 'mobileHome');
  const meta = useMeta(video);
  return (
    <figure className="grid w-full max-w-[320px] shrink-0 content-start gap-2">
      <figcaption className="text-xs font-medium text-ink-muted">
        {t('optimizer.preview.mobileHome')}
      </figcaption>
      <ScaledToFit>
        <div
          dir="auto"
          style={YT_FONT}
          className="w-[320px] overflow-hidden rounded-xl bg-[#0f0f0f] ring-1 ring-line"
        >
          <VideoThumbnail video={{ ...video, title }} className="w-full rounded-none" />
          <div className="flex gap-3 p-3">
            <Avatar src={connection?.thumbnailUrl} name={connection?.channelName ?? '?'} size="sm" />
            <div className="grid min-w-0 flex-1 gap-1">
              <Lines
                lines={preview.lines}
                className="text-[16px] leading-[22px] font-medium text-[#f1f1f1]"
              />
              <span className="truncate text-[12px] text-[#aaaaaa]">
                {[connection?.channelName, meta].filter(Boolean).join(' · ')}
              </span>
            </div>
            <EllipsisVertical className="size-5 shrink-0 text-[#f1f1f1]" aria-hidden />
          </div>
        </div>
      </ScaledToFit>
    </figure>
  );
}

export function DesktopSearchCard({ video, connection, title, description }: CardProps) {
  const { t } = useTranslation('app');
  const preview = previewTitle(title, 'desktopSearch');
  const snippet = previewDescription(description, 'desktopSearch');
  const meta = useMeta(video);
  return (
    <figure className="grid min-w-0 content-start gap-2">
      <figcaption className="text-xs font-medium text-ink-muted">
        {t('optimizer.preview.desktopSearch')}
      </figcaption>
      <ScaledToFit>
        <div
          dir="auto"
          style={YT_FONT}
          className="flex w-max gap-4 rounded-xl bg-[#0f0f0f] p-4 ring-1 ring-line"
        >
          <VideoThumbnail video={{ ...video, title }} className="w-[240px] rounded-xl" />
          <div className="grid w-[580px] content-start gap-1.5">
            <Lines lines={preview.lines} className="text-[18px] leading-[26px] text-[#f1f1f1]" />
            <span className="text-[12px] text-[#aaaaaa]">{meta}</span>
            <span className="flex items-center gap-2 py-1 text-[12px] text-[#aaaaaa]">
              <Avatar src={connection?.thumbnailUrl} name={connection?.channelName ?? '?'} size="xs" />
              {connection?.channelName}
            </span>
            <Lines lines={snippet.lines} className="text-[12px] leading-[18px] text-[#aaaaaa]" />
          </div>
        </div>
      </ScaledToFit>
    </figure>
  );
}

export function WatchDescriptionCard({
  description,
  aboveTitle,
  title,
  surface,
}: {
  description: string;
  aboveTitle: string[];
  title: string;
  surface: 'watchMobile' | 'watchDesktop';
}) {
  const { t } = useTranslation('app');
  const preview = previewDescription(description, surface);
  const mobile = surface === 'watchMobile';
  return (
    <figure
      className={mobile ? 'grid max-w-full shrink-0 content-start gap-2' : 'grid min-w-0 content-start gap-2'}
    >
      <figcaption className="text-xs font-medium text-ink-muted">
        {t(`optimizer.preview.${surface}`)}
      </figcaption>
      <ScaledToFit>
        <div
          dir="auto"
          style={YT_FONT}
          className={`grid gap-2 rounded-xl bg-[#0f0f0f] ring-1 ring-line ${mobile ? 'w-[360px] p-3' : 'w-max p-4'}`}
        >
          {aboveTitle.length > 0 ? (
            <span className="text-[12px] text-[#3ea6ff]">{aboveTitle.join(' ')}</span>
          ) : null}
          <span className="line-clamp-2 text-[18px] leading-[24px] font-semibold text-[#f1f1f1]">
            {title}
          </span>
          <div className={`rounded-lg bg-[#272727] p-3 ${mobile ? 'w-[336px]' : 'w-[540px]'}`}>
            {preview.lines.length > 0 ? (
              <Lines lines={preview.lines} className="text-[14px] leading-[20px] text-[#f1f1f1]" />
            ) : (
              <span className="text-[14px] text-[#aaaaaa]">{t('optimizer.preview.noDescription')}</span>
            )}
            {preview.truncated ? (
              <span className="mt-1 block text-[14px] font-semibold text-[#f1f1f1]">
                {t('optimizer.preview.more')}
              </span>
            ) : null}
          </div>
        </div>
      </ScaledToFit>
    </figure>
  );
}
