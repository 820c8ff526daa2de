// The user's tags as chips: add (one, or a pasted comma-separated list), remove, reorder (drag a chip, or
// "Reorder" for move buttons that work with keyboard and touch), duplicates and over-long tags flagged, and
// the 500-character budget as YouTube counts it (a tag with a space costs 2 more: its quotes).
import { useState } from 'react';
import { LIMITS, tagBudget } from '@vidcraft/seo';
import { ArrowDown, ArrowUp, ArrowUpDown, Check, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { Meter } from '../../components/ui/meter.tsx';
import { moveRow } from './chapter-rows.ts';
import { addTags, removeTag, tagInfo } from './tag-list.ts';

interface Props {
  tags: string[];
  onChange: (tags: string[]) => void;
}

export function TagEditor({ tags, onChange }: Props) {
  const { t, i18n } = useTranslation('app');
  const [text, setText] = useState('');
  const [skipped, setSkipped] = useState<string[]>([]);
  const [reorder, setReorder] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const budget = tagBudget(tags);
  const max = LIMITS.tagsMaxBudget;
  const info = tagInfo(tags);
  const add = (input: string) => {
    const result = addTags(tags, input);
    setSkipped(result.skipped);
    if (result.tags.length !== tags.length) onChange(result.tags);
    setText('');
  };
  const costTitle = (cost: number, quoted: boolean) =>
    quoted ? t('tagEditor.costQuoted', { cost }) : t('tagEditor.cost', { cost });

  return (
    <div className="grid content-start gap-3">
      <div className="grid gap-1.5">
        <Meter
          value={(budget / max) * 100}
          label={t('tagEditor.budgetLabel')}
          tone={budget > max ? 'danger' : budget > max * 0.9 ? 'warning' : 'accent'}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className={cn('text-xs tabular-nums', budget > max ? 'text-danger' : 'text-ink-muted')}>
            {t('tagEditor.budget', {
              used: budget.toLocaleString(i18n.language),
              max: max.toLocaleString(i18n.language),
            })}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setReorder((on) => !on)}
            aria-pressed={reorder}
            disabled={tags.length < 2}
          >
            {reorder ? <Check aria-hidden /> : <ArrowUpDown aria-hidden />}
            {reorder ? t('tagEditor.done') : t('tagEditor.reorder')}
          </Button>
        </div>
      </div>
      {reorder ? (
        <ol className="grid gap-1" aria-label={t('tagEditor.listLabel')}>
          {info.map((item, index) => (
            <li
              key={`${item.tag}-${index}`}
              className="flex items-center gap-2 rounded-lg bg-surface-raised px-2.5 py-1 text-sm ring-1 ring-line"
            >
              <span className="w-6 text-xs text-ink-muted tabular-nums">{index + 1}</span>
              <span dir="auto" className="min-w-0 flex-1 truncate">
                {item.tag}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-7! sm:size-8!"
                disabled={index === 0}
                onClick={() => onChange(moveRow(tags, index, -1))}
                aria-label={t('tagEditor.moveUp', { tag: item.tag })}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-7! sm:size-8!"
                disabled={index === tags.length - 1}
                onClick={() => onChange(moveRow(tags, index, 1))}
                aria-label={t('tagEditor.moveDown', { tag: item.tag })}
              >
                <ArrowDown aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('tagEditor.listLabel')}>
          {info.map((item, index) => (
            <li
              key={`${item.tag}-${index}`}
              draggable
              onDragStart={() => setDragged(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged !== null && dragged !== index) {
                  const next = [...tags];
                  const [moved] = next.splice(dragged, 1);
                  if (moved !== undefined) next.splice(index, 0, moved);
                  onChange(next);
                }
                setDragged(null);
              }}
              className={cn(
                'inline-flex cursor-grab items-center gap-1.5 rounded-full py-1 ps-3 pe-1 text-sm ring-1 active:cursor-grabbing',
                item.duplicate || item.tooLong
                  ? 'bg-warning/10 ring-warning/40'
                  : 'bg-surface-raised ring-line',
                dragged === index && 'opacity-50',
              )}
            >
              <span dir="auto">{item.tag}</span>
              <span
                className="text-[10px] text-ink-muted tabular-nums"
                title={costTitle(item.cost, item.quoted)}
              >
                {item.cost}
                <span className="sr-only"> {costTitle(item.cost, item.quoted)}</span>
              </span>
              {item.duplicate ? (
                <span className="text-[10px] font-semibold text-warning">{t('tagEditor.duplicate')}</span>
              ) : null}
              {item.tooLong ? (
                <span className="text-[10px] font-semibold text-warning">{t('tagEditor.tooLong')}</span>
              ) : null}
              <button
                type="button"
                onClick={() => onChange(removeTag(tags, index))}
                aria-label={t('tagEditor.remove', { tag: item.tag })}
                className="rounded-full p-0.5 text-ink-muted hover:bg-line hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          add(text);
        }}
      >
        <input
          value={text}
          onChange={(event) => {
            const value = event.target.value;
            if (/[,，]/.test(value)) add(value);
            else setText(value);
          }}
          onPaste={(event) => {
            const pasted = event.clipboardData.getData('text');
            if (!/[,，\n]/.test(pasted)) return;
            event.preventDefault();
            add(text + pasted);
          }}
          placeholder={t('tagEditor.placeholder')}
          aria-label={t('tagEditor.input')}
          className="h-9 w-0 min-w-0 flex-1 rounded-lg bg-surface-raised px-3 text-sm ring-1 ring-line placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-accent"
        />
        <Button type="submit" variant="outline" size="sm" disabled={!text.trim()}>
          <Plus aria-hidden />
          {t('tagEditor.add')}
        </Button>
      </form>
      {skipped.length > 0 ? (
        <p className="text-xs text-ink-muted" aria-live="polite">
          {t('tagEditor.skipped', { tags: skipped.join(', ') })}
        </p>
      ) : null}
      <p className="text-xs text-ink-muted">{t('tagEditor.budgetHint')}</p>
    </div>
  );
}
