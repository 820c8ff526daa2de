// Publish attempts and their outcome per language: the one just made (with the way to revert it from the
// optimization history), and the job's list (GET /api/translation-results/:id/publish-attempts).
import type { PublishAttempt } from '@vidcraft/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CircleCheck, CircleMinus, CircleX, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useLocalizedPath } from '../layout/use-localized-path.ts';
import { languageName } from './language-names.ts';
import { fetchPublishAttempts } from './translation-api.ts';
import { translationKeys } from './translation-keys.ts';
import { historyPath } from './translation-paths.ts';

const OUTCOME_ICONS = {
  published: <CircleCheck className="size-4 shrink-0 text-success" aria-hidden />,
  failed: <CircleX className="size-4 shrink-0 text-danger" aria-hidden />,
  skipped: <CircleMinus className="size-4 shrink-0 text-ink-muted" aria-hidden />,
} as const;

export function AttemptOutcome({
  attempt,
  showHistoryLink = false,
  videoId,
}: {
  attempt: PublishAttempt;
  showHistoryLink?: boolean;
  /** The video the attempt published to: the history link shows that video's changes, this one marked. */
  videoId?: string;
}) {
  const { t, i18n } = useTranslation('translation');
  const localize = useLocalizedPath();
  return (
    <div
      className={cn(
        'grid gap-2 rounded-xl p-3 text-sm ring-1',
        attempt.status === 'failed' ? 'bg-danger/10 ring-danger/30' : 'bg-page/60 ring-line',
      )}
    >
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {t(`attempts.kind.${attempt.kind}`)} · {t(`attempts.status.${attempt.status}`)}
        </span>
        <time dateTime={attempt.createdAt} className="text-xs text-ink-muted">
          {formatDateTime(attempt.createdAt, i18n.language)}
        </time>
      </p>
      {attempt.error ? <p className="text-danger">{attempt.error.message}</p> : null}
      <ul className="grid gap-1">
        {attempt.languages.map((item) => (
          <li key={item.language} className="flex items-start gap-2">
            {OUTCOME_ICONS[item.outcome]}
            <span>
              <span className="font-medium">{languageName(item.language, i18n.language)}</span>
              {': '}
              {t(`attempts.outcome.${item.outcome}`)}
              {item.message ? <span className="text-ink-muted"> — {item.message}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <p className="text-xs text-ink-muted">
        {t('attempts.units', { units: formatNumber(attempt.units, i18n.language) })}
      </p>
      {showHistoryLink && attempt.kind === 'metadata' && attempt.status !== 'failed' ? (
        <Link
          to={localize(historyPath({ videoId, entry: attempt.historyEntryId }))}
          className="inline-flex items-center gap-1 justify-self-start font-semibold text-accent hover:underline"
        >
          {t('attempts.revertInHistory')}
          <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
        </Link>
      ) : null}
    </div>
  );
}

export function PublishAttempts({ jobId, videoId }: { jobId: string; videoId?: string }) {
  const { t } = useTranslation('translation');
  const attempts = useQuery({
    queryKey: translationKeys.attempts(jobId),
    queryFn: () => fetchPublishAttempts(jobId),
    refetchInterval: (query) =>
      query.state.data?.some((attempt) => attempt.status === 'pending') ? 5000 : false,
  });
  return (
    <div className="grid gap-2">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Clock className="size-4 text-accent" aria-hidden />
        {t('attempts.title')}
      </h4>
      {attempts.isPending ? (
        <Spinner size="sm" />
      ) : attempts.isError ? (
        <p className="text-sm text-danger">{attempts.error.message}</p>
      ) : attempts.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('attempts.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {attempts.data.map((attempt) => (
            <li key={attempt.id}>
              <AttemptOutcome attempt={attempt} showHistoryLink videoId={videoId} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
