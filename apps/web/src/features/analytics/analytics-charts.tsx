// The analytics charts (recharts, in the analytics route's chunk only): a value per day as a
// line, with the days of published changes marked. Each is a <figure> with a caption and a one-sentence summary;
// the figures are also in a table beside it (days-section.tsx). Right to left, the time axis runs right to left.
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import {
  AXIS_TICK,
  ChartFigure,
  LegendList,
  seriesColor,
  TOOLTIP_STYLE,
  useRtl,
} from '../../components/charts/chart-frame.tsx';
import { dayLabel } from '../../lib/format.ts';

export interface DaysChartProps {
  title: string;
  summary: string;
  seriesLabel: string;
  points: readonly { day: string; value: number | null }[];
  /** Days of published changes, drawn as dashed vertical lines. */
  markers?: readonly string[];
  format: (value: number) => string;
  language: string;
}

export default function DaysChart({
  title,
  summary,
  seriesLabel,
  points,
  markers = [],
  format,
  language,
}: DaysChartProps) {
  const { t } = useTranslation('analytics');
  const rtl = useRtl();
  const days = new Set(points.map((p) => p.day));
  const marked = [...new Set(markers)].filter((day) => days.has(day));
  return (
    <ChartFigure
      title={title}
      summary={summary}
      legend={
        <LegendList
          items={[
            { label: seriesLabel, color: seriesColor(0) },
            ...(marked.length > 0
              ? [{ label: t('charts.change'), color: 'var(--color-accent)', line: true }]
              : []),
          ]}
        />
      }
    >
      <LineChart
        data={points as { day: string; value: number | null }[]}
        margin={{ top: 12, right: 8, bottom: 0, left: 8 }}
      >
        <CartesianGrid stroke="var(--color-line)" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="day"
          reversed={rtl}
          tick={AXIS_TICK}
          minTickGap={16}
          tickFormatter={(day: string) => dayLabel(day, language)}
        />
        <YAxis
          orientation={rtl ? 'right' : 'left'}
          tick={AXIS_TICK}
          width={56}
          tickFormatter={(value: number) => format(value)}
        />
        <Tooltip
          contentStyle={TOOLTIP_STYLE}
          labelFormatter={(day) => dayLabel(String(day), language)}
          formatter={(value) => (value === null || value === undefined ? '—' : format(Number(value)))}
        />
        <Line
          type="linear"
          dataKey="value"
          name={seriesLabel}
          stroke={seriesColor(0)}
          strokeWidth={2}
          dot={false}
          connectNulls={false}
          isAnimationActive={false}
        />
        {marked.map((day) => (
          <ReferenceLine
            key={day}
            x={day}
            stroke="var(--color-accent)"
            strokeDasharray="6 4"
            strokeWidth={2}
          />
        ))}
      </LineChart>
    </ChartFigure>
  );
}
