// The operations charts (recharts, loaded with the admin pages only): the YouTube units per day against the
// daily budget, and AI tokens or calls per day stacked by engine. Each chart is a <figure> with a caption and a
// one-sentence summary; the exact numbers are in the table beside it. In a right-to-left language the time
// axis runs right to left and the value axis stands on the right. Legends are HTML, so they wrap and mirror.
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import {
  AXIS_TICK,
  ChartFigure,
  LegendList,
  seriesColor,
  TOOLTIP_STYLE,
  useRtl,
} from '../../components/charts/chart-frame.tsx';
import { dayLabel, formatCompact, formatNumber } from '../../lib/format.ts';

export function QuotaChart({
  days,
  budget,
  language,
}: {
  days: readonly { day: string; units: number }[];
  budget: number;
  language: string;
}) {
  const { t } = useTranslation('operations');
  const rtl = useRtl();
  const data = days.map((d) => ({ label: dayLabel(d.day, language), units: d.units }));
  const max = Math.max(0, ...days.map((d) => d.units));
  return (
    <ChartFigure
      title={t('quota.chartTitle')}
      summary={t('quota.chartSummary', {
        count: days.length,
        budget: formatNumber(budget, language),
        max: formatNumber(max, language),
      })}
      legend={
        <LegendList
          items={[
            { label: t('quota.units'), color: seriesColor(0) },
            { label: t('quota.budget'), color: 'var(--color-accent)', line: true },
          ]}
        />
      }
    >
      <BarChart data={data} margin={{ top: 12, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" reversed={rtl} tick={AXIS_TICK} minTickGap={8} />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tick={AXIS_TICK}
          width={52}
          domain={[0, Math.max(budget, max)]}
          tickFormatter={(value: number) => formatCompact(value, language)}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          cursor={{ fill: 'var(--color-line)', opacity: 0.4 }}
          formatter={(value) => formatNumber(Number(value), language)}
        />
        <Bar dataKey="units" name={t('quota.units')} fill={seriesColor(0)} radius={[4, 4, 0, 0]} />
        <ReferenceLine
          y={budget}
          stroke="var(--color-accent)"
          strokeDasharray="6 4"
          strokeWidth={2}
          ifOverflow="extendDomain"
        />
      </BarChart>
    </ChartFigure>
  );
}

export interface SeriesPoint {
  day: string;
  /** The value of each series on that day, by series index. */
  values: number[];
}

export function StackedDaysChart({
  title,
  summary,
  series,
  points,
  language,
}: {
  title: string;
  summary: string;
  series: readonly string[];
  points: readonly SeriesPoint[];
  language: string;
}) {
  const rtl = useRtl();
  // Series are keyed by index: an engine's name ("OpenAI · gpt-4.1") would read as a path in a dataKey.
  const data = points.map((p) => ({
    label: dayLabel(p.day, language),
    ...Object.fromEntries(p.values.map((value, index) => [`s${index}`, value])),
  }));
  return (
    <ChartFigure
      title={title}
      summary={summary}
      legend={<LegendList items={series.map((label, index) => ({ label, color: seriesColor(index) }))} />}
    >
      <BarChart data={data} margin={{ top: 12, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" reversed={rtl} tick={AXIS_TICK} minTickGap={8} />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tick={AXIS_TICK}
          width={52}
          allowDecimals={false}
          tickFormatter={(value: number) => formatCompact(value, language)}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          cursor={{ fill: 'var(--color-line)', opacity: 0.4 }}
          formatter={(value) => formatNumber(Number(value), language)}
        />
        {series.map((name, index) => (
          <Bar key={name} dataKey={`s${index}`} name={name} stackId="all" fill={seriesColor(index)} />
        ))}
      </BarChart>
    </ChartFigure>
  );
}
