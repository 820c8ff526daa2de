// The operations charts (recharts, loaded with the admin pages only): the YouTube units per day against the
// daily budget, and AI tokens or calls per day stacked by engine. Each chart is a <figure> with a caption and a
// one-sentence summary; the exact numbers are in the table beside it. In a right-to-left language the time
// axis runs right to left and the value axis stands on the right. Legends are HTML, so they wrap and mirror.
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCompact, formatNumber } from '../../lib/format.ts';
import { dayLabel } from './ops-format.ts';

/** Series colours from the theme, then a few more that stay readable on the dark surface. */
const SERIES = [
  'var(--color-info)',
  'var(--color-accent)',
  'var(--color-success)',
  'var(--color-warning)',
  'var(--color-accent-warm)',
  '#c084fc',
  '#2dd4bf',
  '#f472b6',
];
const seriesColor = (index: number) => SERIES[index % SERIES.length]!;

const AXIS_TICK = { fill: 'var(--color-ink-muted)', fontSize: 12 };
const TOOLTIP_STYLE = {
  background: 'var(--color-surface-raised)',
  border: '1px solid var(--color-line)',
  borderRadius: 8,
  color: 'var(--color-ink)',
};
const CHART_HEIGHT = 260;

function useRtl(): boolean {
  const { i18n } = useTranslation();
  return i18n.dir(i18n.language) === 'rtl';
}

function ChartFigure({
  title,
  summary,
  legend,
  children,
}: {
  title: string;
  summary: string;
  legend: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="grid min-w-0 gap-3">
      <figcaption className="grid gap-1">
        <span id={`${id}-title`} className="font-semibold">
          {title}
        </span>
        <span id={`${id}-summary`} className="text-sm text-ink-muted">
          {summary}
        </span>
      </figcaption>
      <div className="min-w-0 rounded-xl bg-surface p-2 ring-1 ring-line sm:p-4">
        <ResponsiveContainer
          width="100%"
          height={CHART_HEIGHT}
          initialDimension={{ width: 320, height: CHART_HEIGHT }}
        >
          {children as never}
        </ResponsiveContainer>
      </div>
      {legend}
    </figure>
  );
}

function LegendList({ items }: { items: { label: string; color: string; line?: boolean }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span
            aria-hidden
            className={item.line ? 'h-0 w-4 border-t-2 border-dashed' : 'size-3 rounded-sm'}
            style={item.line ? { borderColor: item.color } : { background: item.color }}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

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
