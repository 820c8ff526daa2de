// A chart of one value per day with the same figures in a table on demand: nothing is only in the picture.
// recharts comes with the analytics route's own chunk (a lazy route), so no other page loads it.
import { useTranslation } from 'react-i18next';
import { dayLongLabel } from '../../lib/format.ts';
import DaysChart, { type DaysChartProps } from './analytics-charts.tsx';

export function DaysSection(props: DaysChartProps) {
  const { t } = useTranslation('analytics');
  const rows = props.points.filter((p) => p.value !== null);
  return (
    <section className="grid min-w-0 gap-2">
      <DaysChart {...props} />
      {rows.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-ink-muted hover:text-ink">{t('charts.table')}</summary>
          <div className="mt-2 max-h-72 overflow-auto rounded-xl ring-1 ring-line">
            <table className="w-full text-start">
              <caption className="sr-only">{props.title}</caption>
              <thead className="sticky top-0 bg-surface-raised">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start font-medium">
                    {t('charts.day')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-end font-medium">
                    {props.seriesLabel}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.day} className="border-t border-line">
                    <td className="px-3 py-1.5 whitespace-nowrap">{dayLongLabel(row.day, props.language)}</td>
                    <td className="px-3 py-1.5 text-end tabular-nums">{props.format(row.value!)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </section>
  );
}
