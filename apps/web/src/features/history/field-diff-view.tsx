// One field's change, shown the same way in the review step, the conflict dialog and the history: the title
// as before → after, the description as changed lines with a little context, the tags as added and removed.
import type { MetadataFields } from '@vidcraft/contracts';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { diffLines, diffTags, withContext, type MetadataField } from '../../lib/field-diff.ts';

interface Props {
  field: MetadataField;
  before: MetadataFields[MetadataField] | undefined;
  after: MetadataFields[MetadataField] | undefined;
  /** Names of the two sides ("Before" / "After", "You started from" / "On YouTube now"). */
  labels?: { before: string; after: string };
}

function TagList({
  tags,
  tone,
  label,
}: {
  tags: string[];
  tone: 'added' | 'removed' | 'kept';
  label: string;
}) {
  if (tags.length === 0) return null;
  return (
    <div className="grid gap-1">
      <span className="text-xs text-ink-muted">{label}</span>
      <ul className="flex flex-wrap gap-1.5">
        {tags.map((tag, index) => (
          <li
            key={`${tag}-${index}`}
            dir="auto"
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs ring-1',
              tone === 'added' && 'bg-success/10 text-success ring-success/30',
              tone === 'removed' && 'bg-danger/10 text-danger line-through ring-danger/30',
              tone === 'kept' && 'bg-surface-raised text-ink-muted ring-line',
            )}
          >
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FieldDiffView({ field, before, after, labels }: Props) {
  const { t } = useTranslation('app');
  const names = labels ?? { before: t('diff.before'), after: t('diff.after') };
  if (field === 'tags') {
    const change = diffTags((before as string[] | undefined) ?? [], (after as string[] | undefined) ?? []);
    return (
      <div className="grid gap-2">
        <TagList
          tags={change.added}
          tone="added"
          label={t('diff.tagsAdded', { number: change.added.length })}
        />
        <TagList
          tags={change.removed}
          tone="removed"
          label={t('diff.tagsRemoved', { number: change.removed.length })}
        />
        <TagList tags={change.kept} tone="kept" label={t('diff.tagsKept', { number: change.kept.length })} />
        {change.reordered ? <p className="text-xs text-ink-muted">{t('diff.tagsReordered')}</p> : null}
      </div>
    );
  }
  if (field === 'title') {
    return (
      <dl className="grid gap-2 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-xs text-ink-muted">{names.before}</dt>
          <dd className="text-ink-muted line-through decoration-danger/60">
            <span dir="auto">{String(before ?? '')}</span>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-ink-muted">{names.after}</dt>
          <dd className="font-semibold">
            <span dir="auto">{String(after ?? '')}</span>
          </dd>
        </div>
      </dl>
    );
  }
  const lines = withContext(diffLines(String(before ?? ''), String(after ?? '')), 1);
  return (
    <div className="max-h-72 overflow-auto rounded-lg bg-page/60 py-1 text-xs leading-relaxed ring-1 ring-line">
      <p className="sr-only">{t('diff.linesLegend', names)}</p>
      {lines.map((line, index) =>
        line.kind === 'gap' ? (
          <p key={index} className="px-3 py-0.5 text-ink-muted italic">
            {t('diff.unchangedLines', { count: line.count })}
          </p>
        ) : (
          <p
            key={index}
            className={cn(
              'flex gap-2 px-3 py-0.5 whitespace-pre-wrap',
              line.kind === 'added' && 'bg-success/10 text-ink',
              line.kind === 'removed' && 'bg-danger/10 text-ink-muted',
            )}
          >
            <span className="w-3 shrink-0">
              {line.kind === 'added' ? <Plus className="mt-0.5 size-3 text-success" aria-hidden /> : null}
              {line.kind === 'removed' ? <Minus className="mt-0.5 size-3 text-danger" aria-hidden /> : null}
              {line.kind === 'same' ? null : <span className="sr-only">{t(`diff.${line.kind}`)}</span>}
            </span>
            <span dir="auto" className="min-w-0 flex-1 wrap-anywhere">
              {line.text || ' '}
            </span>
          </p>
        ),
      )}
    </div>
  );
}
