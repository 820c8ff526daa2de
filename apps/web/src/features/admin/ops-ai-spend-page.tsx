// /admin/ai-spend: calls, tokens and cost per AI engine, over a period and day by day (a stacked chart of tokens
// or calls per engine, and tables with every number). Cost shows only where a price is known; calls without
// one are counted and said so, never priced by guess.
import { useState } from 'react';
import type { AdminAiSpendResponse, AiSpendFigures } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useRouteLanguage } from '../layout/use-localized-path.ts';
import { useAiSpend } from './ops-api.ts';
import { StackedDaysChart } from './ops-charts.tsx';
import { dayLongLabel } from '../../lib/format.ts';
import { formatUsd } from './ops-format.ts';
import { NUM, OpsPage, OpsSection, QueryState, RangeSelect, TABLE, TABLE_WRAP, TD, TH } from './ops-page.tsx';

const RANGES = [7, 30, 90] as const;
type Metric = 'tokens' | 'calls';

export function OpsAiSpendPage() {
  const { t } = useTranslation('operations');
  return (
    <OpsPage title={t('aiSpend.title')} documentTitle={t('aiSpend.documentTitle')} lead={t('aiSpend.lead')}>
      <SpendContent />
    </OpsPage>
  );
}

const engineKey = (row: Pick<AiSpendFigures, 'area' | 'engine'>) => `${row.area}\u0000${row.engine}`;

/** The chart's series (one per engine, in the totals' order) and each day's value per series. */
export function seriesOf(data: AdminAiSpendResponse, metric: Metric) {
  const keys = data.totals.map(engineKey);
  const value = (row: AiSpendFigures) =>
    metric === 'calls' ? row.calls : (row.inputTokens ?? 0) + (row.outputTokens ?? 0);
  const points = data.days.map((day) => ({
    day,
    values: keys.map((key) =>
      data.rows.filter((r) => r.day === day && engineKey(r) === key).reduce((n, r) => n + value(r), 0),
    ),
  }));
  const total = points.reduce((n, p) => n + p.values.reduce((a, b) => a + b, 0), 0);
  return { keys, points, total };
}

function SpendContent() {
  const { t } = useTranslation('operations');
  const language = useRouteLanguage();
  const [days, setDays] = useState<number>(30);
  // Until the admin picks one: tokens when any engine reported them, else calls (image models, translation).
  const [picked, setMetric] = useState<Metric | null>(null);
  const spend = useAiSpend(days);
  if (!spend.data) return <QueryState query={spend} />;
  const data = spend.data;
  const hasTokens = data.totals.some((row) => (row.inputTokens ?? 0) + (row.outputTokens ?? 0) > 0);
  const metric = picked ?? (hasTokens ? 'tokens' : 'calls');
  const { points, total } = seriesOf(data, metric);
  const names = data.totals.map((row) => `${t(`aiSpend.areas.${row.area}`)} · ${row.engine}`);
  return (
    <div className="grid min-w-0 gap-8">
      <p className="max-w-3xl text-sm text-ink-muted">{t('aiSpend.source')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <RangeSelect value={days} options={RANGES} onChange={setDays} />
      </div>
      <OpsSection id="spend-totals" title={t('aiSpend.totalsTitle')}>
        {data.totals.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('aiSpend.noSpend')}</p>
        ) : (
          <FiguresTable rows={data.totals} caption={t('aiSpend.totalsTitle')} />
        )}
        <p className="max-w-3xl text-xs text-ink-muted">{t('aiSpend.costHint')}</p>
      </OpsSection>
      {data.totals.length > 0 ? (
        <OpsSection id="spend-days" title={t('aiSpend.chartTitle')}>
          <label className="flex items-center gap-2 text-sm">
            <span className="text-ink-muted">{t('aiSpend.metric')}</span>
            <NativeSelect value={metric} onChange={(event) => setMetric(event.target.value as Metric)}>
              <option value="tokens">{t('aiSpend.metricTokens')}</option>
              <option value="calls">{t('aiSpend.metricCalls')}</option>
            </NativeSelect>
          </label>
          <StackedDaysChart
            title={metric === 'tokens' ? t('aiSpend.metricTokens') : t('aiSpend.metricCalls')}
            summary={t(metric === 'tokens' ? 'aiSpend.chartSummaryTokens' : 'aiSpend.chartSummaryCalls', {
              count: data.days.length,
              total: formatNumber(total, language),
            })}
            series={names}
            points={points}
            language={language}
          />
          <details className="rounded-xl ring-1 ring-line">
            <summary className="cursor-pointer p-3 text-sm font-semibold">{t('aiSpend.dailyTitle')}</summary>
            <FiguresTable rows={[...data.rows].reverse()} caption={t('aiSpend.dailyTitle')} withDay bare />
          </details>
        </OpsSection>
      ) : null}
    </div>
  );
}

function FiguresTable({
  rows,
  caption,
  withDay = false,
  bare = false,
}: {
  rows: (AiSpendFigures & { day?: string })[];
  caption: string;
  withDay?: boolean;
  bare?: boolean;
}) {
  const { t } = useTranslation('operations');
  const language = useRouteLanguage();
  const count = (value: number | null) =>
    value === null ? (
      <span className="text-ink-muted">{t('aiSpend.noTokens')}</span>
    ) : (
      formatNumber(value, language)
    );
  return (
    <div className={bare ? 'relative overflow-x-auto' : TABLE_WRAP}>
      <table className={TABLE}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-raised text-ink-muted">
          <tr>
            {withDay ? (
              <th scope="col" className={TH}>
                {t('common.day')}
              </th>
            ) : null}
            <th scope="col" className={TH}>
              {t('aiSpend.area')}
            </th>
            <th scope="col" className={TH}>
              {t('aiSpend.engine')}
            </th>
            <th scope="col" className={`${TH} text-end`}>
              {t('common.calls')}
            </th>
            <th scope="col" className={`${TH} text-end`}>
              {t('aiSpend.inputTokens')}
            </th>
            <th scope="col" className={`${TH} text-end`}>
              {t('aiSpend.outputTokens')}
            </th>
            <th scope="col" className={`${TH} text-end`}>
              {t('aiSpend.characters')}
            </th>
            <th scope="col" className={`${TH} text-end`}>
              {t('aiSpend.cost')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.day ?? ''}${engineKey(row)}`} className="border-t border-line">
              {withDay && row.day ? (
                <td className={`${TD} whitespace-nowrap`}>{dayLongLabel(row.day, language)}</td>
              ) : null}
              <td className={`${TD} whitespace-nowrap`}>{t(`aiSpend.areas.${row.area}`)}</td>
              <th scope="row" className={`${TD} text-start font-semibold`}>
                {row.engine}
              </th>
              <td className={NUM}>{formatNumber(row.calls, language)}</td>
              <td className={NUM}>{count(row.inputTokens)}</td>
              <td className={NUM}>{count(row.outputTokens)}</td>
              <td className={NUM}>{row.characters === null ? t('common.none') : count(row.characters)}</td>
              <td className={NUM}>
                <CostCell row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The known cost; calls without a price are named, not priced. */
function CostCell({ row }: { row: AiSpendFigures }) {
  const { t } = useTranslation('operations');
  const language = useRouteLanguage();
  if (row.costUsd === null) return <span className="text-ink-muted">{t('aiSpend.costUnknown')}</span>;
  if (row.unpricedCalls === 0) return formatUsd(row.costUsd, language);
  return t('aiSpend.costPartial', { cost: formatUsd(row.costUsd, language), count: row.unpricedCalls });
}
