// Deleting a track asks first: which track, that YouTube cannot undo it, and what it costs (captions.delete).
import { useState } from 'react';
import type { CaptionTrack } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatNumber } from '../../lib/format.ts';
import { randomUuid } from '../../lib/uuid.ts';
import { captionErrorText } from './caption-errors.ts';
import { deleteTrack } from './captions-api.ts';
import { QuotaNote } from './quota-note.tsx';
import { useCaptionAction } from './use-captions.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  videoId: string;
  track: CaptionTrack;
  trackName: string;
  units: number;
  left: number | null;
}

export function DeleteTrackDialog({ open, onOpenChange, videoId, track, trackName, units, left }: Props) {
  const { t, i18n } = useTranslation('captions');
  // One key per opened dialog: a retried confirmation deletes once.
  const [key] = useState(randomUuid);
  const remove = useCaptionAction(videoId, () => deleteTrack(videoId, track.id, key));
  return (
    <Dialog open={open} onOpenChange={(next) => (remove.isPending ? undefined : onOpenChange(next))}>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogTitle>{t('delete.title')}</DialogTitle>
        <DialogDescription>{t('delete.description', { track: trackName })}</DialogDescription>
        <QuotaNote units={units} left={left} />
        {remove.isError ? <ErrorNote>{captionErrorText(t, remove.error)}</ErrorNote> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSuccess: () => onOpenChange(false) })}
          >
            {remove.isPending
              ? t('delete.deleting')
              : t('delete.confirm', { units: formatNumber(units, i18n.language) })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
