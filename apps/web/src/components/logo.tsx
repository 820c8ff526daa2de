import { cn } from '../lib/cn.ts';

/** The Vidcraft mark: a play shape with a spark, on the coral gradient. Decorative; the wordmark names it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden focusable="false">
      <defs>
        <linearGradient id="vc-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff6b6b" />
          <stop offset="1" stopColor="#ff9361" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#vc-logo-gradient)" />
      <path d="M12 9.5v13l10-6.5z" fill="#1a0b0b" />
      <path d="M24 5l.9 2.1L27 8l-2.1.9L24 11l-.9-2.1L21 8l2.1-.9z" fill="#1a0b0b" />
    </svg>
  );
}
