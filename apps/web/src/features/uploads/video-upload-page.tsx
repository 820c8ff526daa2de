// /video-upload (issue 16): drop a video (or pick it; on phones the gallery), check it fits, give it a working
// title, a spoken language and a caption file if there is one, then send it by tus — resumable, with its real
// progress, pause, resume and cancel. Once it has arrived the server makes the draft and starts the analysis,
// and the page moves to the upload's result page, which follows the analysis in the processing overlay.
import { useEffect, useRef, useState } from 'react';
import type { UploadCapabilities } from '@vidcraft/contracts';
import { CloudUpload, ListVideo } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { SeePlansLink } from '../plans/see-plans-link.tsx';
import { CapabilitiesPanel, canUpload, NoMediaTools } from './capabilities-panel.tsx';
import { DropZone } from './drop-zone.tsx';
import { fileProblem, type FileProblem } from './file-checks.ts';
import { Panel } from './panel.tsx';
import { TransferPanel } from './transfer-panel.tsx';
import { resumableShare } from './tus-upload.ts';
import { UnfinishedUploads } from './unfinished-uploads.tsx';
import { UploadForm, type UploadChoice } from './upload-form.tsx';
import { formatBytes, titleFromFileName } from './upload-format.ts';
import { uploadResultPath } from './upload-paths.ts';
import { UploadsList } from './uploads-list.tsx';
import { UploadsTexts, useDocumentTitle } from './uploads-texts.tsx';
import { isMinutesLimit, useCreateUpload } from './use-create-upload.ts';
import { useTusUpload } from './use-tus-upload.ts';
import { useUploadCapabilities } from './use-upload-capabilities.ts';

const EMPTY_CHOICE: UploadChoice = { workingTitle: '', language: '', caption: null };

interface Refused {
  problem: FileProblem;
  name: string;
  size: number;
}

function Uploader({ capabilities }: { capabilities: UploadCapabilities }) {
  const { t, i18n } = useTranslation('uploads');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const transfer = useTusUpload();
  const create = useCreateUpload();
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  const [choice, setChoice] = useState<UploadChoice>(EMPTY_CHOICE);
  const [resumeShare, setResumeShare] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const sent = useRef<UploadChoice>(EMPTY_CHOICE);
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const phase = transfer.state.phase;

  // Leaving while bytes are on their way asks first (the upload could continue later, but from the same file).
  useEffect(() => {
    if (phase !== 'uploading' && phase !== 'starting') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [phase]);

  const chooseFile = (picked: File) => {
    const problem = fileProblem(picked, capabilities.maxBytes);
    if (problem) {
      setRefused({ problem, name: picked.name, size: picked.size });
      return;
    }
    setRefused(null);
    setFile(picked);
    setChoice({ ...EMPTY_CHOICE, workingTitle: titleFromFileName(picked.name) });
    setResumeShare(null);
    void resumableShare(picked).then((share) => setResumeShare(share !== null && share > 0 ? share : null));
  };

  const makeDraft = (uploadId: string) => {
    const values = sent.current;
    create.mutate(
      {
        uploadId,
        ...(values.workingTitle.trim() ? { workingTitle: values.workingTitle.trim() } : {}),
        ...(values.language ? { language: values.language } : {}),
        ...(values.caption ? { captionFile: values.caption.text } : {}),
      },
      {
        onSuccess: ({ upload }) => {
          transfer.finish();
          void navigate(localize(uploadResultPath(upload.id)));
        },
      },
    );
  };

  const start = () => {
    if (!file) return;
    sent.current = choice;
    create.reset();
    setVersion((n) => n + 1);
    void transfer.start(file, makeDraft);
  };

  const cancel = () => {
    transfer.cancel();
    create.reset();
    setFile(null);
    setVersion((n) => n + 1);
  };

  const open = canUpload(capabilities);
  let body;
  if (phase !== 'idle') {
    body = (
      <div className="grid gap-3">
        <TransferPanel
          state={transfer.state}
          onPause={transfer.pause}
          onResume={transfer.resume}
          onCancel={cancel}
        />
        {phase === 'done' && create.isPending ? (
          <div role="status" className="flex items-center gap-2 text-sm text-ink-muted">
            <Spinner size="sm" />
            {t('transfer.creating')}
          </div>
        ) : null}
        {phase === 'done' && create.isError ? (
          <div className="grid gap-2">
            <ErrorNote>
              {isMinutesLimit(create.error) ? (
                <>
                  {t('transfer.minutesUsedUp')} <SeePlansLink />
                </>
              ) : (
                t('transfer.createFailed', { message: create.error.message })
              )}
            </ErrorNote>
            <Button
              variant="secondary"
              className="justify-self-start"
              onClick={() => transfer.state.uploadId && makeDraft(transfer.state.uploadId)}
            >
              {t('transfer.retryCreate')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  } else if (file) {
    body = (
      <UploadForm
        file={file}
        choice={choice}
        onChange={(patch) => setChoice((current) => ({ ...current, ...patch }))}
        capabilities={capabilities}
        resumeShare={resumeShare}
        onChangeFile={() => setFile(null)}
        onStart={start}
      />
    );
  } else {
    body = (
      <div className="grid gap-3">
        <DropZone disabled={!open} maxSizeText={size(capabilities.maxBytes)} onFile={chooseFile} />
        {refused ? (
          <ErrorNote>
            {refused.problem === 'tooLarge'
              ? t('drop.tooLarge', {
                  name: refused.name,
                  size: size(refused.size),
                  max: size(capabilities.maxBytes),
                })
              : t(`drop.${refused.problem}`, { name: refused.name })}
          </ErrorNote>
        ) : null}
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {capabilities.mediaTools.available ? null : <NoMediaTools detail={capabilities.mediaTools.detail} />}
      {capabilities.mediaTools.available && capabilities.minutes.remaining <= 0 ? (
        <p role="alert" className="rounded-2xl bg-warning/10 p-4 text-sm ring-1 ring-warning/30">
          {t('capabilities.noMinutes')} <SeePlansLink />
        </p>
      ) : null}
      {phase === 'idle' && !file && open ? <UnfinishedUploads version={version} /> : null}
      {body}
    </div>
  );
}

function Body() {
  const { t } = useTranslation('uploads');
  const capabilities = useUploadCapabilities();
  useDocumentTitle(t('page.documentTitle'));
  let tool;
  if (capabilities.isPending) {
    tool = (
      <StateBox role="status">
        <Spinner />
      </StateBox>
    );
  } else if (capabilities.isError) {
    tool = (
      <StateBox role="alert">
        <p className="font-semibold">{t('page.unavailableTitle')}</p>
        <p className="text-sm text-ink-muted">{capabilities.error.message}</p>
        <Button variant="secondary" onClick={() => void capabilities.refetch()}>
          {t('page.retry')}
        </Button>
      </StateBox>
    );
  } else {
    tool = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <Panel title={t('form.title')} icon={<CloudUpload aria-hidden />}>
            <Uploader capabilities={capabilities.data} />
          </Panel>
          <Panel title={t('list.title')} icon={<ListVideo aria-hidden />}>
            <UploadsList />
          </Panel>
        </div>
        <aside className="grid min-w-0 gap-4 lg:sticky lg:top-20">
          <CapabilitiesPanel capabilities={capabilities.data} />
        </aside>
      </div>
    );
  }
  return (
    <AppPage title={t('page.title')} lead={t('page.lead')}>
      {tool}
    </AppPage>
  );
}

export function VideoUploadPage() {
  return (
    <UploadsTexts>
      <Body />
    </UploadsTexts>
  );
}
