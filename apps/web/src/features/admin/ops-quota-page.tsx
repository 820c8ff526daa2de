// /admin/quota: the project's YouTube units per quota day against the daily budget (a chart, and the same
// numbers in a table), today's use and reset, the per-user share, and today's largest spenders.
import { useState, type ReactNode } from 'react';
import type { AdminQuotaResponse } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorNote } from '../../components/ui/error-note.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { useLocalizedPath, useRouteLanguage } from '../layout/use-localized-path.ts';
import { useYoutubeQuota } from './ops-api.ts';
import { QuotaChart } from './ops-charts.tsx';
import { dayLongLabel, formatPercent } from '../../lib/format.ts';
import { NUM, OpsPage, OpsSection, QueryState, RangeSelect, TABLE, TABLE_WRAP, TD, TH } from './ops-page.tsx';

const RANGES = [7, 14, 30, 90] as const;

export function OpsQuotaPage() {
  const { t } = useTranslation('operations');
  return (
    <OpsPage title={t('quota.title')} documentTitle={t('quota.documentTitle')} lead={t('quota.lead')}>
      <QuotaContent />
    </OpsPage>
  );
}

function QuotaContent() {
  const { t } = useTranslation('operations');
  const language = useRouteLanguage();
  const localized = useLocalizedPath();
  const [days, setDays] = useState<number>(14);
  const quota = useYoutubeQuota(days);
  if (!quota.data) return <QueryState query={quota} />;
  const data = quota.data;
  const today = data.days.at(-1)?.units ?? 0;
  return (
    <div className="grid min-w-0 gap-8">
      {data.exhaustedToday ? <ErrorNote>{t('quota.exhausted')}</ErrorNote> : null}
      <dl className="grid gap-3 sm:grid-cols-3">
        <Stat label={t('quota.usedToday')}>
          <span className="text-2xl font-bold tabular-nums">{formatNumber(today, language)}</span>{' '}
          <span className="text-ink-muted">
            {t('quota.ofBudget', { budget: formatNumber(data.dailyBudget, language) })}
          </span>
        </Stat>
        <Stat label={t('quota.userShare')}>
          {t('quota.userShareValue', {
            percent: formatPercent(data.userShare, language),
            units: formatNumber(data.perUserLimit, language),
          })}
        </Stat>
        <Stat label={t('quota.resetsAt')}>{formatDateTime(data.resetsAt, language)}</Stat>
      </dl>
      <p className="text-sm">
        <Link className="text-accent underline-offset-4 hover:underline" to={localized('/admin/settings')}>
          {t('quota.changeSettings')}
        </Link>
      </p>
      <OpsSection id="quota-days" title={t('quota.chartTitle')}>
        <RangeSelect value={days} options={RANGES} onChange={setDays} />
        <QuotaChart days={data.days} budget={data.dailyBudget} language={language} />
        <DaysTable data={data} />
      </OpsSection>
      <OpsSection id="quota-top" title={t('quota.topTitle')}>
        <SpendersTable data={data} />
      </OpsSection>
    </div>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 rounded-xl bg-surface p-4 ring-1 ring-line">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DaysTable({ data }: { data: AdminQuotaResponse }) {
  const { t } = useTranslation('operations');
  const language = useRouteLanguage();
  return (
    <details className="rounded-xl ring-1 ring-line">
      <summary className="cursor-pointer p-3 text-sm font-semibold">{t('common.chartTable')}</summary>
      <div className="relative overflow-x-auto">
        <table className={TABLE}>
          <caption className="sr-only">{t('quota.chartTitle')}</caption>
          <thead className="bg-surface-raised text-ink-muted">
            <tr>
              <th scope="col" className={TH}>
                {t('common.day')}
              </th>
              <th scope="col" className={`${TH} text-end`}>
                {t('quota.units')}
              </th>
              <th scope="col" className={`${TH} text-end`}>
                {t('common.calls')}
              </th>
              <th scope="col" className={`${TH} text-end`}>
                {t('quota.errors')}
              </th>
              <th scope="col" className={`${TH} text-end`}>
                {t('quota.shareOfBudget')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...data.days].reverse().map((day) => (
              <tr key={day.day} className="border-t border-line">
                <th scope="row" className={`${TD} text-start font-normal whitespace-nowrap`}>
                  {dayLongLabel(day.day, language)}
                </th>
                <td className={NUM}>{formatNumber(day.units, language)}</td>
                <td className={NUM}>{formatNumber(day.calls, language)}</td>
                <td className={NUM}>{formatNumber(day.errors, language)}</td>
                <td className={NUM}>{formatPercent(day.units / data.dailyBudget, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

function SpendersTable({ data }: { data: AdminQuotaResponse }) {
  const { t } = useTranslation('operations');
  const language = useRouteLanguage();
  if (data.topSpenders.length === 0) return <p className="text-sm text-ink-muted">{t('quota.noSpenders')}</p>;
  return (
    <div className={TABLE_WRAP}>
      <table className={TABLE}>
        <caption className="sr-only">{t('quota.topTitle')}</caption>
        <thead className="bg-surface-raised text-ink-muted">
          <tr>
            <th scope="col" className={TH}>
              {t('quota.user')}
            </th>
            <th scope="col" className={`${TH} text-end`}>
              {t('quota.units')}
            </th>
            <th scope="col" className={`${TH} text-end`}>
              {t('common.calls')}
            </th>
            <th scope="col" className={`${TH} text-end`}>
              {t('quota.shareOfBudget')}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.topSpenders.map((spender) => (
            <tr key={spender.userId ?? 'system'} className="border-t border-line">
              <th scope="row" className={`${TD} text-start font-normal whitespace-nowrap`}>
                {spender.email ?? spender.userId ?? t('quota.noUser')}
              </th>
              <td className={NUM}>{formatNumber(spender.units, language)}</td>
              <td className={NUM}>{formatNumber(spender.calls, language)}</td>
              <td className={NUM}>{formatPercent(spender.units / data.dailyBudget, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
