// An image of the creator's own as the background: dropped or picked, sent to the server (which checks it by
// its content, re-encodes it and drops its metadata), then chosen. Refusals are said plainly. Backgrounds
// uploaded before are listed to choose again.
import { useRef, useState, type DragEvent } from 'react';
import type { BackgroundAsset } from '@vidcraft/contracts';
import { ImageUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { cn } from '../../lib/cn.ts';
import { formatBytes } from './check-texts.ts';
import { FailureText } from './failure-text.tsx';
import { studioFailureOf, type StudioFailure } from './failures.ts';
import { useBackgrounds, useUploadBackground } from './use-backgrounds.ts';
import { ApiImage } from '../../lib/api-image.tsx';

export const ACCEPTED_TYPES = 'image/png,image/jpeg,image/webp';

export function BackgroundGallery({
  source,
  selectedId,
  onUse,
}: {
  source: BackgroundAsset['source'];
  selectedId: string | null;
  onUse: (asset: BackgroundAsset) => void;
}) {
  const { t } = useTranslation('thumbnails');
  const backgrounds = useBackgrounds();
  const mine = (backgrounds.data ?? []).filter((asset) => asset.source === source);
  if (mine.length === 0) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-xs font-medium text-ink-muted">
        {source === 'upload' ? t('background.upload.earlier') : t('background.generate.earlier')}
      </h3>
      <ul className="grid grid-cols-3 gap-2">
        {mine.slice(0, 9).map((asset) => (
          <li key={asset.id}>
            <button
              type="button"
              onClick={() => onUse(asset)}
              aria-pressed={asset.id === selectedId}
              aria-label={asset.prompt ?? t('background.upload.useEarlier')}
              title={asset.prompt ?? undefined}
              className="block w-full overflow-hidden rounded-lg ring-1 ring-line aria-pressed:ring-2 aria-pressed:ring-accent focus-visible:outline-2 focus-visible:outline-accent"
            >
              <ApiImage
                src={asset.imageUrl}
                alt=""
                loading="lazy"
                className="aspect-video w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BackgroundUpload({
  selectedId,
  maxBytes,
  onUse,
}: {
  selectedId: string | null;
  maxBytes: number;
  onUse: (asset: BackgroundAsset) => void;
}) {
  const { t, i18n } = useTranslation('thumbnails');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [failure, setFailure] = useState<StudioFailure | null>(null);
  const upload = useUploadBackground();

  const send = (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    if (file.size > maxBytes) {
      setFailure({ kind: 'imageRefused', reason: 'tooLarge', message: '' });
      return;
    }
    upload.mutate(file, {
      onSuccess: onUse,
      onError: (error) => setFailure(studioFailureOf(error)),
    });
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-3">
      <label
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'grid cursor-pointer justify-items-center gap-2 rounded-xl border-2 border-dashed p-5 text-center transition-colors has-focus-visible:outline-2 has-focus-visible:outline-accent',
          dragging ? 'border-accent bg-accent/5' : 'border-line hover:border-ink-muted',
        )}
      >
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_TYPES}
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => {
            send(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {upload.isPending ? (
          <Spinner size="sm" text={t('background.upload.sending')} />
        ) : (
          <>
            <ImageUp className="size-7 text-accent" aria-hidden />
            <span className="text-sm font-semibold">{t('background.upload.drop')}</span>
            <span className="text-xs text-ink-muted">
              {t('background.upload.limits', { size: formatBytes(maxBytes, i18n.language) })}
            </span>
          </>
        )}
      </label>
      {failure ? (
        <ErrorNote>
          <FailureText failure={failure} limitBytes={maxBytes} />
        </ErrorNote>
      ) : null}
      <p className="text-xs text-ink-muted">{t('background.upload.privacy')}</p>
      <BackgroundGallery source="upload" selectedId={selectedId} onUse={onUse} />
    </div>
  );
}
