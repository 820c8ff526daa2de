// A round picture (channel or profile) with the name's first letter when there is no picture or it fails.
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

const SIZES = {
  xs: 'size-6 text-xs',
  sm: 'size-8 text-sm',
  md: 'size-10 text-base',
  lg: 'size-16 text-2xl',
} as const;

interface AvatarProps {
  src: string | null | undefined;
  name: string;
  size?: keyof typeof SIZES;
  className?: string;
}

export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const initial = Array.from(name.trim())[0]?.toUpperCase() ?? '?';
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-surface-raised font-semibold text-ink ring-1 ring-line',
        SIZES[size],
        className,
      )}
      aria-hidden
    >
      {src && !failed ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(true)} />
      ) : (
        initial
      )}
    </span>
  );
}
