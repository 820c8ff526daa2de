// "Delete my account" (YouTube API policy III.E.4.g): revokes every Google grant and deletes everything Vidcraft
// stored for the user. The dialog lists what goes, says YouTube itself is untouched, and asks for a clear yes.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { leaveSignedIn } from '../auth/sign-out.ts';
import { useRouteLanguage } from '../layout/use-localized-path.ts';
import { useDeleteAccount } from './use-profile.ts';

const DELETED = ['grants', 'channels', 'videos', 'account'] as const;

export function DeleteAccountDialog() {
  const { t } = useTranslation(['app', 'common']);
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const remove = useDeleteAccount();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        setUnderstood(false);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="danger">
          <Trash2 aria-hidden />
          {t('profile.delete.button')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{t('profile.delete.title')}</DialogTitle>
        <DialogDescription>{t('profile.delete.description')}</DialogDescription>
        <ul className="grid list-disc gap-2 ps-5 text-sm">
          {DELETED.map((key) => (
            <li key={key}>{t(`profile.delete.deletes.${key}`)}</li>
          ))}
          <li>{t('profile.delete.youtubeUntouched')}</li>
        </ul>
        <label className="flex items-start gap-3 rounded-xl bg-danger/10 p-3 text-sm ring-1 ring-danger/30">
          <input
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
            className="mt-0.5 size-4 accent-[#f87171]"
          />
          {t('profile.delete.confirmCheck')}
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={!understood || remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => leaveSignedIn(language, (path) => navigate(path, { replace: true })),
              })
            }
          >
            {remove.isPending ? t('profile.delete.deleting') : t('profile.delete.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
