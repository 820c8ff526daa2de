// A styled native <select>: accessible, keyboard- and phone-friendly without extra JavaScript.
import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <span className={cn('relative inline-flex', className)}>
      <select
        className="h-10 w-full appearance-none rounded-lg bg-surface-raised ps-3 pe-9 text-sm text-ink ring-1 ring-line focus-visible:outline-2 focus-visible:outline-accent"
        {...props}
      >
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute end-3 top-3 size-4 text-ink-muted" aria-hidden />
    </span>
  );
}
