// Caption tracks, on request only, with the quota cost shown before each action: listing the tracks costs 50
// units (the server keeps the list a day), reading one track 200 (kept too; a cached read costs nothing).
// Both need the channel's write permission; without it the panel explains and offers to grant it.
import { useState } from 'react';
import type { CaptionTrack, Connection, VideoDetails } from '@vidcraft/contracts';
import { BookOpenText, Captions, ListChecks, RefreshCw } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { isKeyOf, type EnglishResources } from '../../i18n/keys.ts';
import { formatRelative } from '../../lib/format.ts';
import { needsWriteAccess } from '../reauth/api-error-reporter.ts';
import { useCaptionText, useCaptionTracks, type CaptionListing } from './use-captions.ts';
import { WriteAccessPrompt } from './write-access-prompt.tsx';

export const CAPTION_COSTS = { listTracks: 50, downloadTrack: 200 } as const;

const CAPTION_KINDS: Record<keyof EnglishResources['app']['videos']['captions']['kind'], true> = {
  standard: true,
  asr: true,
  forced: true,
};

/** A track's kind (YouTube's "standard" when it names none); a kind the app does not know, as it came. */
function captionKind(t: TFunction<'app'>, kind: string | null): string {
  const shown = kind ?? 'standard';
  return isKeyOf(CAPTION_KINDS, shown) ? t(`videos.captions.kind.${shown}`) : shown;
}

function trackLanguage(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function TrackText({ videoId, track }: { videoId: string; track: CaptionTrack }) {
  const { t } = useTranslation('app');
  const text = useCaptionText(videoId, track.id);
  if (text.isPending) return <Spinner size="sm" text={t('videos.captions.reading')} />;
  if (text.isError || !text.data.text)
    return <p className="text-sm text-danger">{t('videos.captions.readFailed')}</p>;
  return (
    <div className="grid gap-1">
      <p className="text-xs text-ink-muted">
        {text.data.text.cached
          ? t('videos.captions.fromCache')
          : t('videos.captions.readNow', { units: CAPTION_COSTS.downloadTrack })}
      </p>
      <pre
        tabIndex={0}
        aria-label={t('videos.captions.textLabel', { track: track.name || track.language })}
        className="max-h-80 overflow-auto rounded-lg bg-page p-3 text-xs leading-relaxed whitespace-pre-wrap text-ink ring-1 ring-line"
      >
        {text.data.text.body}
      </pre>
    </div>
  );
}

export function VideoCaptions({ video, connection }: { video: VideoDetails; connection: Connection }) {
  const { t, i18n } = useTranslation('app');
  const [requested, setRequested] = useState<CaptionListing>('no');
  const [openTrack, setOpenTrack] = useState<string | null>(null);
  const tracks = useCaptionTracks(video.id, requested);

  if (requested === 'no') {
    return (
      <div className="grid gap-3">
        <p className="text-sm text-ink-muted">
          {video.hasCaptions ? t('videos.captions.intro') : t('videos.captions.introNone')}{' '}
          {t('videos.captions.costs', CAPTION_COSTS)}
        </p>
        <Button variant="secondary" className="justify-self-start" onClick={() => setRequested('list')}>
          <ListChecks aria-hidden />
          {t('videos.captions.list', { units: CAPTION_COSTS.listTracks })}
        </Button>
      </div>
    );
  }
  if (tracks.isPending) return <Spinner size="sm" text={t('videos.captions.listing')} />;
  if (tracks.isError) {
    if (needsWriteAccess(tracks.error)) {
      return (
        <WriteAccessPrompt channelId={connection.youtubeChannelId} channelName={connection.channelName} />
      );
    }
    return (
      <div className="grid gap-2">
        <p className="text-sm text-danger">{t('videos.captions.listFailed')}</p>
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          onClick={() => void tracks.refetch()}
        >
          {t('actions.retry')}
        </Button>
      </div>
    );
  }
  const { data } = tracks;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-muted">
        <span>
          {data.listedAt
            ? t('videos.captions.listedAt', { time: formatRelative(data.listedAt, i18n.language) })
            : null}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setRequested('refresh')}
          disabled={requested === 'refresh'}
        >
          <RefreshCw aria-hidden />
          {t('videos.captions.listAgain', { units: CAPTION_COSTS.listTracks })}
        </Button>
      </div>
      {data.tracks.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('videos.captions.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {data.tracks.map((track) => (
            <li key={track.id} className="grid gap-3 rounded-xl bg-surface-raised/60 p-3 ring-1 ring-line">
              <div className="flex flex-wrap items-center gap-2">
                <Captions className="size-4 text-ink-muted" aria-hidden />
                <span className="font-medium">{trackLanguage(track.language, i18n.language)}</span>
                {track.name ? <span className="text-sm text-ink-muted">“{track.name}”</span> : null}
                <Badge>{captionKind(t, track.kind)}</Badge>
                {track.isDraft ? <Badge tone="warning">{t('videos.captions.draft')}</Badge> : null}
                {track.status === 'failed' ? (
                  <Badge tone="danger">{t('videos.captions.failedTrack')}</Badge>
                ) : null}
                {openTrack !== track.id ? (
                  <Button
                    size="sm"
                    variant="outline"
                    className="ms-auto"
                    onClick={() => setOpenTrack(track.id)}
                  >
                    <BookOpenText aria-hidden />
                    {t('videos.captions.read', { units: CAPTION_COSTS.downloadTrack })}
                  </Button>
                ) : null}
              </div>
              {openTrack === track.id ? <TrackText videoId={video.id} track={track} /> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
