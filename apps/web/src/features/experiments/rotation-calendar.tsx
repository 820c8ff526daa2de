// Which variant is on which day, and whether each day's swap was made: a list that wraps into a grid on wide
// screens and reads in order in right-to-left languages.
import type { ExperimentView } from '@vidcraft/contracts';
import { Check, CircleSlash, Clock, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';

const ICONS = { done: Check, failed: X, skipped: CircleSlash, cancelled: CircleSlash } as const;

export function RotationCalendar({ experiment }: { experiment: ExperimentView }) {
  const { t, i18n } = useTranslation('experiments');
  const restore = experiment.restore;
  return (
    <div className="grid gap-2">
      <h3 id={`calendar-${experiment.id}`} className="text-sm font-medium">
        {t('running.calendar')}
      </h3>
      <ol
        aria-labelledby={`calendar-${experiment.id}`}
        className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2 text-xs"
      >
        {experiment.calendar.map((day) => {
          const status = day.swap?.status ?? 'none';
          const Icon = ICONS[status as keyof typeof ICONS] ?? Clock;
          return (
            <li
              key={day.dayIndex}
              className={`grid gap-0.5 rounded-lg p-2 ring-1 ${status === 'done' || status === 'none' ? 'ring-line' : 'ring-line/50 text-ink-muted'}`}
            >
              <span>
                {t('running.day', { n: day.dayIndex + 1, date: formatDate(day.startsAt, i18n.language) })}
              </span>
              <span className="text-base font-semibold">{day.variant}</span>
              <span className="flex items-center gap-1">
                <Icon className="size-3" aria-hidden />
                {t(`running.swap.${status}`)}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="text-xs text-ink-muted">
        {t('running.restore', { label: restore.variant })} · {t(`running.swap.${restore.status}`)}
      </p>
    </div>
  );
}
