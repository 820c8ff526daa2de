// A channel's glossary (GET/PUT /api/channels/:channelId/glossary): terms never translated (brand names, the
// channel's name) and terms with a fixed translation per language, used instead of the engine's. The whole
// list is saved at once; what stops a save is said before it is tried.
import { useId, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { YOUTUBE_LANGUAGES, type GlossaryTerm } from '@vidcraft/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BookText, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import {
  emptyRow,
  glossaryProblems,
  MAX_TERM_LENGTH,
  rowsOf,
  termsOf,
  type GlossaryProblem,
  type GlossaryRow,
} from './glossary.ts';
import { languageName, textAttributes } from './language-names.ts';
import { fetchGlossary, saveGlossary } from './translation-api.ts';
import { translationKeys } from './translation-keys.ts';

const INPUT =
  'h-9 w-full min-w-0 rounded-lg bg-surface-raised px-3 text-sm text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent';

function problemText(t: TFunction<'translation'>, problem: GlossaryProblem, lang: string) {
  switch (problem.kind) {
    case 'tooMany':
      return t('glossary.problems.tooMany', { max: problem.max });
    case 'duplicate':
      return t('glossary.problems.duplicate', { term: problem.term });
    case 'tooLong':
      return t('glossary.problems.tooLong', { term: problem.term, max: problem.max });
    case 'noRule':
      return t('glossary.problems.noRule', { term: problem.term });
    case 'angleBrackets':
      return t('glossary.problems.angleBrackets', { term: problem.term });
    case 'duplicateLanguage':
      return t('glossary.problems.duplicateLanguage', {
        term: problem.term,
        language: languageName(problem.language, lang),
      });
  }
}

function TermRow({
  row,
  onChange,
  onRemove,
  languageOptions,
}: {
  row: GlossaryRow;
  onChange: (row: GlossaryRow) => void;
  onRemove: () => void;
  languageOptions: ReadonlyArray<{ id: string; name: string }>;
}) {
  const { t } = useTranslation('translation');
  const id = useId();
  const setTranslation = (index: number, patch: Partial<{ language: string; text: string }>) =>
    onChange({
      ...row,
      translations: row.translations.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    });
  return (
    <li className="grid gap-2 rounded-xl bg-page/60 p-3 ring-1 ring-line">
      <div className="flex flex-wrap items-end gap-2">
        <label
          htmlFor={`${id}-term`}
          className="grid min-w-0 flex-1 gap-1 text-xs font-medium text-ink-muted"
        >
          {t('glossary.term')}
          <input
            id={`${id}-term`}
            value={row.term}
            maxLength={MAX_TERM_LENGTH + 20}
            dir="auto"
            onChange={(event) => onChange({ ...row, term: event.target.value })}
            className={INPUT}
          />
        </label>
        <label className="flex h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={row.keep}
            onChange={(event) => onChange({ ...row, keep: event.target.checked })}
            className="size-4 accent-[#ff6b6b]"
          />
          {t('glossary.keep')}
        </label>
        <Button
          size="icon"
          variant="dangerGhost"
          onClick={onRemove}
          aria-label={t('glossary.remove', { term: row.term || t('glossary.emptyTerm') })}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      {!row.keep ? (
        <div className="grid gap-2 ps-2">
          <p className="text-xs text-ink-muted">{t('glossary.fixedLead')}</p>
          {row.translations.map((item, index) => (
            <div
              key={index}
              className="grid grid-cols-[minmax(0,10rem)_minmax(0,1fr)_auto] items-center gap-2"
            >
              <NativeSelect
                aria-label={t('glossary.language')}
                value={item.language}
                onChange={(event) => setTranslation(index, { language: event.target.value })}
              >
                {languageOptions.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect>
              <input
                aria-label={t('glossary.translationOf', { term: row.term, language: item.language })}
                value={item.text}
                {...textAttributes(item.language)}
                onChange={(event) => setTranslation(index, { text: event.target.value })}
                className={INPUT}
              />
              <Button
                size="icon"
                variant="ghost"
                onClick={() =>
                  onChange({ ...row, translations: row.translations.filter((_, i) => i !== index) })
                }
                aria-label={t('glossary.removeTranslation')}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          ))}
          <Button
            size="sm"
            variant="ghost"
            className="justify-self-start"
            onClick={() =>
              onChange({ ...row, translations: [...row.translations, { language: 'de', text: '' }] })
            }
          >
            <Plus aria-hidden />
            {t('glossary.addTranslation')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function GlossaryEditor({ channelId, channelName }: { channelId: string; channelName: string }) {
  const { t } = useTranslation('translation');
  const glossary = useQuery({
    queryKey: translationKeys.glossary(channelId),
    queryFn: () => fetchGlossary(channelId),
  });
  if (glossary.isPending) return <Spinner size="sm" />;
  if (glossary.isError) return <ErrorNote>{glossary.error.message || t('glossary.loadFailed')}</ErrorNote>;
  return <GlossaryForm channelId={channelId} channelName={channelName} saved={glossary.data.terms} />;
}

function GlossaryForm({
  channelId,
  channelName,
  saved,
}: {
  channelId: string;
  channelName: string;
  saved: readonly GlossaryTerm[];
}) {
  const { t, i18n } = useTranslation('translation');
  const client = useQueryClient();
  const [rows, setRows] = useState<GlossaryRow[]>(() => rowsOf(saved));
  const save = useMutation({
    mutationFn: (terms: GlossaryTerm[]) => saveGlossary(channelId, terms),
    meta: { errorToast: false },
    onSuccess: (answer) => {
      client.setQueryData(translationKeys.glossary(channelId), answer);
      setRows(rowsOf(answer.terms));
    },
  });
  const languageOptions = useMemo(
    () =>
      YOUTUBE_LANGUAGES.map((id) => ({ id, name: languageName(id, i18n.language) })).sort((a, b) =>
        a.name.localeCompare(b.name, i18n.language),
      ),
    [i18n.language],
  );
  const problems = glossaryProblems(rows);
  const changed = JSON.stringify(termsOf(rows)) !== JSON.stringify(termsOf(rowsOf(saved)));

  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <BookText className="size-4 shrink-0 text-accent" aria-hidden />
        {t('glossary.lead', { channel: channelName })}
      </p>
      {rows.length === 0 ? <p className="text-sm text-ink-muted">{t('glossary.empty')}</p> : null}
      <ul className="grid gap-2">
        {rows.map((row, index) => (
          <TermRow
            key={row.key}
            row={row}
            languageOptions={languageOptions}
            onChange={(next) => setRows(rows.map((item, i) => (i === index ? next : item)))}
            onRemove={() => setRows(rows.filter((_, i) => i !== index))}
          />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => setRows([...rows, emptyRow()])}>
          <Plus aria-hidden />
          {t('glossary.add')}
        </Button>
        <Button
          size="sm"
          disabled={!changed || problems.length > 0 || save.isPending}
          onClick={() => save.mutate(termsOf(rows))}
        >
          {save.isPending ? t('glossary.saving') : t('glossary.save')}
        </Button>
      </div>
      {problems.length > 0 ? (
        <ul className="grid gap-1 text-sm text-warning" aria-live="polite">
          {problems.map((problem, index) => (
            <li key={index}>{problemText(t, problem, i18n.language)}</li>
          ))}
        </ul>
      ) : null}
      {save.error ? <ErrorNote>{save.error.message}</ErrorNote> : null}
      {save.isSuccess && !changed ? (
        <p className="text-sm text-success" role="status">
          {t('glossary.saved')}
        </p>
      ) : null}
    </div>
  );
}
