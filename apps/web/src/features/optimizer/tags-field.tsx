// The tags: current | suggested (each addable on its own, or all at once) | yours, in the tag editor.
import type { MetadataProblem } from '@vidcraft/seo';
import { Plus, Tags, Undo2, Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { CopyAction } from './copy-action.tsx';
import { FieldProblems } from './field-problems.tsx';
import { FieldColumn, FieldColumns, FieldSection, ValueBox } from './field-section.tsx';
import { TagEditor } from './tag-editor.tsx';
import { addTags, missingTags } from './tag-list.ts';

interface Props {
  current: string[];
  suggested: string[];
  value: string[];
  problems: MetadataProblem[];
  warnings: MetadataProblem[];
  onChange: (tags: string[]) => void;
  onCopy: () => Promise<boolean>;
}

function Chips({ tags, empty }: { tags: string[]; empty: string }) {
  if (tags.length === 0) return <p className="text-ink-muted">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {tags.map((tag, index) => (
        <li
          key={`${tag}-${index}`}
          dir="auto"
          className="rounded-full bg-surface-raised px-2.5 py-1 text-xs ring-1 ring-line"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

const same = (a: string[], b: string[]) => JSON.stringify(a) === JSON.stringify(b);

export function TagsField({ current, suggested, value, problems, warnings, onChange, onCopy }: Props) {
  const { t } = useTranslation('app');
  const missing = missingTags(suggested, value);
  return (
    <FieldSection
      id="tags-field"
      title={t('optimizer.fields.tags')}
      Icon={Tags}
      actions={
        <CopyAction text={t('optimizer.copy.field')} label={t('optimizer.copy.tags')} onCopy={onCopy} />
      }
    >
      <FieldColumns>
        <FieldColumn
          label={t('optimizer.columns.current')}
          action={
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(current)}
              disabled={same(current, value)}
            >
              <Undo2 aria-hidden />
              {t('optimizer.keepCurrent')}
            </Button>
          }
        >
          <ValueBox>
            <Chips tags={current} empty={t('videos.detail.noTags')} />
          </ValueBox>
        </FieldColumn>
        <FieldColumn
          label={t('optimizer.columns.suggested')}
          action={
            suggested.length > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(suggested)}
                disabled={same(suggested, value)}
              >
                <Wand2 aria-hidden />
                {t('optimizer.tags.useSuggested')}
              </Button>
            ) : null
          }
        >
          <ValueBox className="grid gap-3">
            <Chips tags={suggested} empty={t('videos.detail.noTags')} />
            {missing.length > 0 && missing.length < suggested.length ? (
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="text-xs text-ink-muted">{t('optimizer.tags.notInYours')}</span>
                {missing.map((tag) => (
                  <button
                    key={tag}
                    type="button"
                    onClick={() => onChange(addTags(value, tag).tags)}
                    aria-label={t('optimizer.tags.add', { tag })}
                    className="inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs text-accent ring-1 ring-accent/40 hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    <Plus className="size-3" aria-hidden />
                    <span dir="auto">{tag}</span>
                  </button>
                ))}
              </div>
            ) : null}
          </ValueBox>
        </FieldColumn>
        <FieldColumn mine label={t('optimizer.columns.yours')}>
          <TagEditor tags={value} onChange={onChange} />
          <FieldProblems id="final-tags-problems" problems={problems} warnings={warnings} />
        </FieldColumn>
      </FieldColumns>
    </FieldSection>
  );
}
