import { cn } from '../../lib/cn.ts';

/** A horizontal bar for a share of something (progress, quota). */
export function Meter({
  value,
  label,
  tone = 'accent',
  className,
}: {
  value: number;
  label: string;
  tone?: 'accent' | 'warning' | 'danger';
  className?: string;
}) {
  const width = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      className={cn('h-2 overflow-hidden rounded-full bg-line', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width]',
          tone === 'accent' && 'bg-accent-gradient',
          tone === 'warning' && 'bg-warning',
          tone === 'danger' && 'bg-danger',
        )}
        style={{ width: `${width}%` }}
      />
    </div>
  );
}
