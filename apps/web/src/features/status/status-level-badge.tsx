// A component's state in words and with an icon, coloured as a help only: green ok, amber degraded, red down.
import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { StatusLevel } from '@vidcraft/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

const LOOK: Record<StatusLevel, { icon: typeof CircleCheck; className: string }> = {
  ok: { icon: CircleCheck, className: 'bg-success/10 text-success ring-success/30' },
  degraded: { icon: CircleAlert, className: 'bg-warning/10 text-warning ring-warning/30' },
  down: { icon: CircleX, className: 'bg-danger/10 text-danger ring-danger/30' },
};

export function StatusLevelBadge({ level, className }: { level: StatusLevel; className?: string }) {
  const { t } = useTranslation('status');
  const { icon: Icon, className: look } = LOOK[level];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold ring-1',
        look,
        className,
      )}
    >
      <Icon className="size-4" aria-hidden />
      {t(`level.${level}`)}
    </span>
  );
}
