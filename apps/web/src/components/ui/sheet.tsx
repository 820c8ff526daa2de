// A side sheet: a Dialog that slides in from the inline end (right in LTR, left in RTL).
import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { DialogOverlay } from './dialog.tsx';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  closeLabel: string;
  /** `menu`: a narrow navigation sheet; `panel`: a wide detail panel (full width on phones). */
  size?: 'menu' | 'panel';
}

const WIDTHS = {
  menu: 'w-[min(20rem,85vw)] p-6',
  panel: 'w-full p-5 pt-14 sm:w-[min(40rem,92vw)] sm:p-6',
} as const;

export function SheetContent({
  className,
  children,
  closeLabel,
  size = 'menu',
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 end-0 z-50 flex flex-col gap-6 overflow-y-auto border-s border-line bg-surface shadow-2xl ltr:data-[state=open]:animate-slide-in-end rtl:data-[state=open]:animate-slide-in-start',
          WIDTHS[size],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute end-4 top-4 rounded-md p-1 text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
