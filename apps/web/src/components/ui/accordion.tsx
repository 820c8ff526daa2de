import type { ComponentProps } from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-line', className)} {...props} />;
}

interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /** The heading level wrapping the trigger, so it fits the page outline (Radix defaults to h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

export function AccordionTrigger({
  className,
  children,
  headingLevel: Heading = 'h3',
  ...props
}: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            'flex flex-1 items-center justify-between py-4 text-start text-sm font-semibold text-ink focus-visible:outline-2 focus-visible:outline-accent [&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown className="size-4 text-ink-muted transition-transform" aria-hidden />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return <AccordionPrimitive.Content className={cn('pb-4', className)} {...props} />;
}
