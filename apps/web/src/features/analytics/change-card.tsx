// One published change with its verdict: what changed and when, the verdict in plain words (views, and
// click-through rate when YouTube's impression reports cover it), its caveats, and the numbers on demand.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ChangeView, VerdictView } from '@vidcraft/contracts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatDate } from '../../lib/format.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { VerdictNumbers } from './verdict-numbers.tsx';
import { verdictSentence, verdictTone } from './verdict-text.ts';

const FIELD_KEYS = ['title', 'description', 'tags', 'localizations', 'defaultLanguage', 'thumbnail'] as const;
type FieldKey = (typeof FIELD_KEYS)[number];
const isFieldKey = (field: string): field is FieldKey => (FIELD_KEYS as readonly string[]).includes(field);

export function ChangeCard({ change, showVideo }: { change: ChangeView; showVideo: boolean }) {
  const { t, i18n } = useTranslation('analytics');
  const localize = useLocalizedPath();
  const fields = change.changedFields.filter(isFieldKey).map((field) => t(`changes.field.${field}`));
  return (
    <li className="grid gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line" data-change={change.id}>
      <div className="flex min-w-0 items-start gap-3">
        {showVideo && change.thumbnailUrl ? (
          <img
            src={change.thumbnailUrl}
            alt=""
            className="aspect-video w-24 shrink-0 rounded-lg object-cover"
          />
        ) : null}
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="info">{t(`changes.kind.${change.kind}`)}</Badge>
            {change.revert ? <Badge>{t('changes.revert')}</Badge> : null}
            <span className="text-sm text-ink-muted">
              {t('changes.publishedOn', { date: formatDate(change.at, i18n.language) })}
            </span>
          </div>
          {showVideo ? (
            <Link
              to={localize(`/analytics?video=${encodeURIComponent(change.videoId)}`)}
              className="truncate font-semibold hover:underline"
              title={t('changes.openVideo')}
            >
              {change.videoTitle}
            </Link>
          ) : null}
          {fields.length > 0 ? (
            <p className="text-sm text-ink-muted">
              {t('changes.fields', {
                fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(fields),
              })}
            </p>
          ) : null}
        </div>
      </div>
      <VerdictBlock verdict={change.views} metric={t('verdict.views')} />
      {change.ctr ? <VerdictBlock verdict={change.ctr} metric={t('verdict.ctr')} /> : null}
    </li>
  );
}

function VerdictBlock({ verdict, metric }: { verdict: VerdictView; metric: string }) {
  const { t, i18n } = useTranslation('analytics');
  const sentence = verdictSentence(verdict, metric, i18n.language);
  const notes = [
    verdict.overlapping ? t('verdict.overlapping') : null,
    verdict.withoutBaseline ? t('verdict.withoutBaseline') : null,
    verdict.headline?.trendCorrected ? t('verdict.trendCorrected') : null,
  ].filter((note): note is string => note !== null);
  return (
    <div className="grid gap-2 rounded-xl bg-surface-raised/60 p-3" data-verdict={verdict.metric}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{metric}</span>
        <Badge tone={verdictTone(verdict.outcome)} data-outcome={verdict.outcome}>
          {t(`verdict.outcome.${verdict.outcome}`)}
        </Badge>
      </div>
      <p className="text-pretty">{t(sentence.key, sentence.params)}</p>
      {notes.map((note) => (
        <p key={note} className="text-sm text-ink-muted">
          {note}
        </p>
      ))}
      {verdict.windows.length > 0 ? <VerdictNumbers verdict={verdict} /> : null}
    </div>
  );
}
