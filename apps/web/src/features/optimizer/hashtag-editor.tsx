// Hashtags as chips, kept in the description text: add (typed, or the suggested ones), remove, and see which
// three YouTube shows above the title. 3–5 work best; past 15 reads as over-tagging; past 60 all are ignored.
import { useState } from 'react';
import { LIMITS } from '@vidcraft/seo';
import { Hash, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import {
  addHashtag,
  hasHashtag,
  normalizeHashtag,
  removeHashtag,
  summarizeHashtags,
} from './hashtag-text.ts';

interface Props {
  title: string;
  description: string;
  suggested: readonly string[];
  onChange: (description: string) => void;
}

const LEVEL_TONE = {
  none: 'text-ink-muted',
  few: 'text-ink-muted',
  good: 'text-success',
  many: 'text-warning',
  overFifteen: 'text-warning',
  ignored: 'text-danger',
} as const;

export function HashtagEditor({ title, description, suggested, onChange }: Props) {
  const { t } = useTranslation('app');
  const [text, setText] = useState('');
  const summary = summarizeHashtags(title, description);
  const above = new Set(summary.aboveTitle.map((tag) => tag.toLocaleLowerCase()));
  const missing = suggested.filter((tag) => !hasHashtag(`${title}\n${description}`, tag));
  const add = () => {
    const tag = normalizeHashtag(text);
    if (tag) onChange(addHashtag(description, tag));
    setText('');
  };
  return (
    <div className="grid content-start gap-3">
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Hash className="size-4 text-accent" aria-hidden />
        {t('hashtagEditor.title')}
      </h3>
      {summary.inDescription.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('hashtagEditor.listLabel')}>
          {summary.inDescription.map((tag) => {
            const shown = above.has(tag.toLocaleLowerCase());
            return (
              <li
                key={tag}
                className={cn(
                  'inline-flex items-center gap-1 rounded-full py-1 ps-2.5 pe-1 text-sm ring-1',
                  shown ? 'bg-info/10 text-info ring-info/40' : 'bg-surface-raised ring-line',
                )}
              >
                <span dir="auto">{tag}</span>
                {shown ? (
                  <span className="text-[10px] font-semibold uppercase">{t('hashtagEditor.aboveTitle')}</span>
                ) : null}
                <button
                  type="button"
                  onClick={() => onChange(removeHashtag(description, tag))}
                  aria-label={t('hashtagEditor.remove', { tag })}
                  className="rounded-full p-0.5 text-ink-muted hover:bg-line hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className={cn('text-xs', LEVEL_TONE[summary.level])} aria-live="polite">
        {t(`hashtagEditor.level.${summary.level}`, {
          number: summary.total,
          min: LIMITS.hashtagsRecommended.min,
          max: LIMITS.hashtagsRecommended.max,
        })}
      </p>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('hashtagEditor.placeholder')}
          aria-label={t('hashtagEditor.input')}
          className="h-9 w-0 min-w-0 flex-1 rounded-lg bg-surface-raised px-3 text-sm ring-1 ring-line placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-accent"
        />
        <Button type="submit" variant="outline" size="sm" disabled={!normalizeHashtag(text)}>
          <Plus aria-hidden />
          {t('hashtagEditor.add')}
        </Button>
      </form>
      {missing.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-ink-muted">{t('hashtagEditor.suggested')}</span>
          {missing.map((tag) => (
            <button
              key={tag}
              type="button"
              onClick={() => onChange(addHashtag(description, tag))}
              aria-label={t('hashtagEditor.addSuggested', { tag })}
              className="inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs text-accent ring-1 ring-accent/40 hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent"
            >
              <Plus className="size-3" aria-hidden />
              <span dir="auto">{tag}</span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
