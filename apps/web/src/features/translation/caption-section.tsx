// The language's caption track: where its translation comes from (the engine, or YouTube's own), its status,
// the day its upload is planned for; and "Plan caption uploads", which spreads the job's approved tracks over
// the days the channel's share of YouTube's daily quota allows (one captions.insert or update per language).
import type { TranslationJob } from '@vidcraft/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Captions } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatNumber } from '../../lib/format.ts';
import { randomUuid } from '../../lib/uuid.ts';
import { languageName } from './language-names.ts';
import { captionDays } from './publish-selection.ts';
import { AttemptOutcome } from './publish-attempts.tsx';
import { formatQuotaDay } from './quota-day.ts';
import { planCaptionUploads } from './translation-api.ts';
import { translationKeys } from './translation-keys.ts';
import { useJobCache } from './use-translation-jobs.ts';

export function CaptionSection({ job, language }: { job: TranslationJob; language: string }) {
  const { t, i18n } = useTranslation('translation');
  const client = useQueryClient();
  const { putJob } = useJobCache();
  const caption = job.languages.find((item) => item.language === language)?.caption ?? null;
  const plan = useMutation({
    mutationFn: () => planCaptionUploads(job.id, randomUuid()),
    meta: { errorToast: false, youtube: true },
    onSuccess: ({ job: next }) => {
      putJob(next);
      void client.invalidateQueries({ queryKey: translationKeys.attempts(job.id) });
    },
  });
  const days = captionDays(job);
  const list = (ids: readonly string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      ids.map((id) => languageName(id, i18n.language)),
    );
  const plannable = job.languages.some(
    (item) => item.caption && item.caption.status === 'translated' && item.status === 'approved',
  );

  return (
    <div className="grid gap-3">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <Captions className="size-4 text-accent" aria-hidden />
        {t('caption.title')}
      </h4>
      {caption ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-muted">{t('caption.source')}</dt>
          <dd>{caption.source === 'youtube' ? t('caption.sourceYoutube') : t('caption.sourceEngine')}</dd>
          <dt className="text-ink-muted">{t('caption.statusLabel')}</dt>
          <dd>{t(`caption.status.${caption.status}`)}</dd>
          <dt className="text-ink-muted">{t('caption.cues')}</dt>
          <dd className="tabular-nums">{formatNumber(caption.cues, i18n.language)}</dd>
          {caption.plannedDay ? (
            <>
              <dt className="text-ink-muted">{t('caption.plannedDay')}</dt>
              <dd>
                <time dateTime={caption.plannedDay}>{formatQuotaDay(caption.plannedDay, i18n.language)}</time>
              </dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-ink-muted">{t('caption.none')}</p>
      )}
      {caption?.error ? <ErrorNote>{caption.error}</ErrorNote> : null}
      {job.captionSource !== null ? (
        <div className="grid gap-2">
          <Button
            size="sm"
            variant="secondary"
            className="justify-self-start"
            disabled={!plannable || plan.isPending}
            onClick={() => plan.mutate()}
          >
            <CalendarDays aria-hidden />
            {plan.isPending ? t('caption.planning') : t('caption.plan')}
          </Button>
          {!plannable ? <p className="text-xs text-ink-muted">{t('caption.planNeedsApproval')}</p> : null}
          {plan.error ? <ErrorNote>{plan.error.message}</ErrorNote> : null}
          {plan.data ? <AttemptOutcome attempt={plan.data.attempt} /> : null}
          {days.length > 0 ? (
            <div className="grid gap-1">
              <p className="text-xs font-medium text-ink-muted">{t('caption.dayPlan')}</p>
              <ul className="grid gap-1 text-sm">
                {days.map((day) => (
                  <li key={day.day} className="flex flex-wrap gap-x-2">
                    <time dateTime={day.day} className="font-medium">
                      {formatQuotaDay(day.day, i18n.language)}
                    </time>
                    <span className="text-ink-muted">{list(day.languages)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
