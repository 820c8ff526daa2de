// Asking for a channel's write permission in context (decision 006, least privilege; incremental
// authorization): says why this action needs it, then widens this channel's grant at Google and comes back to
// the same screen. `purpose` picks the explanation: reading captions, or publishing metadata.
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
  purpose: 'captions' | 'publish';
  /** Called just before leaving for Google (e.g. to keep unsaved edits). */
  onLeave?: () => void;
}

export function WriteAccessDialog({ open, onOpenChange, channelId, channelName, purpose, onLeave }: Props) {
  const { t } = useTranslation(['app', 'common']);
  const location = useLocation();
  const connect = useConnectChannel();
  const key = purpose === 'publish' ? 'writeAccess.publish' : 'writeAccess';
  return (
    <Dialog open={open} onOpenChange={(next) => (connect.starting ? undefined : onOpenChange(next))}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{t(`${key}.title`)}</DialogTitle>
        <DialogDescription>{t(`${key}.description`, { channel: channelName })}</DialogDescription>
        <ul className="grid list-disc gap-2 ps-5 text-sm">
          <li>{purpose === 'publish' ? t('writeAccess.publish.scope') : t('writeAccess.points.scope')}</li>
          <li>{t('writeAccess.points.noChanges')}</li>
          <li>{t('writeAccess.points.revoke')}</li>
        </ul>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={connect.starting}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            disabled={connect.starting}
            onClick={() => {
              onLeave?.();
              connect.start(currentReturnPath(location), { access: 'write', channelId, reason: 'reauth' });
            }}
          >
            {connect.starting ? t('reauthDialog.redirecting') : t('writeAccess.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
