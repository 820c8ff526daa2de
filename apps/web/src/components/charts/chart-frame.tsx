// The frame every chart of the app shares (recharts; import it only from lazily loaded chart modules): a <figure>
// with a caption and a one-sentence summary, the theme's series colours, axis and tooltip styles, an HTML legend
// that wraps and mirrors with the page, and whether the interface runs right to left (the time axis then runs
// right to left and the value axis stands on the right).
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveContainer } from 'recharts';

/** Series colours from the theme, then a few more that stay readable on the dark surface. */
export const SERIES_COLORS = [
  'var(--color-info)',
  'var(--color-accent)',
  'var(--color-success)',
  'var(--color-warning)',
  'var(--color-accent-warm)',
  '#c084fc',
  '#2dd4bf',
  '#f472b6',
];
export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length]!;

export const AXIS_TICK = { fill: 'var(--color-ink-muted)', fontSize: 12 };
export const TOOLTIP_STYLE = {
  background: 'var(--color-surface-raised)',
  border: '1px solid var(--color-line)',
  borderRadius: 8,
  color: 'var(--color-ink)',
};
export const CHART_HEIGHT = 260;

export function useRtl(): boolean {
  const { i18n } = useTranslation();
  return i18n.dir(i18n.language) === 'rtl';
}

export function ChartFigure({
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

export function LegendList({ items }: { items: { label: string; color: string; line?: boolean }[] }) {
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
