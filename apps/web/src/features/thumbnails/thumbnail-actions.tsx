// What to do with the thumbnail: upload it to YouTube (reviewed first), or keep it — save it here, download
// it, or copy the image for YouTube Studio. Downloads and copies are recorded, so the history is complete.
// Designing for an upload there is no video on YouTube to upload to: the kept thumbnail goes with the upload.
import { useState } from 'react';
import type { SavedThumbnail, ThumbnailDesign } from '@vidcraft/contracts';
import { Check, Copy, Download, Save, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { saveApiFile } from '../../lib/save-file.ts';
import { toast } from '../../lib/toast-store.ts';
import { FailureText } from './failure-text.tsx';
import { studioFailureOf, type StudioFailure } from './failures.ts';
import { canCopyImages, copyImage, dataUrlToBlob } from './image-blobs.ts';
import { downloadUrl } from './thumbnails-api.ts';
import { useKeepThumbnail, useRecordThumbnailUse } from './use-keep-thumbnail.ts';

interface Props {
  /** Null when designing for an upload that is not on YouTube yet. */
  videoId: string | null;
  /** The design the image shows (null: nothing rendered yet). */
  design: ThumbnailDesign | null;
  /** The rendered image (a data URL), when it shows the current design. */
  image: string | null;
  /** Upload to the video on YouTube (absent: no video, no such button). */
  upload?: { unitsPerUpload: number; onUpload: () => void };
  /** Told each time the thumbnail is kept (saved, downloaded or copied). */
  onKept?: (saved: SavedThumbnail) => void;
}

export function ThumbnailActions({ videoId, design, image, upload, onKept }: Props) {
  const { t } = useTranslation('thumbnails');
  const { keep, mutation } = useKeepThumbnail(videoId);
  const record = useRecordThumbnailUse();
  const [failure, setFailure] = useState<StudioFailure | null>(null);
  const [copied, setCopied] = useState(false);
  const ready = design !== null && image !== null;
  const copySupported = canCopyImages();

  const kept = async () => {
    if (!design) return null;
    setFailure(null);
    try {
      const saved = await keep(design);
      onKept?.(saved);
      return saved;
    } catch (error) {
      setFailure(studioFailureOf(error));
      return null;
    }
  };

  const save = async () => {
    if (await kept()) toast({ variant: 'success', title: t('actions.saved') });
  };

  const download = async () => {
    const saved = await kept();
    if (!saved) return;
    try {
      await saveApiFile(downloadUrl(saved.id), 'thumbnail');
      record.mutate({ id: saved.id, action: 'download' });
    } catch (error) {
      setFailure(studioFailureOf(error));
    }
  };

  const copy = async () => {
    if (!image) return;
    const ok = await copyImage(dataUrlToBlob(image));
    setCopied(ok);
    if (!ok) {
      toast({ variant: 'destructive', title: t('actions.copyFailed') });
      return;
    }
    setTimeout(() => setCopied(false), 2000);
    const saved = await kept();
    if (saved) record.mutate({ id: saved.id, action: 'copy' });
  };

  return (
    <div className="grid gap-3">
      {upload ? (
        <Button size="lg" disabled={!ready} onClick={upload.onUpload} className="w-full">
          <Upload aria-hidden />
          {t('actions.upload')}
          <span className="rounded-md bg-black/15 px-1.5 py-0.5 text-xs">
            {t('actions.uploadCost', { units: upload.unitsPerUpload })}
          </span>
        </Button>
      ) : null}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Button
          // Without a video to upload to, keeping it is the main thing to do.
          variant={upload ? 'secondary' : 'primary'}
          disabled={!ready || mutation.isPending}
          onClick={() => void save()}
        >
          <Save aria-hidden />
          {t('actions.save')}
        </Button>
        <Button variant="secondary" disabled={!ready || mutation.isPending} onClick={() => void download()}>
          <Download aria-hidden />
          {t('actions.download')}
        </Button>
        {copySupported ? (
          <Button
            variant="secondary"
            disabled={!ready}
            onClick={() => void copy()}
            className="col-span-2 sm:col-span-1"
            aria-label={copied ? t('actions.copied') : t('actions.copyLabel')}
          >
            {copied ? <Check className="text-success" aria-hidden /> : <Copy aria-hidden />}
            <span aria-live="polite">{copied ? t('actions.copied') : t('actions.copy')}</span>
          </Button>
        ) : null}
      </div>
      {copySupported ? null : <p className="text-xs text-ink-muted">{t('actions.copyUnsupported')}</p>}
      {ready ? null : <p className="text-xs text-ink-muted">{t('actions.waitForRender')}</p>}
      {failure ? (
        <ErrorNote>
          <FailureText failure={failure} />
        </ErrorNote>
      ) : null}
    </div>
  );
}
