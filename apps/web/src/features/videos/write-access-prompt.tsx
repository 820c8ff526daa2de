// Asked in context (decision 006, least privilege): reading caption tracks needs the channel's write permission
// (youtube.force-ssl — YouTube grants caption access only together with publishing). Explains why, then sends
// the user to Google to widen this channel's grant, and back to this very panel.
import { useState } from 'react';
import { KeyRound, ShieldQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { WriteAccessDialog } from '../reauth/write-access-dialog.tsx';

export function WriteAccessPrompt({ channelId, channelName }: { channelId: string; channelName: string }) {
  const { t } = useTranslation('app');
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
      <WriteAccessDialog
        open={open}
        onOpenChange={setOpen}
        channelId={channelId}
        channelName={channelName}
        purpose="captions"
      />
    </div>
  );
}
