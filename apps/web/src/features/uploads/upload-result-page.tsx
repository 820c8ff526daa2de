// /video-upload/:id — one upload as people would rather see it: what to fix first, the sound (loudness strip), the
// scenes and frames, the file's facts, the transcript, then the title, description, tags, chapters and thumbnail
// to publish with, and the upload to YouTube. While the analysis or the publish runs, the processing overlay
// follows its job; the page reads the upload again when the job ends.
import { useEffect, useState } from 'react';
import type { Connection, UploadCapabilities, UploadView } from '@vidcraft/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy, Trash2, Upload } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../app/query-keys.ts';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { isApiError } from '../../lib/api.ts';
import { copyText } from '../../lib/clipboard.ts';
import { formatDateTime } from '../../lib/format.ts';
import { toast } from '../../lib/toast-store.ts';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useConnections } from '../channels/use-connections.ts';
import { useJobProgress } from '../jobs/use-job-progress.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { needsWriteAccess } from '../reauth/api-error-reporter.ts';
import { DeleteUploadDialog } from './delete-upload-dialog.tsx';
import { FixesList } from './fixes-list.tsx';
import { LoudnessStrip } from './loudness-strip.tsx';
import { MediaFacts } from './media-facts.tsx';
import { MetadataEditor } from './metadata-editor.tsx';
import { Panel } from './panel.tsx';
import { initialChoice, metadataText, publishGaps, type PublishChoice } from './publish-choice.ts';
import { clearPublishDraft, readPublishDraft, savePublishDraft } from './publish-draft.ts';
import { PublishSettings } from './publish-settings.tsx';
import { PublishedCard } from './published-card.tsx';
import { SceneTimeline } from './scene-timeline.tsx';
import { StatusBadge } from './status-badge.tsx';
import { ThumbnailPicker } from './thumbnail-picker.tsx';
import { TranscriptPanel } from './transcript-panel.tsx';
import { UploadAccessDialog } from './upload-access-dialog.tsx';
import { formatBytes, formatSeconds } from './upload-format.ts';
import { PUBLISH_ANCHOR, UPLOAD_PATH } from './upload-paths.ts';
import { UploadsTexts, useDocumentTitle } from './uploads-texts.tsx';
import { usePublishUpload } from './use-publish-upload.ts';
import { useUploadCapabilities } from './use-upload-capabilities.ts';
import { useNow } from './use-now.ts';
import { useDeleteUpload, useUpload } from './use-uploads.ts';

/** Follows the upload's running job (analysis or publish) in the processing overlay. */
function useFollowedJob(upload: UploadView | undefined, onFinished: () => void) {
  const { t } = useTranslation('uploads');
  const analysing = upload?.status === 'analyzing';
  const runId = analysing
    ? upload.analysisRunId
    : upload?.status === 'publishing'
      ? upload.publishRunId
      : null;
  useJobProgress(runId ?? null, {
    title: analysing ? t('jobs.analyzing') : t('jobs.publishing'),
    ...(upload ? { description: upload.workingTitle } : {}),
    stepTexts: { captions: { label: t('jobs.captionsLabel'), description: t('jobs.captionsDescription') } },
    onFinished,
  });
}

function transcriptState(upload: UploadView): 'none' | 'rough' | 'good' {
  const transcript = upload.analysis?.transcript;
  if (!transcript) return 'none';
  return transcript.rough ? 'rough' : 'good';
}

interface PublishProps {
  upload: UploadView;
  choice: PublishChoice;
  onChange: (patch: Partial<PublishChoice>) => void;
  connections: readonly Connection[];
  capabilities: UploadCapabilities | undefined;
}

function PublishSection({ upload, choice, onChange, connections, capabilities }: PublishProps) {
  const { t } = useTranslation('uploads');
  const now = useNow();
  const publish = usePublishUpload(upload.id);
  const [askAccess, setAskAccess] = useState(false);
  const analysis = upload.analysis;
  if (!analysis) return null;
  const channel = connections.find((connection) => connection.id === choice.connectionId);
  const gaps = publishGaps(choice, now);
  return (
    <Panel
      id={PUBLISH_ANCHOR}
      title={t('publish.title')}
      icon={<Upload aria-hidden />}
      className="scroll-mt-20"
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <MetadataEditor
          suggestion={analysis.suggestion}
          value={choice}
          onChange={onChange}
          isShort={analysis.media.shortsEligible}
        />
        <div className="grid content-start gap-6">
          <ThumbnailPicker
            uploadId={upload.id}
            frames={analysis.frames}
            value={choice.thumbnail}
            onChange={(thumbnail) => onChange({ thumbnail })}
          />
          <PublishSettings
            choice={choice}
            onChange={onChange}
            connections={connections}
            costs={capabilities?.youtubeCosts ?? null}
            transcript={transcriptState(upload)}
            gaps={gaps}
            blocked={upload.fileExpiresAt === null ? 'fileRemoved' : null}
            publishing={publish.isPending || upload.status === 'publishing'}
            onPublish={() =>
              publish.mutate(choice, {
                onSuccess: () => clearPublishDraft(upload.id),
                onError: (error) => {
                  if (needsWriteAccess(error)) setAskAccess(true);
                },
              })
            }
          />
          {publish.error && !needsWriteAccess(publish.error) ? (
            <ErrorNote>{publish.error.message}</ErrorNote>
          ) : null}
        </div>
      </div>
      <UploadAccessDialog
        open={askAccess}
        onOpenChange={setAskAccess}
        channelId={channel?.youtubeChannelId ?? ''}
        channelName={channel?.channelName ?? ''}
        onLeave={() => savePublishDraft(upload.id, choice)}
      />
    </Panel>
  );
}

function Result({ upload }: { upload: UploadView }) {
  const { t, i18n } = useTranslation('uploads');
  const navigate = useNavigate();
  const location = useLocation();
  const localize = useLocalizedPath();
  const client = useQueryClient();
  const connections = useConnections().data ?? [];
  const capabilities = useUploadCapabilities().data;
  const remove = useDeleteUpload();
  const [deleting, setDeleting] = useState(false);
  // The form starts from the stored draft, else from the suggestions (this component is mounted again when the
  // analysis arrives); the channel is the active one until the creator picks another.
  const [edited, setChoice] = useState<PublishChoice>(
    () => readPublishDraft(upload.id) ?? initialChoice(upload, connections),
  );
  const firstConnection = (connections.find((c) => c.isActive) ?? connections[0])?.id ?? '';
  const choice = edited.connectionId ? edited : { ...edited, connectionId: firstConnection };
  const change = (patch: Partial<PublishChoice>) => setChoice({ ...choice, ...patch });
  const analysed = upload.analysis !== null;

  useEffect(() => {
    if (analysed && upload.status !== 'published') savePublishDraft(upload.id, edited);
  }, [analysed, edited, upload.id, upload.status]);

  // Back from Google (write access): show the publish section again.
  useEffect(() => {
    if (location.hash === `#${PUBLISH_ANCHOR}` && analysed) {
      document.getElementById(PUBLISH_ANCHOR)?.scrollIntoView({ block: 'start' });
    }
  }, [location.hash, analysed]);

  useFollowedJob(upload, () => {
    void client.invalidateQueries({ queryKey: queryKeys.uploads });
    // A finished publish shows the video on YouTube at the top of the page.
    if (upload.status === 'publishing') window.scrollTo({ top: 0, behavior: 'smooth' });
  });

  const copy = async () => {
    const ok = await copyText(metadataText(choice));
    toast(
      ok
        ? { variant: 'success', title: t('result.copied') }
        : { variant: 'destructive', title: t('result.copyFailed') },
    );
  };

  const analysis = upload.analysis;
  const error = upload.error;
  return (
    <AppPage
      title={upload.workingTitle || upload.fileName}
      lead={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <StatusBadge status={upload.status} />
          <span className="truncate" dir="auto">
            {upload.fileName}
          </span>
          <span>{formatBytes(upload.sizeBytes, i18n.language)}</span>
          <span>{formatDateTime(upload.createdAt, i18n.language)}</span>
          {analysis ? (
            <span>
              {t('result.took', { seconds: formatSeconds(analysis.analysisSeconds, i18n.language) })}
            </span>
          ) : null}
        </span>
      }
      actions={
        <>
          <Button asChild variant="ghost" size="sm">
            <Link to={localize(UPLOAD_PATH)}>
              <ArrowLeft className="rtl:rotate-180" aria-hidden />
              {t('result.back')}
            </Link>
          </Button>
          {analysis ? (
            <Button variant="secondary" size="sm" onClick={() => void copy()}>
              <Copy aria-hidden />
              {t('result.copy')}
            </Button>
          ) : null}
          <Button
            variant="dangerGhost"
            size="sm"
            disabled={upload.status === 'publishing'}
            onClick={() => {
              remove.reset();
              setDeleting(true);
            }}
          >
            <Trash2 aria-hidden />
            {t('result.delete')}
          </Button>
        </>
      }
    >
      {upload.status === 'analyzing' ? (
        <StateBox role="status">
          <Spinner />
          <p>{t('result.analyzing')}</p>
        </StateBox>
      ) : null}
      {upload.status === 'failed' && error ? (
        <ErrorNote>
          {analysis
            ? t('result.publishFailed', { message: error.message })
            : t('result.analysisFailed', { message: error.message })}
        </ErrorNote>
      ) : null}
      {upload.published ? <PublishedCard published={upload.published} /> : null}
      {analysis ? (
        <>
          <FixesList fixes={analysis.fixes} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="grid min-w-0 content-start gap-6">
              <LoudnessStrip
                loudness={analysis.loudness}
                silences={analysis.silences}
                speech={analysis.speech}
                durationSeconds={analysis.media.durationSeconds}
                hasAudio={analysis.media.audio !== null}
              />
              <SceneTimeline
                scenes={analysis.scenes}
                frames={analysis.frames}
                durationSeconds={analysis.media.durationSeconds}
              />
            </div>
            <div className="grid min-w-0 content-start gap-6">
              <MediaFacts media={analysis.media} />
              <TranscriptPanel transcript={analysis.transcript} missing={analysis.transcriptMissing} />
            </div>
          </div>
          {upload.status === 'published' ? null : (
            <PublishSection
              upload={upload}
              choice={choice}
              onChange={change}
              connections={connections}
              capabilities={capabilities}
            />
          )}
        </>
      ) : null}
      <DeleteUploadDialog
        name={deleting ? upload.workingTitle || upload.fileName : null}
        deleting={remove.isPending}
        error={remove.error?.message ?? null}
        onCancel={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(upload.id, {
            onSuccess: () => {
              clearPublishDraft(upload.id);
              toast({ variant: 'success', title: t('delete.deleted') });
              void navigate(localize(UPLOAD_PATH), { replace: true });
            },
          })
        }
      />
    </AppPage>
  );
}

function Body() {
  const { t } = useTranslation('uploads');
  const localize = useLocalizedPath();
  const { id = '' } = useParams();
  const query = useUpload(id);
  const upload = query.data;
  useDocumentTitle(upload ? `${upload.workingTitle} — ${t('page.documentTitle')}` : t('page.documentTitle'));
  if (upload)
    return <Result key={`${upload.id}:${upload.analysis ? 'analysed' : 'waiting'}`} upload={upload} />;
  let state;
  if (query.isPending) {
    state = <Spinner />;
  } else {
    const notFound = isApiError(query.error) && query.error.status === 404;
    state = (
      <>
        <p className="font-semibold">{notFound ? t('result.notFound') : query.error?.message}</p>
        <Button asChild variant="secondary">
          <Link to={localize(UPLOAD_PATH)}>{t('result.back')}</Link>
        </Button>
      </>
    );
  }
  return (
    <AppPage title={t('page.title')}>
      <StateBox role={query.isPending ? 'status' : 'alert'}>{state}</StateBox>
    </AppPage>
  );
}

export function UploadResultPage() {
  return (
    <UploadsTexts>
      <Body />
    </UploadsTexts>
  );
}
