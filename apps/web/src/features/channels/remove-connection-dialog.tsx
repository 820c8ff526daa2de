// Removing a channel says exactly what happens: access revoked at Google, Vidcraft's copy deleted, YouTube
// itself untouched, and (for the active channel) another one becomes active.
import type { Connection } from '@vidcraft/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';

interface Props {
  connection: Connection | null;
  othersRemain: boolean;
  removing: boolean;
  onConfirm: (connection: Connection) => void;
  onClose: () => void;
}

const DELETED = ['access', 'videos', 'history'] as const;

export function RemoveConnectionDialog({ connection, othersRemain, removing, onConfirm, onClose }: Props) {
  const { t } = useTranslation(['app', 'common']);
  return (
    <Dialog open={connection !== null} onOpenChange={(open) => (open || removing ? undefined : onClose())}>
      {connection ? (
        <DialogContent closeLabel={t('common:actions.close')}>
          <DialogTitle>{t('channels.remove.title', { channel: connection.channelName })}</DialogTitle>
          <DialogDescription>{t('channels.remove.description')}</DialogDescription>
          <ul className="grid list-disc gap-2 ps-5 text-sm text-ink">
            {DELETED.map((key) => (
              <li key={key}>{t(`channels.remove.deletes.${key}`)}</li>
            ))}
            <li>{t('channels.remove.youtubeUntouched')}</li>
            {connection.isActive && othersRemain ? (
              <li>{t('channels.remove.anotherBecomesActive')}</li>
            ) : null}
          </ul>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={removing}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="danger" onClick={() => onConfirm(connection)} disabled={removing}>
              <Trash2 aria-hidden />
              {removing ? t('channels.remove.removing') : t('channels.remove.confirm')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
