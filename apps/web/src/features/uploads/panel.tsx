// A titled card of the upload screens (an icon, an action beside the title).
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Panel({
  title,
  icon,
  action,
  children,
  className,
  id,
}: {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'grid min-w-0 content-start gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={headingId}
          className="flex min-w-0 items-center gap-2 text-base font-semibold [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-accent"
        >
          {icon}
          <span className="min-w-0">{title}</span>
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
