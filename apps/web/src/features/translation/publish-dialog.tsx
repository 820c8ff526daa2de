// Before anything goes to YouTube: which languages, what it costs, and — for a video with no default language
// on YouTube — which language the original title and description are in (YouTube needs it before it takes
// localizations; the job's source language is offered first).
import { useId, useMemo, useState } from 'react';
import { YOUTUBE_LANGUAGES } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { languageName } from './language-names.ts';
import { METADATA_PUBLISH_UNITS } from './publish-selection.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  videoTitle: string;
  languages: readonly string[];
  /** Ask for the original's language (null: the video has one on YouTube). */
  askDefaultLanguage: string | null;
  onConfirm: (defaultLanguage: string | null) => void;
}

export function PublishDialog({
  open,
  onOpenChange,
  videoTitle,
  languages,
  askDefaultLanguage,
  onConfirm,
}: Props) {
  const { t, i18n } = useTranslation(['translation', 'common']);
  const selectId = useId();
  const [defaultLanguage, setDefaultLanguage] = useState(askDefaultLanguage ?? '');
  const options = useMemo(
    () =>
      YOUTUBE_LANGUAGES.map((id) => ({ id, name: languageName(id, i18n.language) })).sort((a, b) =>
        a.name.localeCompare(b.name, i18n.language),
      ),
    [i18n.language],
  );
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    languages.map((id) => languageName(id, i18n.language)),
  );
  const needsChoice = askDefaultLanguage !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogTitle>{t('publish.dialogTitle', { count: languages.length })}</DialogTitle>
        <DialogDescription>
          {t('publish.dialogLead', { video: videoTitle, languages: names })}
        </DialogDescription>
        <p className="text-sm text-ink-muted">{t('publish.cost', { units: METADATA_PUBLISH_UNITS })}</p>
        {needsChoice ? (
          <div className="grid gap-1.5 rounded-xl bg-warning/10 p-3 ring-1 ring-warning/30">
            <label htmlFor={selectId} className="text-sm font-semibold">
              {t('publish.defaultLanguage')}
            </label>
            <p className="text-xs text-ink-muted">{t('publish.defaultLanguageLead')}</p>
            <NativeSelect
              id={selectId}
              value={defaultLanguage}
              onChange={(event) => setDefaultLanguage(event.target.value)}
            >
              <option value="" disabled>
                {t('publish.defaultLanguagePick')}
              </option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            disabled={needsChoice && defaultLanguage === ''}
            onClick={() => onConfirm(needsChoice ? defaultLanguage : null)}
          >
            {t('publish.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
