// A new caption track: a checked SRT or WebVTT file (previewed as cues), its language (YouTube's languages) and
// name (at most 150 characters), draft or published; sent as captions.insert, whose cost the button shows. A
// track of the same language and name is explained instead of being sent.
import { useId, useMemo, useState } from 'react';
import { CAPTION_NAME_MAX, YOUTUBE_LANGUAGES, type CaptionsResponse } from '@vidcraft/contracts';
import { CloudUpload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { formatNumber } from '../../lib/format.ts';
import { randomUuid } from '../../lib/uuid.ts';
import { languageName } from '../translation/language-names.ts';
import { captionErrorText, fileIssuesOf } from './caption-errors.ts';
import { insertTrack } from './captions-api.ts';
import { FileCheckPanel, IssueList, type CheckedFile } from './file-check-panel.tsx';
import { QuotaNote } from './quota-note.tsx';
import { useCaptionAction } from './use-captions.ts';

export function UploadTrackPanel({
  videoId,
  captions,
  defaultLanguage,
  disabled,
}: {
  videoId: string;
  captions: CaptionsResponse;
  defaultLanguage: string | null;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('captions');
  const countId = useId();
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [language, setLanguage] = useState(
    defaultLanguage && YOUTUBE_LANGUAGES.includes(defaultLanguage) ? defaultLanguage : '',
  );
  const [name, setName] = useState('');
  const [isDraft, setIsDraft] = useState(false);
  // One key per intent: a retry of this click (a lost answer) is sent once; a new file is a new intent.
  const [key, setKey] = useState(randomUuid);
  const upload = useCaptionAction(videoId, insertTrack.bind(null, videoId));
  const languages = useMemo(
    () =>
      YOUTUBE_LANGUAGES.map((id) => ({ id, label: `${languageName(id, i18n.language)} (${id})` })).sort(
        (a, b) => a.label.localeCompare(b.label, i18n.language),
      ),
    [i18n.language],
  );
  const nameLength = [...name].length;
  const duplicate = captions.tracks.some(
    (track) => track.language === language && track.name === name.trim(),
  );
  const ready =
    checked !== null &&
    checked.check.issues.length === 0 &&
    language !== '' &&
    nameLength <= CAPTION_NAME_MAX;
  const issues = fileIssuesOf(upload.error);

  if (upload.isSuccess) {
    return (
      <div className="grid justify-items-start gap-3" role="status">
        <p className="text-sm font-semibold text-success">
          {t(upload.data.write.replayed ? 'upload.doneBefore' : 'upload.done', {
            language: languageName(language, i18n.language),
          })}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            upload.reset();
            setChecked(null);
            setName('');
            setKey(randomUuid());
          }}
        >
          {t('upload.another')}
        </Button>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <FileCheckPanel
        videoId={videoId}
        checked={checked}
        onChecked={(next) => {
          setChecked(next);
          upload.reset();
          setKey(randomUuid());
        }}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{t('upload.language')}</span>
          <NativeSelect
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            aria-label={t('upload.language')}
          >
            <option value="">{t('upload.chooseLanguage')}</option>
            {languages.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <div className="grid gap-1 text-sm">
          <label className="grid gap-1">
            <span className="font-medium">{t('upload.name')}</span>
            <input
              value={name}
              onChange={(event) => setName(event.target.value)}
              dir="auto"
              aria-invalid={nameLength > CAPTION_NAME_MAX || undefined}
              aria-describedby={countId}
              className="h-10 w-full rounded-lg bg-surface-raised px-3 text-sm text-ink ring-1 ring-line"
            />
          </label>
          <span
            id={countId}
            className={nameLength > CAPTION_NAME_MAX ? 'text-xs text-danger' : 'text-xs text-ink-muted'}
          >
            {t('upload.nameCount', {
              length: formatNumber(nameLength, i18n.language),
              max: formatNumber(CAPTION_NAME_MAX, i18n.language),
            })}
          </span>
        </div>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={isDraft}
          onChange={(event) => setIsDraft(event.target.checked)}
          className="mt-0.5 size-4 accent-[var(--color-accent)]"
        />
        <span>
          <span className="font-medium">{t('upload.draft')}</span>
          <span className="block text-xs text-ink-muted">{t('upload.draftHint')}</span>
        </span>
      </label>
      {duplicate && language ? <p className="text-sm text-warning">{t('errors.captionExists')}</p> : null}
      <QuotaNote units={captions.costs.insertTrack} left={captions.unitsLeftToday} />
      <Button
        className="justify-self-start"
        disabled={!ready || duplicate || disabled || upload.isPending}
        onClick={() =>
          checked &&
          upload.mutate({ file: checked.file, language, name: name.trim(), isDraft, idempotencyKey: key })
        }
      >
        <CloudUpload aria-hidden />
        {upload.isPending
          ? t('upload.sending')
          : t('upload.send', { units: formatNumber(captions.costs.insertTrack, i18n.language) })}
      </Button>
      {upload.isError ? <ErrorNote>{captionErrorText(t, upload.error)}</ErrorNote> : null}
      {issues ? <IssueList issues={issues} /> : null}
    </div>
  );
}
