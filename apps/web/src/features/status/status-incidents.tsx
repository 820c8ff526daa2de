// The incident notes admins post: the ones going on and those resolved in the last 14 days, newest first, with
// their times in the reader's language.
import type { Incident } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { useRouteLanguage } from '../layout/use-localized-path.ts';

const SEVERITY_LOOK = {
  minor: 'bg-info/10 text-info ring-info/30',
  major: 'bg-warning/10 text-warning ring-warning/30',
  critical: 'bg-danger/10 text-danger ring-danger/30',
} as const;

export function StatusIncidents({ incidents }: { incidents: Incident[] | null }) {
  const { t } = useTranslation('status');
  const language = useRouteLanguage();
  const sorted = incidents ? [...incidents].sort((a, b) => b.startedAt.localeCompare(a.startedAt)) : null;
  return (
    <section aria-labelledby="status-incidents" className="grid gap-4">
      <h2 id="status-incidents" className="text-2xl font-bold tracking-tight">
        {t('incidents.heading')}
      </h2>
      <p className="text-sm text-ink-muted">{t('incidents.about')}</p>
      {sorted === null ? (
        <p className="text-sm text-ink-muted">{t('pending')}</p>
      ) : sorted.length === 0 ? (
        <p className="rounded-2xl bg-surface p-5 text-sm ring-1 ring-line">{t('incidents.none')}</p>
      ) : (
        <ol className="grid gap-3">
          {sorted.map((incident) => (
            <li key={incident.id} className="grid min-w-0 gap-2 rounded-2xl bg-surface p-5 ring-1 ring-line">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="me-auto text-lg font-semibold break-words">{incident.title}</h3>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${SEVERITY_LOOK[incident.severity]}`}
                >
                  {t(`incidents.severity.${incident.severity}`)}
                </span>
                <span className="rounded-full bg-surface-raised px-2.5 py-0.5 text-xs font-semibold ring-1 ring-line">
                  {t(`incidents.status.${incident.status}`)}
                </span>
              </div>
              <p className="text-sm text-ink-muted">
                {t('incidents.started', { time: formatDateTime(incident.startedAt, language) })}
                {incident.resolvedAt &&
                  ` · ${t('incidents.resolved', { time: formatDateTime(incident.resolvedAt, language) })}`}
              </p>
              <p className="text-sm whitespace-pre-line break-words">{incident.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
