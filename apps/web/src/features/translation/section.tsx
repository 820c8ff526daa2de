// A titled card of the translation screens (an optional step number, an icon, an action beside the title).
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Section({
  title,
  step,
  icon,
  action,
  children,
  className,
  headingLevel = 2,
}: {
  title: string;
  step?: number;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="flex min-w-0 items-center gap-2 text-base font-semibold [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-accent">
          {step !== undefined ? (
            <span
              aria-hidden
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-gradient text-xs font-bold text-accent-ink"
            >
              {step}
            </span>
          ) : (
            icon
          )}
          <span className="min-w-0">{title}</span>
        </Heading>
        {action}
      </div>
      {children}
    </section>
  );
}
