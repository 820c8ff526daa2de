// /admin/audit: every admin write, newest first, a page at a time — when, who, what, on what, and the fields it
// changed from before to after. Filtered by area (users, plans, settings, jobs). Shown inside AdminLayout.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@vidcraft/contracts';
import { Spinner } from '../../components/spinner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { AppPage, StateBox } from '../app-shell/app-page.tsx';
import { useRouteLanguage } from '../layout/use-localized-path.ts';
import { auditChanges } from './admin-format.ts';
import { useAuditLog } from './admin-queries.ts';

const AREAS = ['user', 'plan', 'setting', 'job'] as const;

export function AdminAuditPage() {
  const { t } = useTranslation('admin');
  const [area, setArea] = useState('');
  const log = useAuditLog(area);
  useEffect(() => {
    document.title = t('audit.documentTitle');
  }, [t]);
  const entries = log.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <AppPage
      title={t('audit.title')}
      lead={t('audit.lead')}
      actions={
        <label className="flex items-center gap-2 text-sm">
          <span className="font-semibold">{t('audit.filter')}</span>
          <NativeSelect value={area} onChange={(event) => setArea(event.target.value)}>
            <option value="">{t('audit.all')}</option>
            {AREAS.map((value) => (
              <option key={value} value={value}>
                {t(`audit.areas.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
      }
    >
      {log.isPending ? (
        <StateBox role="status">
          <Spinner />
        </StateBox>
      ) : log.isError ? (
        <ErrorNote>{t('audit.loadFailed', { message: log.error.message })}</ErrorNote>
      ) : entries.length === 0 ? (
        <StateBox>{t('audit.empty')}</StateBox>
      ) : (
        <div className="grid gap-4">
          <ol className="grid gap-2">
            {entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
          {log.hasNextPage ? (
            <div>
              <Button
                variant="secondary"
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {t('common.loadMore')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </AppPage>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin');
  const language = useRouteLanguage();
  const actionKey = `audit.actions.${entry.action}`;
  // An action this page has no words for (a newer area) is shown by its name.
  const what =
    /^[a-z]+\.[a-zA-Z]+$/.test(entry.action) && i18n.exists(actionKey, { ns: 'admin' })
      ? t(actionKey as 'audit.actions.user.disable')
      : entry.action;
  const target =
    entry.target.label ?? (entry.target.id ? `${entry.target.type} ${entry.target.id}` : entry.target.type);
  const changes = auditChanges(entry.before, entry.after);
  const created = entry.before === null;
  const removed = entry.after === null;
  return (
    <li className="grid gap-3 rounded-xl bg-surface p-4 ring-1 ring-line md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="grid min-w-0 content-start gap-1 text-sm">
        <span className="font-semibold">{what}</span>
        <span className="truncate text-ink-muted" dir="ltr">
          {target}
        </span>
        <span className="text-xs text-ink-muted">
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
          {' · '}
          <span dir="ltr">{entry.actor.email}</span>
        </span>
      </div>
      <div className="min-w-0 text-sm">
        <span className="sr-only">{t('audit.columns.change')}</span>
        {created || removed ? (
          <p className="mb-1 text-xs font-semibold text-ink-muted">
            {created ? t('audit.created') : t('audit.removed')}
          </p>
        ) : null}
        {changes.length === 0 ? (
          <p className="text-ink-muted">{t('audit.noChange')}</p>
        ) : (
          <dl className="grid gap-1">
            {changes.map((change) => (
              <div
                key={change.field}
                className="grid min-w-0 gap-x-2 sm:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]"
              >
                <dt className="truncate font-mono text-xs text-ink-muted" dir="ltr">
                  {change.field || '·'}
                </dt>
                <dd className="min-w-0 break-words" dir="ltr">
                  {change.before === undefined ? null : (
                    <del className="text-danger line-through decoration-danger/60">{change.before}</del>
                  )}
                  {change.before !== undefined && change.after !== undefined ? (
                    <span aria-hidden> → </span>
                  ) : null}
                  {change.after === undefined ? null : (
                    <ins className="text-success no-underline">{change.after}</ins>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </li>
  );
}
