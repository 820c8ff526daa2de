// Uploading a video needs the channel's upload permission, asked for in context (decision 006: least privilege,
// incremental authorization): why, then Google, then back to this upload's publish section with the form as it
// was (kept in session storage).
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { currentReturnPath } from '../../lib/return-path.ts';
import { useConnectChannel } from '../channels/use-connect-channel.ts';
import { PUBLISH_ANCHOR } from './upload-paths.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  channelId: string;
  channelName: string;
  /** Called just before leaving for Google (keeps the form). */
  onLeave: () => void;
}

export function UploadAccessDialog({ open, onOpenChange, channelId, channelName, onLeave }: Props) {
  const { t } = useTranslation(['uploads', 'common']);
  const location = useLocation();
  const connect = useConnectChannel();
  return (
    <Dialog open={open} onOpenChange={(next) => (connect.starting ? undefined : onOpenChange(next))}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{t('access.title')}</DialogTitle>
        <DialogDescription>{t('access.description', { channel: channelName })}</DialogDescription>
        <ul className="grid list-disc gap-2 ps-5 text-sm">
          <li>{t('access.scope')}</li>
          <li>{t('access.noChanges')}</li>
          <li>{t('access.revoke')}</li>
        </ul>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={connect.starting}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            disabled={connect.starting}
            onClick={() => {
              onLeave();
              connect.start(currentReturnPath({ ...location, hash: `#${PUBLISH_ANCHOR}` }), {
                access: 'write',
                channelId,
                reason: 'reauth',
              });
            }}
          >
            {connect.starting ? t('access.leaving') : t('access.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
