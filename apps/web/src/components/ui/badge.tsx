import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset [&_svg]:size-3',
  {
    variants: {
      tone: {
        neutral: 'bg-surface-raised text-ink-muted ring-line',
        success: 'bg-success/10 text-success ring-success/30',
        warning: 'bg-warning/10 text-warning ring-warning/30',
        danger: 'bg-danger/10 text-danger ring-danger/30',
        info: 'bg-info/10 text-info ring-info/30',
        accent: 'bg-accent/10 text-accent ring-accent/30',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, tone, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
