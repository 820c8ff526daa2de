// One metadata field in the editor: a titled card whose body sets the value on YouTube now, the suggestion and
// the user's version side by side (three columns on wide screens, two then one as the screen narrows).
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

interface SectionProps {
  id: string;
  title: string;
  Icon: LucideIcon;
  /** Beside the title: counters, copy. */
  actions?: ReactNode;
  children: ReactNode;
}

export function FieldSection({ id, title, Icon, actions, children }: SectionProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid grid-cols-1 gap-5 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold">
          <Icon className="size-5 text-accent" aria-hidden />
          {title}
        </h2>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** The three columns: current, suggestion, yours. The last spans both columns of the two-column layout. */
export function FieldColumns({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3', className)}>{children}</div>
  );
}

interface ColumnProps {
  label: string;
  /** The user's column: spans the full width until three columns fit. */
  mine?: boolean;
  action?: ReactNode;
  children: ReactNode;
}

export function FieldColumn({ label, mine = false, action, children }: ColumnProps) {
  return (
    <div className={cn('grid min-w-0 content-start gap-3', mine && 'md:col-span-2 xl:col-span-1')}>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <h3
          className={cn(
            'text-xs font-semibold tracking-wide uppercase',
            mine ? 'text-accent' : 'text-ink-muted',
          )}
        >
          {label}
        </h3>
        {action}
      </div>
      {children}
    </div>
  );
}

/** Read-only text of a column (current or suggested value). */
export function ValueBox({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'rounded-xl bg-page/60 p-3 text-sm leading-relaxed wrap-anywhere ring-1 ring-line',
        className,
      )}
    >
      {children}
    </div>
  );
}
