// "Design a thumbnail from this frame": the chosen frame is kept as a studio background, then the thumbnail studio
// opens on it for this upload (no YouTube video needed yet). What is kept there comes back to the picker.
import { useId } from 'react';
import type { FrameView } from '@vidcraft/contracts';
import { Palette } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { uploadStudioPath } from '../thumbnails/studio-link.tsx';
import { formatClock } from './upload-format.ts';
import { useFrameBackground } from './use-frame-background.ts';

interface Props {
  uploadId: string;
  /** The frame chosen as the thumbnail, or null when none is. */
  frame: FrameView | null;
}

export function FrameStudioAction({ uploadId, frame }: Props) {
  const { t } = useTranslation('uploads');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const hintId = useId();
  const keep = useFrameBackground(uploadId);
  if (!frame) return <p className="text-xs text-ink-muted">{t('thumbnail.designPick')}</p>;
  const open = () =>
    keep.mutate(frame.index, {
      onSuccess: (asset) => void navigate(localize(uploadStudioPath(asset.id, uploadId))),
    });
  return (
    <div className="grid gap-1.5">
      <Button
        variant="secondary"
        size="sm"
        className="h-auto min-h-9 justify-self-start py-1.5 text-start whitespace-normal"
        disabled={keep.isPending}
        onClick={open}
        aria-describedby={hintId}
      >
        <Palette aria-hidden />
        {keep.isPending ? t('thumbnail.designing') : t('thumbnail.design')}
      </Button>
      <p id={hintId} className="text-xs text-ink-muted">
        {t('thumbnail.designHint', { time: formatClock(frame.timeSeconds) })}
      </p>
      {keep.error ? (
        <ErrorNote>{t('thumbnail.designFailed', { message: keep.error.message })}</ErrorNote>
      ) : null}
    </div>
  );
}
