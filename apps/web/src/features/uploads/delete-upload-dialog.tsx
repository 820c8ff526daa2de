// "Delete this upload?": the file, its frames and its analysis go at once (a video already on YouTube stays).
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';

interface Props {
  name: string | null;
  deleting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteUploadDialog({ name, deleting, error, onCancel, onConfirm }: Props) {
  const { t } = useTranslation(['uploads', 'common']);
  return (
    <Dialog open={name !== null} onOpenChange={(open) => (open || deleting ? undefined : onCancel())}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{t('delete.title')}</DialogTitle>
        <DialogDescription>{t('delete.body', { name: name ?? '' })}</DialogDescription>
        {error ? <ErrorNote>{error}</ErrorNote> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={deleting}>
            {deleting ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
