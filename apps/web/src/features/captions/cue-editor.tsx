// Editing a track's cues in place: start, end and text per cue, cues added or removed. Every cue shows its own
// problems as they appear (a time that is no time, end not after start, out of order, overlapping the cue above,
// no text); saving is refused until there are none. Saving costs a captions.update, shown on the button.
import { useMemo, useState } from 'react';
import type { CaptionCue } from '@vidcraft/contracts';
import { CircleAlert, Plus, Save, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { cuesOf, rowAfter, rowProblems, rowsOf, type CueRow, type RowProblem } from './cue-rows.ts';

interface Props {
  cues: readonly CaptionCue[];
  /** The track's language, for the text fields (`lang`, direction). */
  language: { lang: string; dir: 'ltr' | 'rtl' };
  units: number;
  saving: boolean;
  onSave: (cues: CaptionCue[]) => void;
  onCancel: () => void;
}

function ProblemText({ problem }: { problem: RowProblem }) {
  const { t, i18n } = useTranslation('captions');
  const other = 'other' in problem && problem.other !== null ? problem.other + 1 : null;
  return (
    <li className="flex items-start gap-1.5">
      <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      {t(`cueProblems.${problem.kind}`, { other: other === null ? '' : formatNumber(other, i18n.language) })}
    </li>
  );
}

function CueRowFields({
  row,
  index,
  problems,
  language,
  onChange,
  onRemove,
  onAddAfter,
}: {
  row: CueRow;
  index: number;
  problems: RowProblem[];
  language: Props['language'];
  onChange: (patch: Partial<CueRow>) => void;
  onRemove: () => void;
  onAddAfter: () => void;
}) {
  const { t, i18n } = useTranslation('captions');
  const number = formatNumber(index + 1, i18n.language);
  const problemId = `cue-${row.key}-problems`;
  const invalid = problems.length > 0;
  const timeField = (field: 'start' | 'end', bad: boolean) => (
    <label className="grid gap-1 text-xs text-ink-muted">
      {t(`editor.${field}`)}
      <input
        value={row[field]}
        onChange={(event) => onChange({ [field]: event.target.value })}
        inputMode="decimal"
        dir="ltr"
        aria-invalid={bad || undefined}
        aria-describedby={invalid ? problemId : undefined}
        aria-label={t(`editor.${field}Label`, { number })}
        className={cn(
          'h-9 w-full min-w-0 rounded-lg bg-surface-raised px-2 font-mono text-sm text-ink ring-1 ring-line',
          bad && 'ring-danger',
        )}
      />
    </label>
  );
  const badStart = problems.some(
    (p) => p.kind === 'badStart' || p.kind === 'outOfOrder' || p.kind === 'overlap',
  );
  const badEnd = problems.some((p) => p.kind === 'badEnd' || p.kind === 'endNotAfterStart');
  return (
    <li
      className={cn('grid gap-2 rounded-xl bg-surface p-3 ring-1 ring-line', invalid && 'ring-danger/60')}
      data-testid="cue-row"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold text-ink-muted">{t('editor.cueNumber', { number })}</span>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={onAddAfter}
            aria-label={t('editor.addAfter', { number })}
          >
            <Plus aria-hidden />
          </Button>
          <Button
            variant="dangerGhost"
            size="sm"
            onClick={onRemove}
            aria-label={t('editor.remove', { number })}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        {timeField('start', badStart)}
        {timeField('end', badEnd)}
      </div>
      <label className="grid gap-1 text-xs text-ink-muted">
        {t('editor.text')}
        <textarea
          value={row.text}
          onChange={(event) => onChange({ text: event.target.value })}
          rows={2}
          lang={language.lang}
          dir={language.dir}
          aria-label={t('editor.textLabel', { number })}
          aria-invalid={problems.some((p) => p.kind === 'emptyText') || undefined}
          aria-describedby={invalid ? problemId : undefined}
          className="min-h-16 w-full resize-y rounded-lg bg-surface-raised p-2 text-sm text-ink ring-1 ring-line"
        />
      </label>
      {invalid ? (
        <ul id={problemId} className="grid gap-1 text-xs text-danger">
          {problems.map((problem) => (
            <ProblemText key={problem.kind} problem={problem} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function CueEditor({ cues, language, units, saving, onSave, onCancel }: Props) {
  const { t, i18n } = useTranslation('captions');
  const [rows, setRows] = useState<CueRow[]>(() => rowsOf(cues));
  const problems = useMemo(() => rowProblems(rows), [rows]);
  const withProblems = problems.filter((list) => list.length > 0).length;
  const edited = cuesOf(rows);
  const canSave = withProblems === 0 && edited !== null && edited.length > 0 && !saving;

  const update = (index: number, patch: Partial<CueRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const addAfter = (index: number) =>
    setRows((current) => [
      ...current.slice(0, index + 1),
      rowAfter(current, index),
      ...current.slice(index + 1),
    ]);
  const remove = (index: number) => setRows((current) => current.filter((_, i) => i !== index));

  return (
    <div className="grid gap-3">
      <p className="text-sm text-ink-muted">{t('editor.hint')}</p>
      {rows.length === 0 ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-sm">{t('editor.noCues')}</p>
          <Button variant="secondary" size="sm" onClick={() => addAfter(-1)}>
            <Plus aria-hidden />
            {t('editor.addFirst')}
          </Button>
        </div>
      ) : (
        <ol className="grid max-h-[32rem] gap-2 overflow-y-auto pe-1">
          {rows.map((row, index) => (
            <CueRowFields
              key={row.key}
              row={row}
              index={index}
              problems={problems[index] ?? []}
              language={language}
              onChange={(patch) => update(index, patch)}
              onRemove={() => remove(index)}
              onAddAfter={() => addAfter(index)}
            />
          ))}
        </ol>
      )}
      <p className={cn('text-sm', withProblems > 0 ? 'text-danger' : 'text-ink-muted')} aria-live="polite">
        {withProblems > 0
          ? t('editor.problems', { formatted: formatNumber(withProblems, i18n.language) })
          : t('editor.ready', { formatted: formatNumber(rows.length, i18n.language) })}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={() => edited && onSave(edited)} disabled={!canSave}>
          <Save aria-hidden />
          {saving ? t('editor.saving') : t('editor.save', { units: formatNumber(units, i18n.language) })}
        </Button>
      </div>
    </div>
  );
}
