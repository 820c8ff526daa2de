// Edit a translation in place (the creator in the panel, the reviewer on their page): the title and the
// description in the language's script and direction, counted the way YouTube counts them while typing
// (title code points / 100, description bytes / 5,000), and the server's checks of the saved text. Saving
// sends only what changed; the translation goes back to review.
import { useEffect, useId, useState } from 'react';
import type { LanguageTranslation } from '@vidcraft/contracts';
import type { TFunction } from 'i18next';
import { descriptionBytes, LIMITS, titleLength } from '@vidcraft/seo';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { textAttributes } from './language-names.ts';
import type { TextEdit } from './translation-api.ts';

interface Props {
  translation: LanguageTranslation;
  onSave: (edit: TextEdit) => Promise<unknown>;
  saving: boolean;
  error: unknown;
  /** Told whether there are unsaved edits (approving waits for them). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Live title while typing (for the previews). */
  onTitleChange?: (title: string) => void;
}

/** Only the fields that changed; null when nothing did. */
export function editOf(
  saved: Pick<LanguageTranslation, 'title' | 'description'>,
  title: string,
  description: string,
): TextEdit | null {
  const edit: TextEdit = {};
  if (title !== saved.title) edit.title = title;
  if (description !== saved.description) edit.description = description;
  return Object.keys(edit).length > 0 ? edit : null;
}

function Count({ value, max, label }: { value: number; max: number; label: string }) {
  const { i18n } = useTranslation('translation');
  const tone =
    value > max ? 'font-semibold text-danger' : value > max * 0.9 ? 'text-warning' : 'text-ink-muted';
  return (
    <span className={cn('text-xs tabular-nums', tone)}>
      <span className="sr-only">{label}: </span>
      <span dir="ltr">
        {formatNumber(value, i18n.language)} / {formatNumber(max, i18n.language)}
      </span>
    </span>
  );
}

type Problem = LanguageTranslation['check']['problems'][number];

/** A problem in the interface language by its field and rule (the server's English for a rule this version
 * does not know). */
export function checkProblemText(
  t: TFunction<'translation'>,
  problem: Problem,
  check: Pick<LanguageTranslation['check'], 'titleCodePoints' | 'descriptionBytes'>,
): string {
  const { field, rule } = problem;
  if (field === 'title' && rule === 'required') return t('checks.rule.title.required');
  if (field === 'title' && rule === 'tooLong')
    return t('checks.rule.title.tooLong', { count: check.titleCodePoints, max: LIMITS.titleMaxCodepoints });
  if (field === 'description' && rule === 'tooLong')
    return t('checks.rule.description.tooLong', {
      count: check.descriptionBytes,
      max: LIMITS.descriptionMaxBytes,
    });
  if (rule === 'angleBrackets') return t(`checks.rule.${field}.angleBrackets`);
  return problem.message;
}

export function CheckList({ translation }: { translation: LanguageTranslation }) {
  const { t, i18n } = useTranslation('translation');
  const { check } = translation;
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">{t('checks.title')}</h4>
      <ul className="grid gap-1 text-sm">
        <li className="flex items-center justify-between gap-3">
          <span className="text-ink-muted">{t('checks.titleLength')}</span>
          <span
            dir="ltr"
            className={cn('tabular-nums', check.titleCodePoints > LIMITS.titleMaxCodepoints && 'text-danger')}
          >
            {n(check.titleCodePoints)} / {n(LIMITS.titleMaxCodepoints)}
          </span>
        </li>
        <li className="flex items-center justify-between gap-3">
          <span className="text-ink-muted">{t('checks.descriptionBytes')}</span>
          <span
            dir="ltr"
            className={cn(
              'tabular-nums',
              check.descriptionBytes > LIMITS.descriptionMaxBytes && 'text-danger',
            )}
          >
            {n(check.descriptionBytes)} / {n(LIMITS.descriptionMaxBytes)}
          </span>
        </li>
      </ul>
      {check.problems.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-success">
          <CircleCheck className="size-4 shrink-0" aria-hidden />
          {t('checks.passed')}
        </p>
      ) : (
        <ul className="grid gap-1.5" aria-label={t('checks.problemsLabel')}>
          {check.problems.map((problem, index) => (
            <li
              key={index}
              className="flex items-start gap-2 rounded-lg bg-danger/10 p-2 text-sm ring-1 ring-danger/30"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden />
              <span>
                <span className="font-semibold">{t(`checks.field.${problem.field}`)}: </span>
                {checkProblemText(t, problem, check)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function TranslationEditor({
  translation,
  onSave,
  saving,
  error,
  onDirtyChange,
  onTitleChange,
}: Props) {
  const { t } = useTranslation('translation');
  const id = useId();
  const [title, setTitle] = useState(translation.title);
  const [description, setDescription] = useState(translation.description);
  const edit = editOf(translation, title, description);
  const dirty = edit !== null;
  const attributes = textAttributes(translation.language);
  const locked = translation.status === 'queued';

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => onTitleChange?.(title), [title, onTitleChange]);

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (edit) void onSave(edit);
      }}
    >
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${id}-title`} className="text-sm font-medium">
            {t('editor.title')}
          </label>
          <Count value={titleLength(title)} max={LIMITS.titleMaxCodepoints} label={t('editor.titleCount')} />
        </div>
        <input
          id={`${id}-title`}
          {...attributes}
          value={title}
          disabled={locked}
          onChange={(event) => setTitle(event.target.value)}
          className="h-10 w-full rounded-lg bg-surface-raised px-3 text-sm ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
        />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={`${id}-description`} className="text-sm font-medium">
            {t('editor.description')}
          </label>
          <Count
            value={descriptionBytes(description)}
            max={LIMITS.descriptionMaxBytes}
            label={t('editor.descriptionCount')}
          />
        </div>
        <textarea
          id={`${id}-description`}
          {...attributes}
          value={description}
          disabled={locked}
          rows={8}
          onChange={(event) => setDescription(event.target.value)}
          className="w-full resize-y rounded-lg bg-surface-raised p-3 text-sm ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
        />
      </div>
      {dirty ? <p className="text-xs text-ink-muted">{t('editor.backToReview')}</p> : null}
      {error ? (
        <ErrorNote>{error instanceof Error ? error.message : t('editor.saveFailed')}</ErrorNote>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!dirty || saving || locked}>
          {saving ? t('editor.saving') : t('editor.save')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={!dirty || saving}
          onClick={() => {
            setTitle(translation.title);
            setDescription(translation.description);
          }}
        >
          {t('editor.discard')}
        </Button>
      </div>
    </form>
  );
}
