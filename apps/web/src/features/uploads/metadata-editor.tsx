// The title, description and tags the video goes out with: the engine's suggestions to start from (a title picked
// from its list with its reasons, its description, its tags, its chapters at the transcript's times), every part
// editable, counted the way YouTube counts and checked against YouTube's rules as it is typed.
import { useId, useState } from 'react';
import type { SuggestionContent } from '@vidcraft/contracts';
import { checkMetadata, descriptionBytes, LIMITS, tagBudget, titleLength } from '@vidcraft/seo';
import { Check, ListOrdered, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { noteText, problemText } from '../../lib/check-texts.ts';
import { cn } from '../../lib/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { describesChapters, hasChapters, withChapters } from './chapter-text.ts';
import type { PublishChoice } from './publish-choice.ts';
import { formatClock } from './upload-format.ts';

type Fields = Pick<PublishChoice, 'title' | 'description' | 'tags'>;

interface Props {
  suggestion: SuggestionContent | null;
  value: Fields;
  onChange: (patch: Partial<Fields>) => void;
  isShort: boolean;
}

const FIELD =
  'w-full rounded-lg bg-surface-raised px-3 text-sm ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent';

function Counter({ used, max, text }: { used: number; max: number; text: string }) {
  return (
    <span className={cn('text-xs tabular-nums', used > max ? 'text-danger' : 'text-ink-muted')}>{text}</span>
  );
}

function TagEditor({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation('uploads');
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (text: string) => {
    const tag = text.trim();
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
    setDraft('');
  };
  return (
    <div className="grid gap-2">
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <li key={tag}>
              <span className="inline-flex max-w-[16rem] items-center gap-1 rounded-full bg-surface-raised py-1 ps-3 pe-1 text-xs ring-1 ring-line">
                <span className="truncate" dir="auto">
                  {tag}
                </span>
                <button
                  type="button"
                  onClick={() => onChange(tags.filter((item) => item !== tag))}
                  aria-label={t('metadata.removeTag', { tag })}
                  className="rounded-full p-1 text-ink-muted hover:bg-line hover:text-ink"
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={draft}
        aria-label={t('metadata.addTag')}
        placeholder={t('metadata.addTag')}
        dir="auto"
        onChange={(event) => {
          const text = event.currentTarget.value;
          if (text.includes(',')) {
            for (const part of text.split(',').slice(0, -1)) add(part);
            setDraft(text.split(',').at(-1) ?? '');
          } else setDraft(text);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add(draft);
          }
        }}
        onBlur={() => draft.trim() && add(draft)}
        className={cn(FIELD, 'h-10')}
      />
    </div>
  );
}

export function MetadataEditor({ suggestion, value, onChange, isShort }: Props) {
  const { t, i18n } = useTranslation('uploads');
  const { t: appT } = useTranslation('app');
  const n = (count: number) => formatNumber(count, i18n.language);
  const ids = { title: useId(), description: useId(), tags: useId() };
  const verdict = checkMetadata({ ...value, isShort });
  const chapters = suggestion?.chapters ?? [];
  const chaptersIn = hasChapters(value.description, chapters);
  const sameTags = suggestion !== null && suggestion.tags.join('\n') === value.tags.join('\n');

  return (
    <div className="grid gap-5">
      <p className="text-xs text-ink-muted">
        {suggestion ? t('metadata.engine') : t('metadata.noSuggestion')}
      </p>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={ids.title} className="text-sm font-medium">
            {t('metadata.titleLabel')}
          </label>
          <Counter
            used={titleLength(value.title)}
            max={LIMITS.titleMaxCodepoints}
            text={t('metadata.titleCount', {
              used: n(titleLength(value.title)),
              max: n(LIMITS.titleMaxCodepoints),
            })}
          />
        </div>
        <input
          id={ids.title}
          value={value.title}
          dir="auto"
          onChange={(event) => onChange({ title: event.currentTarget.value })}
          className={cn(FIELD, 'h-10')}
        />
        {suggestion && suggestion.titles.length > 0 ? (
          <div className="grid gap-1.5">
            <p className="text-xs font-medium text-ink-muted">{t('metadata.suggestedTitles')}</p>
            <ul className="grid gap-1.5">
              {suggestion.titles.map((title) => {
                const inUse = title.text === value.title.trim();
                const why = noteText(appT, title.rationale);
                return (
                  <li
                    key={title.text}
                    className={cn(
                      'grid gap-1 rounded-xl p-2.5 text-sm ring-1 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center',
                      inUse ? 'bg-accent/10 ring-accent/40' : 'bg-surface-raised ring-line',
                    )}
                  >
                    <span className="grid min-w-0 gap-0.5">
                      <span className="font-medium break-words" dir="auto">
                        {title.text}
                      </span>
                      {why.text ? (
                        <span className="text-xs text-ink-muted" dir={why.translated ? undefined : 'auto'}>
                          {why.text}
                        </span>
                      ) : null}
                    </span>
                    {inUse ? (
                      <span className="flex items-center gap-1 text-xs font-semibold text-accent">
                        <Check className="size-3.5" aria-hidden />
                        {t('metadata.inUse')}
                      </span>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        className="justify-self-start"
                        aria-label={t('metadata.useTitleLabel', { title: title.text })}
                        onClick={() => onChange({ title: title.text })}
                      >
                        {t('metadata.useTitle')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>

      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={ids.description} className="text-sm font-medium">
            {t('metadata.descriptionLabel')}
          </label>
          <Counter
            used={descriptionBytes(value.description)}
            max={LIMITS.descriptionMaxBytes}
            text={t('metadata.descriptionCount', {
              used: n(descriptionBytes(value.description)),
              max: n(LIMITS.descriptionMaxBytes),
            })}
          />
        </div>
        <textarea
          id={ids.description}
          value={value.description}
          rows={10}
          dir="auto"
          onChange={(event) => onChange({ description: event.currentTarget.value })}
          className={cn(FIELD, 'py-2 leading-relaxed')}
        />
        {suggestion && suggestion.description && suggestion.description !== value.description ? (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => onChange({ description: suggestion.description })}
          >
            {t('metadata.useDescription')}
          </Button>
        ) : null}
      </div>

      <div className="grid gap-1.5">
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <ListOrdered className="size-4 text-accent" aria-hidden />
          {t('metadata.chaptersLabel')}
        </p>
        {chapters.length === 0 ? (
          <p className="text-xs text-ink-muted">{t('metadata.noChapters')}</p>
        ) : (
          <>
            <p className="text-xs text-ink-muted">{t('metadata.chaptersHint')}</p>
            <ol className="grid gap-0.5 text-sm">
              {chapters.map((chapter) => (
                <li key={chapter.startSeconds} className="grid grid-cols-[3.5rem_minmax(0,1fr)] gap-2">
                  <span className="text-ink-muted tabular-nums">{formatClock(chapter.startSeconds)}</span>
                  <span dir="auto">{chapter.title}</span>
                </li>
              ))}
            </ol>
            {chaptersIn ? (
              <p className="flex items-center gap-1 text-xs text-success">
                <Check className="size-3.5" aria-hidden />
                {t('metadata.chaptersInDescription')}
              </p>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                className="justify-self-start"
                onClick={() => onChange({ description: withChapters(value.description, chapters) })}
              >
                {describesChapters(value.description)
                  ? t('metadata.replaceChapters')
                  : t('metadata.insertChapters')}
              </Button>
            )}
          </>
        )}
      </div>

      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <span id={ids.tags} className="text-sm font-medium">
            {t('metadata.tagsLabel')}
          </span>
          <Counter
            used={tagBudget(value.tags)}
            max={LIMITS.tagsMaxBudget}
            text={t('metadata.tagsBudget', { used: n(tagBudget(value.tags)), max: n(LIMITS.tagsMaxBudget) })}
          />
        </div>
        <TagEditor tags={value.tags} onChange={(tags) => onChange({ tags })} />
        <p className="text-xs text-ink-muted">{t('metadata.tagsHint')}</p>
        {suggestion && suggestion.tags.length > 0 && !sameTags ? (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => onChange({ tags: suggestion.tags })}
          >
            {t('metadata.useTags')}
          </Button>
        ) : null}
      </div>

      {verdict.problems.length > 0 ? (
        <ul className="grid gap-1 text-sm text-danger" aria-live="polite">
          {verdict.problems.map((problem) => (
            <li key={`${problem.field}-${problem.reason}`}>{problemText(appT, problem)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
