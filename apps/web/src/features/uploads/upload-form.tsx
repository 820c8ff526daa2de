// The chosen file before it is sent: its working title (the file name without its extension unless changed),
// the spoken language when the creator knows it, and a caption file to use as the transcript (read as text here).
import { useId, useMemo, useRef, useState } from 'react';
import { CAPTION_FILE_MAX_CHARS, type UploadCapabilities } from '@vidcraft/contracts';
import { Captions, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { formatNumber } from '../../lib/format.ts';
import { numberFormat } from '../../lib/intl-formats.ts';
import { languageName } from '../translation/language-names.ts';
import { CAPTION_ACCEPT } from './file-checks.ts';
import { formatBytes } from './upload-format.ts';

/** Spoken languages offered (ISO 639-1), named in the interface language. */
export const SPOKEN_LANGUAGES = [
  'ar',
  'be',
  'bn',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sr',
  'sv',
  'sw',
  'ta',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh',
] as const;

export interface CaptionChoice {
  name: string;
  size: number;
  text: string;
}

export interface UploadChoice {
  workingTitle: string;
  language: string;
  caption: CaptionChoice | null;
}

interface Props {
  file: File;
  choice: UploadChoice;
  onChange: (patch: Partial<UploadChoice>) => void;
  capabilities: UploadCapabilities;
  /** How far an earlier upload of this file got (0–1), when it can continue. */
  resumeShare: number | null;
  onChangeFile: () => void;
  onStart: () => void;
}

export function UploadForm({
  file,
  choice,
  onChange,
  capabilities,
  resumeShare,
  onChangeFile,
  onStart,
}: Props) {
  const { t, i18n } = useTranslation('uploads');
  const ids = { title: useId(), language: useId(), caption: useId() };
  const captionInput = useRef<HTMLInputElement>(null);
  const [captionProblem, setCaptionProblem] = useState<'tooLarge' | 'unreadable' | null>(null);
  const languages = useMemo(
    () =>
      SPOKEN_LANGUAGES.map((code) => ({ code, name: languageName(code, i18n.language) })).sort((a, b) =>
        a.name.localeCompare(b.name, i18n.language),
      ),
    [i18n.language],
  );
  const offline = capabilities.transcription.engine === 'offline';
  const noTranscriptAhead = offline && choice.language !== '' && choice.language !== 'en' && !choice.caption;

  const readCaption = async (picked: File | undefined) => {
    setCaptionProblem(null);
    if (!picked) return;
    try {
      const text = await picked.text();
      if (text.length > CAPTION_FILE_MAX_CHARS) {
        setCaptionProblem('tooLarge');
        return;
      }
      onChange({ caption: { name: picked.name, size: picked.size, text } });
    } catch {
      setCaptionProblem('unreadable');
    }
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onStart();
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-surface-raised p-3 ring-1 ring-line">
        <span className="grid min-w-0">
          <span className="truncate font-medium" dir="auto">
            {file.name}
          </span>
          <span className="text-xs text-ink-muted">{formatBytes(file.size, i18n.language)}</span>
        </span>
        <Button type="button" variant="ghost" size="sm" onClick={onChangeFile}>
          {t('form.change')}
        </Button>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.title} className="text-sm font-medium">
          {t('form.workingTitle')}
        </label>
        <input
          id={ids.title}
          value={choice.workingTitle}
          maxLength={100}
          dir="auto"
          onChange={(event) => onChange({ workingTitle: event.currentTarget.value })}
          className="h-10 rounded-lg bg-surface-raised px-3 text-sm ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent"
        />
        <p className="text-xs text-ink-muted">{t('form.workingTitleHint')}</p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.language} className="text-sm font-medium">
          {t('form.language')}
        </label>
        <NativeSelect
          id={ids.language}
          value={choice.language}
          onChange={(event) => onChange({ language: event.currentTarget.value })}
          className="w-full sm:max-w-xs"
        >
          <option value="">{t('form.languageUnset')}</option>
          {languages.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <span id={ids.caption} className="text-sm font-medium">
          {t('form.captionFile')}
        </span>
        <input
          ref={captionInput}
          type="file"
          accept={CAPTION_ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-labelledby={ids.caption}
          onChange={(event) => {
            void readCaption(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        {choice.caption ? (
          <span className="flex min-w-0 items-center gap-2 text-sm">
            <Captions className="size-4 shrink-0 text-accent" aria-hidden />
            <span className="truncate" dir="auto">
              {choice.caption.name}
            </span>
            <span className="shrink-0 text-xs text-ink-muted">
              {formatBytes(choice.caption.size, i18n.language)}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('form.captionRemove')}
              onClick={() => onChange({ caption: null })}
            >
              <X aria-hidden />
            </Button>
          </span>
        ) : (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="justify-self-start"
            onClick={() => captionInput.current?.click()}
          >
            <Captions aria-hidden />
            {t('form.captionChoose')}
          </Button>
        )}
        <p className="text-xs text-ink-muted">{t('form.captionHint')}</p>
        {captionProblem === 'tooLarge' ? (
          <p role="alert" className="text-sm text-danger">
            {t('form.captionTooLarge', { max: formatNumber(CAPTION_FILE_MAX_CHARS, i18n.language) })}
          </p>
        ) : null}
        {captionProblem === 'unreadable' ? (
          <p role="alert" className="text-sm text-danger">
            {t('form.captionUnreadable')}
          </p>
        ) : null}
      </div>
      {noTranscriptAhead ? <p className="text-sm text-warning">{t('form.noTranscriptAhead')}</p> : null}
      {resumeShare !== null ? (
        <p className="text-sm text-info">
          {t('form.resumes', {
            percent: numberFormat(i18n.language, { style: 'percent' }).format(resumeShare),
          })}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="justify-self-start">
        {t('form.start')}
      </Button>
    </form>
  );
}
