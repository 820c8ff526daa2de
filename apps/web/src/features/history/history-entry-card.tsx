// One history entry: what happened (published, reverted, copied to Studio), when, by which engine, the SEO score
// before → after, every changed field as before → after, and — for a published change not yet reverted —
// the one-click revert. A translation publish shows its languages (added, changed, removed) instead, and no
// score line: the score rates the title, description and tags, which it did not touch.
import type { HistoryEntry } from '@vidcraft/contracts';
import { ClipboardCopy, Cpu, RotateCcw, Send, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDateTime, formatRelative } from '../../lib/format.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { PUBLISH_QUOTA_UNITS } from '../../lib/quota-costs.ts';
import { ScoreChange } from '../optimizer/score-change.tsx';
import { optimizerPath } from '../videos/video-row.tsx';
import { FieldDiffView } from './field-diff-view.tsx';
import { METADATA_FIELDS, type MetadataField } from '../../lib/field-diff.ts';
import { changesDefaultLanguage, LocalizationDiffView } from './localization-diff-view.tsx';

const KIND = {
  publish: { Icon: Send, tone: 'accent' },
  revert: { Icon: Undo2, tone: 'info' },
  copy: { Icon: ClipboardCopy, tone: 'neutral' },
} as const;

export function canRevert(entry: HistoryEntry): boolean {
  return entry.kind !== 'copy' && entry.status === 'succeeded' && entry.revertedById === null;
}

interface Props {
  entry: HistoryEntry;
  highlighted: boolean;
  busy: boolean;
  onRevert: (entry: HistoryEntry) => void;
}

export function HistoryEntryCard({ entry, highlighted, busy, onRevert }: Props) {
  const { t, i18n } = useTranslation('app');
  const localize = useLocalizedPath();
  const { Icon, tone } = KIND[entry.kind];
  const fields = METADATA_FIELDS.filter((field) => entry.changedFields.includes(field));
  return (
    <li
      id={`entry-${entry.id}`}
      aria-labelledby={`entry-${entry.id}-title`}
      className={cn(
        'grid scroll-mt-24 gap-4 rounded-2xl bg-surface p-4 ring-1 sm:p-5',
        highlighted ? 'ring-accent/70' : 'ring-line',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge tone={tone}>
          <Icon aria-hidden />
          {t(`history.kind.${entry.kind}`)}
        </Badge>
        {entry.status !== 'succeeded' ? (
          <Badge tone={entry.status === 'failed' ? 'danger' : 'warning'}>
            {t(`history.status.${entry.status}`)}
          </Badge>
        ) : null}
        {entry.revertedById ? <Badge tone="info">{t('history.reverted')}</Badge> : null}
        {entry.engine ? (
          <Badge>
            <Cpu aria-hidden />
            {entry.engine.engine === 'llm' ? entry.engine.label : t('optimizer.engine.builtin.label')}
          </Badge>
        ) : null}
        <time
          dateTime={entry.createdAt}
          title={formatDateTime(entry.createdAt, i18n.language)}
          className="text-ink-muted"
        >
          {formatRelative(entry.createdAt, i18n.language)}
        </time>
      </div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {entry.videoThumbnailUrl ? (
          <img
            src={entry.videoThumbnailUrl}
            alt=""
            loading="lazy"
            className="aspect-video w-24 shrink-0 rounded-lg object-cover ring-1 ring-line"
          />
        ) : null}
        <h2 id={`entry-${entry.id}-title`} className="min-w-0 flex-1 text-base font-semibold">
          <Link to={localize(optimizerPath(entry.videoId))} dir="auto" className="hover:text-accent">
            {entry.videoTitle}
          </Link>
        </h2>
        {entry.scoreBefore !== null && fields.length > 0 ? (
          <p className="flex items-center gap-1.5 text-sm text-ink-muted">
            {t('history.score')}
            <ScoreChange
              before={entry.scoreBefore}
              after={entry.scoreAfter}
              className="font-semibold text-ink"
            />
          </p>
        ) : null}
      </div>
      {entry.error ? (
        <p className="rounded-xl bg-danger/10 p-3 text-sm ring-1 ring-danger/30">{entry.error.message}</p>
      ) : null}
      <div className="grid gap-3 lg:grid-cols-2">
        {fields.map((field: MetadataField) => (
          <section
            key={field}
            aria-label={t(`optimizer.fields.${field}`)}
            className={cn('grid content-start gap-2', field === 'description' && 'lg:col-span-2')}
          >
            <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t(`optimizer.fields.${field}`)}
            </h3>
            <FieldDiffView field={field} before={entry.before[field]} after={entry.after[field]} />
          </section>
        ))}
      </div>
      <LocalizationDiffView
        before={entry.before}
        after={entry.after}
        showLocalizations={entry.changedFields.includes('localizations')}
        showDefaultLanguage={changesDefaultLanguage(entry)}
      />
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4 text-sm">
        {canRevert(entry) ? (
          <Button variant="secondary" size="sm" onClick={() => onRevert(entry)} disabled={busy}>
            <RotateCcw aria-hidden />
            {t('history.revert', { units: PUBLISH_QUOTA_UNITS })}
          </Button>
        ) : null}
        {entry.revertedById ? (
          <a href={`#entry-${entry.revertedById}`} className="text-accent hover:underline">
            {t('history.seeRevert')}
          </a>
        ) : null}
        {entry.revertsId ? (
          <a href={`#entry-${entry.revertsId}`} className="text-accent hover:underline">
            {t('history.seeReverted')}
          </a>
        ) : null}
        {entry.kind === 'copy' ? <span className="text-ink-muted">{t('history.copyNote')}</span> : null}
      </div>
    </li>
  );
}
