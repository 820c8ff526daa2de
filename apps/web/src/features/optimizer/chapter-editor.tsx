// Chapters as rows of time and title, written into the description as YouTube reads them (timestamp first).
// Rows can be added, removed and reordered; each is checked against YouTube's rules as it is typed. The
// suggested chapters (placed at real caption timestamps) can be put in with one click.
import { useState } from 'react';
import { LIMITS } from '@vidcraft/seo';
import { ArrowDown, ArrowUp, CircleCheck, CircleAlert, ListOrdered, Plus, Trash2, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import {
  moveRow,
  newRowId,
  nextRowTime,
  rowsFromChapters,
  rowsFromDescription,
  validateRows,
  writeRows,
  type ChapterRow,
} from './chapter-rows.ts';

interface Props {
  description: string;
  durationSeconds: number | null;
  isShort: boolean;
  suggested: readonly { startSeconds: number; title: string }[];
  onChange: (description: string) => void;
}

const inputClass =
  'h-9 min-w-0 rounded-lg bg-surface-raised px-2.5 text-sm ring-1 focus-visible:outline-2 focus-visible:outline-accent';

export function ChapterEditor({ description, durationSeconds, isShort, suggested, onChange }: Props) {
  const { t } = useTranslation('app');
  const [rows, setRows] = useState(() => rowsFromDescription(description));
  // The description changed elsewhere (typed in the text, a suggestion taken): read the chapters again.
  const [written, setWritten] = useState(description);
  if (description !== written) {
    setWritten(description);
    setRows(rowsFromDescription(description));
  }
  const update = (next: ChapterRow[]) => {
    const text = writeRows(description, next);
    setRows(next);
    setWritten(text);
    onChange(text);
  };
  const check = validateRows(rows, durationSeconds);

  if (isShort && rows.length === 0) {
    return <p className="text-sm text-ink-muted">{t('chapterEditor.shorts')}</p>;
  }
  return (
    <div className="grid content-start gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 text-sm font-semibold">
          <ListOrdered className="size-4 text-accent" aria-hidden />
          {t('chapterEditor.title')}
        </h3>
        {suggested.length > 0 && !isShort ? (
          <Button
            variant="secondary"
            size="sm"
            className="h-auto! min-h-9 min-w-0 shrink! py-1.5! text-start whitespace-normal!"
            onClick={() => update(rowsFromChapters(suggested))}
          >
            <Wand2 aria-hidden />
            {t('chapterEditor.useSuggested', { number: suggested.length })}
          </Button>
        ) : null}
      </div>
      {isShort ? <p className="text-sm text-warning">{t('chapterEditor.shortsHasChapters')}</p> : null}
      {rows.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('chapterEditor.empty')}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t('chapterEditor.listLabel')}>
          {rows.map((row, index) => {
            const problems = check.rows[index] ?? [];
            const long = [...row.title].length > LIMITS.chapterTitleVisibleCodepoints;
            const set = (patch: Partial<ChapterRow>) =>
              update(rows.map((item) => (item.id === row.id ? { ...item, ...patch } : item)));
            return (
              <li key={row.id} className="grid gap-1">
                <div className="flex items-center gap-1 sm:gap-1.5">
                  <input
                    value={row.time}
                    dir="ltr"
                    inputMode="numeric"
                    onChange={(event) => set({ time: event.target.value })}
                    aria-label={t('chapterEditor.time', { number: index + 1 })}
                    aria-invalid={problems.includes('badTime')}
                    className={`${inputClass} w-16 text-center sm:w-20 tabular-nums ${problems.some((p) => p !== 'emptyTitle') ? 'ring-danger' : 'ring-line'}`}
                  />
                  <input
                    value={row.title}
                    onChange={(event) => set({ title: event.target.value })}
                    aria-label={t('chapterEditor.chapterTitle', { number: index + 1 })}
                    className={`${inputClass} w-0 flex-1 ${problems.includes('emptyTitle') ? 'ring-danger' : 'ring-line'}`}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7! sm:size-8!"
                    disabled={index === 0}
                    onClick={() => update(moveRow(rows, index, -1))}
                    aria-label={t('chapterEditor.moveUp', { number: index + 1 })}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7! sm:size-8!"
                    disabled={index === rows.length - 1}
                    onClick={() => update(moveRow(rows, index, 1))}
                    aria-label={t('chapterEditor.moveDown', { number: index + 1 })}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    variant="dangerGhost"
                    size="icon"
                    className="size-7! sm:size-8!"
                    onClick={() => update(rows.filter((item) => item.id !== row.id))}
                    aria-label={t('chapterEditor.remove', { number: index + 1 })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
                {problems.length > 0 || long ? (
                  <p className="ps-1 text-xs text-danger">
                    {problems.map((problem) => t(`chapterEditor.row.${problem}`)).join(' ')}
                    {long ? (
                      <span className="text-warning">
                        {' '}
                        {t('chapterEditor.row.longTitle', { max: LIMITS.chapterTitleVisibleCodepoints })}
                      </span>
                    ) : null}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => update([...rows, { id: newRowId(), time: nextRowTime(rows), title: '' }])}
        >
          <Plus aria-hidden />
          {t('chapterEditor.add')}
        </Button>
        {rows.length > 0 ? (
          check.valid ? (
            <span className="flex items-center gap-1.5 text-xs text-success">
              <CircleCheck className="size-4" aria-hidden />
              {t('chapterEditor.valid')}
            </span>
          ) : (
            <span className="flex items-start gap-1.5 text-xs text-warning" aria-live="polite">
              <CircleAlert className="mt-px size-4 shrink-0" aria-hidden />
              {[
                t('chapterEditor.invalid'),
                ...check.list.map((problem) =>
                  t(`chapterEditor.list.${problem}`, { min: LIMITS.chaptersMin }),
                ),
              ].join(' ')}
            </span>
          )
        ) : null}
      </div>
      <p className="text-xs text-ink-muted">{t('chapterEditor.rulesHint')}</p>
    </div>
  );
}
