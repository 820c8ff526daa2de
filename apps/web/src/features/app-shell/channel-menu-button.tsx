import type { ComponentProps } from 'react';
import { ChevronDown, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Connection } from '@vidcraft/contracts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';

/** The channel switcher's trigger: the active channel's picture and name, and a warning when it needs re-authorizing. */
export function ChannelMenuButton({ active, ...props }: ComponentProps<'button'> & { active: Connection }) {
  const { t } = useTranslation('app');
  return (
    <Button
      variant="ghost"
      size="sm"
      className="max-w-56 gap-2 px-2"
      aria-haspopup="menu"
      aria-label={t('header.channelMenu', { channel: active.channelName })}
      {...props}
    >
      <Avatar src={active.thumbnailUrl} name={active.channelName} size="xs" />
      <span className="truncate max-sm:hidden">{active.channelName}</span>
      {active.status === 'needs_reauth' ? <TriangleAlert className="text-warning" aria-hidden /> : null}
      <ChevronDown className="text-ink-muted max-sm:hidden" aria-hidden />
    </Button>
  );
}
