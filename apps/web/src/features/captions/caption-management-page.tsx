// /caption-management: choose a video of the active channel (the tools' picker; the choice is kept in the
// address as ?video=<id>), then its caption tracks — listed from YouTube on request — with download, edit,
// replace, delete and translate per track, and a new track from an SRT or WebVTT file. Every action says its
// quota cost first. A read-only connection is told that captions need publishing access, and offered it here.
import { useEffect, useState, type ReactNode } from 'react';
import type { Connection, VideoSummary } from '@vidcraft/contracts';
import { ArrowLeft, Captions, KeyRound, RefreshCw, ShieldQuestion } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatNumber, formatRelative } from '../../lib/format.ts';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { NoChannelState } from '../channels/no-channel-state.tsx';
import { useActiveConnection } from '../channels/use-connections.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { needsWriteAccess } from '../reauth/api-error-reporter.ts';
import { WriteAccessDialog } from '../reauth/write-access-dialog.tsx';
import { useVideoDetails } from '../videos/use-video-details.ts';
import { VideoPicker } from '../videos/video-picker.tsx';
import { VideoThumbnail } from '../videos/video-thumbnail.tsx';
import { captionErrorText } from './caption-errors.ts';
import { CaptionsTexts, useDocumentTitle } from './captions-texts.tsx';
import { refreshTracks } from './captions-api.ts';
import { QuotaNote } from './quota-note.tsx';
import { TrackCard } from './track-card.tsx';
import { UploadTrackPanel } from './upload-track-panel.tsx';
import { useCaptionAction, useCaptionTracks } from './use-captions.ts';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

function AccessNeeded({ connection }: { connection: Connection }) {
  const { t } = useTranslation('captions');
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-3 rounded-xl bg-info/10 p-4 ring-1 ring-info/30" data-testid="captions-access">
      <p className="flex items-start gap-2 text-sm">
        <ShieldQuestion className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
        {t('access.needed', { channel: connection.channelName })}
      </p>
      <Button size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden />
        {t('access.grant')}
      </Button>
      <WriteAccessDialog
        open={open}
        onOpenChange={setOpen}
        channelId={connection.youtubeChannelId}
        channelName={connection.channelName}
        purpose="captions"
      />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function VideoCaptions({ video, connection }: { video: VideoSummary; connection: Connection }) {
  const { t, i18n } = useTranslation('captions');
  const tracks = useCaptionTracks(video.id);
  const refresh = useCaptionAction(video.id, () => refreshTracks(video.id));
  const details = useVideoDetails(video.id);

  if (tracks.isPending) return <Spinner text={t('tracks.loading')} />;
  if (tracks.isError) {
    return (
      <StateBox role="alert">
        <p>{captionErrorText(t, tracks.error)}</p>
        <Button variant="secondary" onClick={() => void tracks.refetch()}>
          {t('actions.retry')}
        </Button>
      </StateBox>
    );
  }
  const captions = tracks.data;
  const canWrite = captions.canWrite && !needsWriteAccess(refresh.error);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <Section title={t('tracks.title')}>
        {!canWrite ? <AccessNeeded connection={connection} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-ink-muted">
            {captions.listedAt
              ? t('tracks.listedAt', { time: formatRelative(captions.listedAt, i18n.language) })
              : t('tracks.notListed')}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={!canWrite || refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            <RefreshCw aria-hidden />
            {refresh.isPending
              ? t('tracks.refreshing')
              : t('tracks.refresh', { units: formatNumber(captions.costs.listTracks, i18n.language) })}
          </Button>
        </div>
        <QuotaNote units={captions.costs.listTracks} left={captions.unitsLeftToday} />
        {refresh.isError && !needsWriteAccess(refresh.error) ? (
          <ErrorNote>{captionErrorText(t, refresh.error)}</ErrorNote>
        ) : null}
        {captions.tracks.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-xl bg-page p-6 text-center ring-1 ring-line">
            <Captions className="size-8 text-ink-muted" aria-hidden />
            <p className="font-semibold">{captions.listedAt ? t('tracks.none') : t('tracks.unknown')}</p>
            <p className="max-w-md text-sm text-ink-muted">
              {captions.listedAt ? t('tracks.noneHint') : t('tracks.unknownHint')}
            </p>
          </div>
        ) : (
          <ul className="grid gap-3">
            {captions.tracks.map((track) => (
              <TrackCard
                key={track.id}
                videoId={video.id}
                track={track}
                captions={captions}
                canWrite={canWrite}
              />
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('upload.title')}>
        <UploadTrackPanel
          videoId={video.id}
          captions={captions}
          defaultLanguage={details.data?.defaultAudioLanguage ?? details.data?.defaultLanguage ?? null}
          disabled={!canWrite}
        />
      </Section>
    </div>
  );
}

function ChosenVideo({ videoId, connection }: { videoId: string; connection: Connection }) {
  const { t } = useTranslation('captions');
  const localize = useLocalizedPath();
  const details = useVideoDetails(videoId);
  if (details.isPending) return <Spinner text={t('video.loading')} />;
  if (details.isError) {
    return (
      <StateBox role="alert">
        <p className="font-semibold">{t('video.notFound')}</p>
        <Button asChild variant="secondary">
          <Link to={localize('/caption-management')}>{t('video.chooseAnother')}</Link>
        </Button>
      </StateBox>
    );
  }
  const video = details.data;
  return (
    <div className="grid gap-6">
      <div className="flex min-w-0 items-center gap-3 rounded-2xl bg-surface p-3 ring-1 ring-line">
        <VideoThumbnail video={video} className="w-28 shrink-0 sm:w-36" />
        <div className="grid min-w-0 gap-1">
          <p className="line-clamp-2 font-semibold" dir="auto">
            {video.title}
          </p>
          <Link
            to={localize('/caption-management')}
            className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
          >
            <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
            {t('video.chooseAnother')}
          </Link>
        </div>
      </div>
      <VideoCaptions key={video.id} video={video} connection={connection} />
    </div>
  );
}

function Body() {
  const { t } = useTranslation('captions');
  const { active, query } = useActiveConnection();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('video');
  const videoId = wanted && VIDEO_ID.test(wanted) ? wanted : null;
  useDocumentTitle(t('page.documentTitle'));
  useEffect(() => {
    if (wanted && !videoId) setParams({}, { replace: true });
  }, [wanted, videoId, setParams]);

  let body;
  if (query.isPending) {
    body = (
      <StateBox role="status">
        <Spinner />
      </StateBox>
    );
  } else if (!active) {
    body = <NoChannelState />;
  } else if (videoId) {
    body = <ChosenVideo key={videoId} videoId={videoId} connection={active} />;
  } else {
    body = (
      <Section title={t('video.choose')}>
        <VideoPicker
          key={active.id}
          connectionId={active.id}
          onOpen={(video) => setParams({ video: video.id })}
        />
      </Section>
    );
  }
  return (
    <AppPage
      title={t('page.title')}
      lead={active ? t('page.lead', { channel: active.channelName }) : undefined}
    >
      {body}
    </AppPage>
  );
}

export function CaptionManagementPage() {
  return (
    <CaptionsTexts>
      <Body />
    </CaptionsTexts>
  );
}
