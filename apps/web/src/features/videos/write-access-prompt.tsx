// Asked in context (decision 006, least privilege): an action needs the channel's write permission
// (youtube.force-ssl — YouTube grants caption access only together with publishing). Explains why, then
// sends the user to Google to widen this channel's grant, and back to this very panel.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { KeyRound, ShieldQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { currentReturnPath } from '../../lib/return-path.ts';
import { useConnectChannel } from '../channels/use-connect-channel.ts';

export function WriteAccessPrompt({ channelId, channelName }: { channelId: string; channelName: string }) {
  const { t } = useTranslation('app');
  const location = useLocation();
  const connect = useConnectChannel();
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-3 rounded-xl bg-info/10 p-4 ring-1 ring-info/30">
      <p className="flex items-start gap-2 text-sm">
        <ShieldQuestion className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
        {t('videos.captions.needsWriteAccess', { channel: channelName })}
      </p>
      <Button size="sm" className="justify-self-start" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden />
        {t('videos.captions.grant')}
      </Button>
      <Dialog open={open} onOpenChange={(next) => (connect.starting ? undefined : setOpen(next))}>
        <DialogContent closeLabel={t('common:actions.close')}>
          <DialogTitle>{t('writeAccess.title')}</DialogTitle>
          <DialogDescription>{t('writeAccess.description', { channel: channelName })}</DialogDescription>
          <ul className="grid list-disc gap-2 ps-5 text-sm">
            <li>{t('writeAccess.points.scope')}</li>
            <li>{t('writeAccess.points.noChanges')}</li>
            <li>{t('writeAccess.points.revoke')}</li>
          </ul>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={connect.starting}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              disabled={connect.starting}
              onClick={() =>
                connect.start(currentReturnPath(location), { access: 'write', channelId, reason: 'reauth' })
              }
            >
              {connect.starting ? t('reauthDialog.redirecting') : t('writeAccess.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
