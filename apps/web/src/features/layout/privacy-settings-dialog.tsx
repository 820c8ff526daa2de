// Privacy settings (spec §4 "Consent"): essential cookies always on; the Analytics & Ads switch accepts or
// declines and closes the dialog; Reset All forgets the choice; Cancel just closes.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { setConsent, useConsent } from '../../lib/consent.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function PrivacySettingsDialog({ open, onOpenChange }: Props) {
  const { t } = useTranslation('common');
  const consent = useConsent();
  const essentialId = useId();
  const analyticsId = useId();
  const choose = (accepted: boolean) => {
    setConsent(accepted);
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('actions.close')}>
        <DialogTitle>{t('privacySettings.title')}</DialogTitle>
        <DialogDescription>{t('privacySettings.description')}</DialogDescription>
        <div className="grid gap-4">
          <div className="flex items-start justify-between gap-4 rounded-xl bg-surface-raised p-4">
            <div className="grid gap-1">
              <label htmlFor={essentialId} className="text-sm font-semibold">
                {t('privacySettings.essentialTitle')}
              </label>
              <p className="text-xs text-ink-muted">{t('privacySettings.essentialDescription')}</p>
            </div>
            <Switch id={essentialId} checked disabled />
          </div>
          <div className="flex items-start justify-between gap-4 rounded-xl bg-surface-raised p-4">
            <div className="grid gap-1">
              <label htmlFor={analyticsId} className="text-sm font-semibold">
                {t('privacySettings.analyticsTitle')}
              </label>
              <p className="text-xs text-ink-muted">{t('privacySettings.analyticsDescription')}</p>
              <p className="text-xs text-ink-muted">
                {t(
                  consent === null
                    ? 'privacySettings.statusUnset'
                    : consent
                      ? 'privacySettings.statusAccepted'
                      : 'privacySettings.statusDeclined',
                )}
              </p>
            </div>
            <Switch id={analyticsId} checked={consent === true} onCheckedChange={choose} />
          </div>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setConsent(null)}>
            {t('privacySettings.resetAll')}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">{t('actions.cancel')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
