// /admin/jobs: the queues by kind and state, the recent failures with their errors, and a filtered, paged list
// of runs. A failed or cancelled run can be retried (it continues from its checkpoint); a run that still
// waits can be cancelled. Each click sends its own idempotency key, so a repeated request acts once.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_STATUSES, type AdminJobRun, type AdminJobsResponse, type JobStatus } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { randomUuid } from '../../lib/uuid.ts';
import { useRouteLanguage } from '../layout/use-localized-path.ts';
import { cancelJob, opsQueryKeys, retryJob, useAdminJobs } from './ops-api.ts';
import { NUM, OpsPage, OpsSection, QueryState, TABLE, TABLE_WRAP, TD, TH } from './ops-page.tsx';

const PAGE_SIZE = 25;

const TONES: Record<JobStatus, BadgeProps['tone']> = {
  queued: 'info',
  running: 'accent',
  paused: 'warning',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

export function OpsJobsPage() {
  const { t } = useTranslation('operations');
  return (
    <OpsPage title={t('jobs.title')} documentTitle={t('jobs.documentTitle')} lead={t('jobs.lead')}>
      <JobsContent />
    </OpsPage>
  );
}

function JobsContent() {
  const { t } = useTranslation('operations');
  const [kind, setKind] = useState('');
  const [status, setStatus] = useState<JobStatus | ''>('');
  const [page, setPage] = useState(1);
  const jobs = useAdminJobs({
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    page,
    pageSize: PAGE_SIZE,
  });
  if (!jobs.data) return <QueryState query={jobs} />;
  const data = jobs.data;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="grid min-w-0 gap-8">
      <OpsSection id="jobs-counts" title={t('jobs.countsTitle')}>
        <CountsTable data={data} />
      </OpsSection>
      <OpsSection id="jobs-failures" title={t('jobs.failuresTitle')}>
        {data.failures.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('jobs.noFailures')}</p>
        ) : (
          <RunsTable runs={data.failures} caption={t('jobs.failuresTitle')} />
        )}
      </OpsSection>
      <OpsSection id="jobs-runs" title={t('jobs.runsTitle')}>
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm">
            <span className="text-ink-muted">{t('jobs.filterKind')}</span>
            <NativeSelect
              value={kind}
              onChange={(event) => {
                setKind(event.target.value);
                setPage(1);
              }}
            >
              <option value="">{t('jobs.allKinds')}</option>
              {data.kinds.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="grid gap-1 text-sm">
            <span className="text-ink-muted">{t('jobs.filterStatus')}</span>
            <NativeSelect
              value={status}
              onChange={(event) => {
                setStatus(event.target.value as JobStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('jobs.allStatuses')}</option>
              {JOB_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`jobs.statuses.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </label>
        </div>
        {data.runs.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('jobs.noRuns')}</p>
        ) : (
          <RunsTable runs={data.runs} caption={t('jobs.runsTitle')} />
        )}
        <nav aria-label={t('jobs.runsTitle')} className="flex flex-wrap items-center gap-3 text-sm">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('jobs.previous')}
          </Button>
          <span className="tabular-nums text-ink-muted">{t('jobs.page', { page, pages })}</span>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('jobs.next')}
          </Button>
        </nav>
      </OpsSection>
    </div>
  );
}

function CountsTable({ data }: { data: AdminJobsResponse }) {
  const { t } = useTranslation('operations');
  const language = useRouteLanguage();
  const count = (kind: string, status: JobStatus) =>
    data.counts.find((c) => c.kind === kind && c.status === status)?.count ?? 0;
  const kinds = [...new Set([...data.kinds, ...data.counts.map((c) => c.kind)])];
  return (
    <div className={TABLE_WRAP}>
      <table className={TABLE}>
        <caption className="sr-only">{t('jobs.countsCaption')}</caption>
        <thead className="bg-surface-raised text-ink-muted">
          <tr>
            <th scope="col" className={TH}>
              {t('jobs.kind')}
            </th>
            {JOB_STATUSES.map((s) => (
              <th key={s} scope="col" className={`${TH} text-end`}>
                {t(`jobs.statuses.${s}`)}
              </th>
            ))}
            <th scope="col" className={`${TH} text-end`}>
              {t('jobs.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((kind) => (
            <tr key={kind} className="border-t border-line">
              <th scope="row" className={`${TD} text-start font-semibold`}>
                {kind}
              </th>
              {JOB_STATUSES.map((s) => (
                <td key={s} className={`${NUM} ${s === 'failed' && count(kind, s) > 0 ? 'text-danger' : ''}`}>
                  {formatNumber(count(kind, s), language)}
                </td>
              ))}
              <td className={`${NUM} font-semibold`}>
                {formatNumber(
                  JOB_STATUSES.reduce((n, s) => n + count(kind, s), 0),
                  language,
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RunsTable({ runs, caption }: { runs: AdminJobRun[]; caption: string }) {
  const { t } = useTranslation('operations');
  const language = useRouteLanguage();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const onSettled = () => queryClient.invalidateQueries({ queryKey: opsQueryKeys.allJobs });
  const retry = useMutation({
    mutationFn: (id: string) => retryJob(id, randomUuid()),
    onSuccess: () => setNotice(t('jobs.retried')),
    onSettled,
  });
  const cancel = useMutation({
    mutationFn: cancelJob,
    onSuccess: () => setNotice(t('jobs.cancelled')),
    onSettled,
  });
  const failure = retry.error ?? cancel.error;
  const busy = retry.isPending || cancel.isPending;
  return (
    <div className="grid min-w-0 gap-3">
      {failure ? <ErrorNote>{failure.message}</ErrorNote> : null}
      {notice && !failure ? (
        <p role="status" className="text-sm text-success">
          {notice}
        </p>
      ) : null}
      <div className={TABLE_WRAP}>
        <table className={TABLE}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-raised text-ink-muted">
            <tr>
              <th scope="col" className={TH}>
                {t('jobs.kind')}
              </th>
              <th scope="col" className={TH}>
                {t('jobs.state')}
              </th>
              <th scope="col" className={TH}>
                {t('jobs.owner')}
              </th>
              <th scope="col" className={`${TH} text-end`}>
                {t('jobs.attempts')}
              </th>
              <th scope="col" className={TH}>
                {t('jobs.created')}
              </th>
              <th scope="col" className={TH}>
                {t('jobs.error')}
              </th>
              <th scope="col" className={TH}>
                <span className="sr-only">{t('jobs.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id} className="border-t border-line">
                <td className={`${TD} font-semibold whitespace-nowrap`}>{run.kind}</td>
                <td className={TD}>
                  <Badge tone={TONES[run.status]}>{t(`jobs.statuses.${run.status}`)}</Badge>
                </td>
                <td className={`${TD} whitespace-nowrap`}>
                  {run.owner?.email ?? run.owner?.id ?? t('jobs.noOwner')}
                </td>
                <td className={NUM}>{formatNumber(run.attempts, language)}</td>
                <td className={`${TD} whitespace-nowrap`}>{formatDateTime(run.createdAt, language)}</td>
                <td className={`${TD} min-w-48`}>
                  {run.error ? (
                    <>
                      <code className="text-xs text-danger">{run.error.code}</code>
                      <span className="block text-ink-muted">{run.error.message}</span>
                    </>
                  ) : (
                    <span className="text-ink-muted">{t('common.none')}</span>
                  )}
                </td>
                <td className={TD}>
                  <div className="flex justify-end gap-2">
                    {run.status === 'failed' || run.status === 'cancelled' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy}
                        aria-label={`${t('jobs.retry')} ${run.kind} ${run.id}`}
                        onClick={() => {
                          setNotice(null);
                          cancel.reset();
                          retry.mutate(run.id);
                        }}
                      >
                        {t('jobs.retry')}
                      </Button>
                    ) : null}
                    {run.status === 'queued' || run.status === 'paused' ? (
                      <Button
                        size="sm"
                        variant="dangerGhost"
                        disabled={busy}
                        aria-label={`${t('jobs.cancel')} ${run.kind} ${run.id}`}
                        onClick={() => {
                          if (!window.confirm(t('jobs.cancelConfirm', { kind: run.kind }))) return;
                          setNotice(null);
                          retry.reset();
                          cancel.mutate(run.id);
                        }}
                      >
                        {t('jobs.cancel')}
                      </Button>
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
