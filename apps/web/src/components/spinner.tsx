import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

export interface SpinnerProps {
  size?: keyof typeof SIZES;
  /** Visible text under the spinner; without it, screen readers still hear "Loading…". */
  text?: string;
  /** Cover the whole viewport, centred. */
  fullScreen?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', text, fullScreen = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3',
        fullScreen && 'fixed inset-0 z-40 bg-page',
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          'animate-spin rounded-full border-line border-t-accent motion-reduce:animate-none',
          SIZES[size],
        )}
      />
      {text ? (
        <span className="text-sm text-ink-muted">{text}</span>
      ) : (
        <span className="sr-only">{t('status.loading')}</span>
      )}
    </div>
  );
}
