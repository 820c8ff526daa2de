import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';

interface Props {
  title: string;
  Icon?: LucideIcon;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled panel of the dashboard. */
export function DashboardCard({ title, Icon, action, className, children }: Props) {
  return (
    <section
      aria-label={title}
      className={cn('grid content-start gap-4 rounded-2xl bg-surface p-5 ring-1 ring-line', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          {Icon ? <Icon className="size-4 text-accent" aria-hidden /> : null}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
