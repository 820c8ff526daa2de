// Uploading is reviewed: the thumbnail YouTube shows now beside the new one, what it costs (YouTube's quota
// today, this month's uploads), and that the old one is kept for a one-click revert. Failures are said here.
import type { ThumbnailQuota } from '@vidcraft/contracts';
import { ArrowRight, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatNumber } from '../../lib/format.ts';
import { FailureText } from './failure-text.tsx';
import type { StudioFailure } from './failures.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  videoTitle: string;
  image: string | null;
  currentUrl: string | null;
  quota: ThumbnailQuota | undefined;
  unitsPerUpload: number;
  pending: boolean;
  failure: StudioFailure | null;
  onConfirm: () => void;
}

function Shot({ src, label }: { src: string | null; label: string }) {
  return (
    <figure className="grid min-w-0 flex-1 gap-1">
      <span className="block aspect-video overflow-hidden rounded-lg bg-page ring-1 ring-line">
        {src ? <img src={src} alt="" className="size-full object-cover" /> : null}
      </span>
      <figcaption className="text-xs text-ink-muted">{label}</figcaption>
    </figure>
  );
}

export function UploadDialog(props: Props) {
  const { open, onOpenChange, videoTitle, image, currentUrl, quota, unitsPerUpload, pending, failure } =
    props;
  const { t, i18n } = useTranslation(['thumbnails', 'common']);
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{t('uploadDialog.title')}</DialogTitle>
        <DialogDescription>{t('uploadDialog.description', { title: videoTitle })}</DialogDescription>
        <div className="flex items-center gap-2">
          <Shot src={currentUrl} label={t('uploadDialog.now')} />
          <ArrowRight className="size-4 shrink-0 text-ink-muted rtl:rotate-180" aria-hidden />
          <Shot src={image} label={t('uploadDialog.new')} />
        </div>
        <ul className="grid list-disc gap-1.5 ps-5 text-sm">
          <li>
            {quota
              ? t('uploadDialog.cost', {
                  units: unitsPerUpload,
                  count: quota.youtube.uploadsLeftToday,
                  left: n(quota.youtube.uploadsLeftToday),
                })
              : t('uploadDialog.costOnly', { units: unitsPerUpload })}
          </li>
          {quota ? (
            <li>
              {t('uploadDialog.month', {
                count: quota.uploads.remaining,
                remaining: n(quota.uploads.remaining),
                limit: n(quota.uploads.limit),
              })}
            </li>
          ) : null}
          <li>{t('uploadDialog.kept')}</li>
        </ul>
        {failure ? (
          <ErrorNote>
            <FailureText failure={failure} />
          </ErrorNote>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={props.onConfirm} disabled={pending || image === null}>
            <Upload aria-hidden />
            {pending ? t('uploadDialog.sending') : t('uploadDialog.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
