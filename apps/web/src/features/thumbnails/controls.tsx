// The studio's small form controls: a segmented choice (native radios, so arrows and labels work as usual),
// a colour field, a slider with its value, and a switch with its label. Every control has a visible label.
import { useId, type ReactNode } from 'react';
import { Switch } from '../../components/ui/switch.tsx';
import { cn } from '../../lib/cn.ts';

interface SegmentedProps<T extends string> {
  label: string;
  /** Hide the label visually (it stays the group's accessible name). */
  hideLabel?: boolean;
  value: T;
  options: ReadonlyArray<{ value: T; label: string; icon?: ReactNode }>;
  onChange: (value: T) => void;
  className?: string;
}

export function Segmented<T extends string>({
  label,
  hideLabel = false,
  value,
  options,
  onChange,
  className,
}: SegmentedProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn('grid min-w-0 gap-1.5', className)}>
      <legend className={hideLabel ? 'sr-only' : 'mb-1.5 text-xs font-medium text-ink-muted'}>{label}</legend>
      <div className="flex flex-wrap gap-1 rounded-xl bg-page p-1 ring-1 ring-line">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-9 min-w-0 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2.5 py-1.5 text-center text-sm font-medium transition-colors has-focus-visible:outline-2 has-focus-visible:outline-accent [&_svg]:size-4 [&_svg]:shrink-0',
              value === option.value
                ? 'bg-surface-raised text-ink ring-1 ring-line'
                : 'text-ink-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.icon}
            <span className="min-w-0">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ColorField({
  label,
  value,
  onChange,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <label className={cn('flex min-w-0 items-center gap-2 text-sm', className)}>
      <input
        type="color"
        value={value}
        onChange={(event) => onChange(event.target.value.toLowerCase())}
        className="h-9 w-11 shrink-0 cursor-pointer rounded-lg border-0 bg-surface-raised p-1 ring-1 ring-line"
      />
      <span className="min-w-0">
        <span className="block text-ink">{label}</span>
        <span dir="ltr" className="block font-mono text-xs text-ink-muted uppercase">
          {value}
        </span>
      </span>
    </label>
  );
}

export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  display,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** The value as shown beside the label ("140 px", "20 %"). */
  display: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <label htmlFor={id} className="font-medium text-ink-muted">
          {label}
        </label>
        <output htmlFor={id} className="text-ink tabular-nums">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-[var(--color-accent)]"
      />
    </div>
  );
}

export function SwitchRow({
  label,
  checked,
  onChange,
  children,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The settings shown while the switch is on. */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-3 rounded-xl bg-page/60 p-3 ring-1 ring-line">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <Switch id={id} checked={checked} onCheckedChange={onChange} />
      </div>
      {checked && children ? <div className="grid gap-3 sm:grid-cols-2">{children}</div> : null}
    </div>
  );
}

/** A titled panel of the studio. */
export function Panel({
  title,
  icon,
  action,
  children,
  className,
  labelledBy,
}: {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  labelledBy?: string;
}) {
  const fallbackId = useId();
  const headingId = labelledBy ?? fallbackId;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={headingId}
          className="flex items-center gap-2 text-base font-semibold [&_svg]:size-4 [&_svg]:text-accent"
        >
          {icon}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
