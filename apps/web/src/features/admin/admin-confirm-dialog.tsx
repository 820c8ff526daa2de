// A confirmation before an admin action that is hard to take back; with `typed`, the admin types that text
// (the user's email) before the action unlocks.
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  typed?: { label: string; text: string };
  busy?: boolean;
  onConfirm: () => void;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  danger,
  typed,
  busy,
  onConfirm,
}: Props) {
  const { t } = useTranslation('admin');
  const [entered, setEntered] = useState('');
  const unlocked = !typed || entered.trim().toLowerCase() === typed.text.toLowerCase();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setEntered('');
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t('common.cancel')}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{body}</DialogDescription>
        {typed ? (
          <label className="grid gap-1.5 text-sm">
            <span className="font-semibold">{typed.label}</span>
            <input
              value={entered}
              onChange={(event) => setEntered(event.target.value)}
              dir="ltr"
              autoComplete="off"
              className="h-10 w-full rounded-lg bg-surface-raised px-3 text-sm text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent"
            />
          </label>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} disabled={!unlocked || busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
