// Uploading needs the channel's write permission, asked for in context (decision 006: least privilege,
// incremental authorization): why, then Google, then back to the studio with the design as it was and the
// upload step open again.
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { currentReturnPath } from '../../lib/return-path.ts';
import { useConnectChannel } from '../channels/use-connect-channel.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  channelId: string;
  channelName: string;
  /** Called just before leaving for Google (keeps the design). */
  onLeave: () => void;
}

export function UploadAccessDialog({ open, onOpenChange, channelId, channelName, onLeave }: Props) {
  const { t } = useTranslation(['thumbnails', 'common']);
  const location = useLocation();
  const connect = useConnectChannel();
  return (
    <Dialog open={open} onOpenChange={(next) => (connect.starting ? undefined : onOpenChange(next))}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{t('writeAccess.title')}</DialogTitle>
        <DialogDescription>{t('writeAccess.description', { channel: channelName })}</DialogDescription>
        <ul className="grid list-disc gap-2 ps-5 text-sm">
          <li>{t('writeAccess.scope')}</li>
          <li>{t('writeAccess.noChanges')}</li>
          <li>{t('writeAccess.revoke')}</li>
        </ul>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={connect.starting}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            disabled={connect.starting}
            onClick={() => {
              onLeave();
              connect.start(currentReturnPath(location), { access: 'write', channelId, reason: 'reauth' });
            }}
          >
            {connect.starting ? t('writeAccess.leaving') : t('writeAccess.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
