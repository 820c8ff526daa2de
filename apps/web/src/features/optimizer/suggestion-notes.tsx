// Which engine answered and when, what it noted and what it left out, honestly, in the interface language,
// with tokens, cost and time for AI runs in a small details line. Also says when the video changed on YouTube
// after these suggestions were made.
import type { SuggestionSet, VideoDetails } from '@vidcraft/contracts';
import { Cpu, Info, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDateTime, formatNumber, formatRelative } from '../../lib/format.ts';
import { changedFields } from '../../lib/field-diff.ts';
import { fieldName, problemText } from '../../lib/check-texts.ts';
import { numberFormat } from '../../lib/intl-formats.ts';
import { NoteText } from './note-text.tsx';

export function SuggestionNotes({ suggestion, video }: { suggestion: SuggestionSet; video: VideoDetails }) {
  const { t, i18n } = useTranslation('app');
  const language = i18n.language;
  const { engine, usage, content } = suggestion;
  const drifted = changedFields(suggestion.base, video);
  const details = [
    usage.inputTokens !== null
      ? t('optimizer.notes.inputTokens', { value: formatNumber(usage.inputTokens, language) })
      : null,
    usage.outputTokens !== null
      ? t('optimizer.notes.outputTokens', { value: formatNumber(usage.outputTokens, language) })
      : null,
    usage.costUsd !== null
      ? t('optimizer.notes.cost', {
          value: numberFormat(language, {
            style: 'currency',
            currency: 'USD',
            maximumFractionDigits: 4,
          }).format(usage.costUsd),
        })
      : null,
    t('optimizer.notes.latency', { value: formatNumber(Math.max(0, usage.latencyMs) / 1000, language) }),
  ].filter((part): part is string => part !== null);

  return (
    <section
      aria-label={t('optimizer.notes.label')}
      className="grid gap-3 rounded-2xl bg-surface/60 p-4 ring-1 ring-line sm:px-6"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <Badge tone={engine.engine === 'llm' ? 'accent' : 'info'}>
          <Cpu aria-hidden />
          {engine.engine === 'llm' ? engine.label : t('optimizer.engine.builtin.label')}
        </Badge>
        <span className="text-ink-muted">
          <time dateTime={suggestion.createdAt} title={formatDateTime(suggestion.createdAt, language)}>
            {t('optimizer.notes.made', { time: formatRelative(suggestion.createdAt, language) })}
          </time>
        </span>
        <span className="text-xs text-ink-muted">{details.join(' · ')}</span>
      </div>
      {drifted.length > 0 ? (
        <p className="flex items-start gap-2 rounded-xl bg-warning/10 p-3 text-sm ring-1 ring-warning/30">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          {t('optimizer.notes.drifted', {
            fields: drifted.map((field) => t(`optimizer.fields.${field}`)).join(', '),
          })}
        </p>
      ) : null}
      {content.notes.length > 0 || content.dropped.length > 0 ? (
        <ul className="grid gap-1.5 text-sm text-ink-muted">
          {content.notes.map((note) => (
            <li key={note.message} className="flex items-start gap-2">
              <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
              <NoteText note={note} />
            </li>
          ))}
          {content.dropped.map((item) => (
            <li key={`${item.field}:${item.message}`} className="flex items-start gap-2">
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
              <span>
                <span className="font-medium text-ink">
                  {t('optimizer.notes.dropped', {
                    field: fieldName(t, item.field),
                  })}
                </span>{' '}
                {item.reason ? (
                  <span>{problemText(t, { ...item, reason: item.reason })}</span>
                ) : (
                  <NoteText note={item} />
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
